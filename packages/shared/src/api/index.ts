export * from './auth.js';
export * from './comments.js';
export * from './common.js';
export * from './compliance.js';
export * from './contracts.js';
export * from './law.js';
export * from './projects.js';
