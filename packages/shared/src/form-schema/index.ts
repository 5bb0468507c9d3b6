export * from './calculated.js';
export * from './expression.js';
export * from './inputs.js';
export * from './messages.js';
export * from './paths.js';
export * from './types.js';
export * from './validate.js';
export * from './visibility.js';
