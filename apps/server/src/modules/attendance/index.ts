/**
 * The attendance module's public pure rules for other modules: the entry form's rules and day arithmetic (no
 * database), which the bulk imports and device punches reuse so that a row is judged exactly as the form judges it.
 */
export * from './attendance-times.js';
