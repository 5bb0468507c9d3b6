export * from './date.js';
export * from './due.js';
export * from './money.js';
