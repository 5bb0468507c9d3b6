export * from './api/index.js';
export * from './domain/limits.js';
export * from './domain/roles.js';
export * from './format/index.js';
export * from './validation/index.js';
