/**
 * The entry form's rules and day arithmetic, from the attendance module: the imports judge a row exactly as the
 * form's save judges an entry. The one place this module reaches them.
 */
// biome-ignore lint/style/noRestrictedImports: attendance-times.ts is pure (no database) and the attendance module has no public index for it yet.
export * from '../attendance/attendance-times.js';
