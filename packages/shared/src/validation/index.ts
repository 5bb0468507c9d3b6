export * from './aadhaar.js';
export * from './password.js';
export * from './patterns.js';
