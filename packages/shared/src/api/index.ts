export * from './auth.js';
export * from './common.js';
export * from './contracts.js';
export * from './projects.js';
