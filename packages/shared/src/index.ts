export * from './api/index.js';
export * from './domain/establishments.js';
export * from './domain/limits.js';
export * from './domain/roles.js';
export * from './form-schema/index.js';
export * from './format/index.js';
export * from './schemas/index.js';
export * from './validation/index.js';
