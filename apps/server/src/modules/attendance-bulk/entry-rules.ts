/**
 * The entry form's rules and day arithmetic, from the attendance module: the imports judge a row exactly as the
 * form's save judges an entry. The one place this module reaches them.
 */
export * from '../attendance/index.js';
