export * from './password.js';
export * from './patterns.js';
