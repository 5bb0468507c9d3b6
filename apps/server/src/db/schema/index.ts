export * from './access.js';
export * from './agencies.js';
export * from './establishments.js';
export * from './files.js';
export * from './messaging.js';
export * from './projects.js';
export * from './reference.js';
export * from './users.js';
