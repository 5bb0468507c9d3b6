/** The scope module's public surface: every tenant condition and gate, each written once. */
export * from './agency-scope.js';
export * from './conditions.js';
export * from './establishment-scope.js';
export * from './gates.js';
export * from './link-scope.js';
export * from './project-scope.js';
