export * from './compute.js';
export {
  displayDate,
  divideHalfUp,
  formatHundredthHours,
  isLongerThanAMonth,
  oneMonthAfter,
  parseHundredthHours,
  parsePaise,
} from './exact.js';
export * from './problems.js';
export * from './types.js';
