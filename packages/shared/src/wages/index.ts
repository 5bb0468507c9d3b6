export * from './compute.js';
export {
  formatHundredthHours,
  isLongerThanAMonth,
  oneMonthAfter,
  parseHundredthHours,
  parsePaise,
} from './exact.js';
/** The hand-computed cases, for the wage register's own tests to replay through the server. */
export { WAGE_FIXTURES, type WageFixture, type WageFixtureLines } from './fixtures.js';
export {
  WAGE_PROBLEM_CODES,
  WAGE_RULE_CITATIONS,
  type WageEmployee,
  type WageProblem,
  type WageProblemCode,
} from './problems.js';
export type { ReadDay, ReadMinimum, ReadRate, ReadWage } from './read.js';
export * from './types.js';
