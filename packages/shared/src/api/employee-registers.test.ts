import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInclusive,
  MANPOWER_MESSAGES,
  MANPOWER_REPORT_MAX_DAYS,
  manpowerRangeProblems,
} from './employee-registers.js';

const TODAY = '2026-11-25';
const dayOffset = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the manpower report range', () => {
  it('needs both dates', () => {
    expect(manpowerRangeProblems(null, undefined, TODAY)).toEqual({
      from_date: MANPOWER_MESSAGES.fromRequired,
      to_date: MANPOWER_MESSAGES.toRequired,
    });
  });

  it('accepts 60 days both included and refuses 61, across a month and a year end', () => {
    expect(daysInclusive('2025-11-03', '2026-01-01')).toBe(60);
    expect(manpowerRangeProblems('2025-11-03', '2026-01-01', TODAY)).toEqual({});
    expect(manpowerRangeProblems('2025-11-02', '2026-01-01', TODAY)).toEqual({
      to_date: MANPOWER_MESSAGES.tooLong,
    });
    expect(daysInclusive('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('refuses a future day and To before From', () => {
    expect(manpowerRangeProblems(TODAY, dayOffset(1), TODAY)).toEqual({ to_date: MANPOWER_MESSAGES.future });
    expect(manpowerRangeProblems(dayOffset(1), dayOffset(2), TODAY)).toEqual({
      from_date: MANPOWER_MESSAGES.future,
      to_date: MANPOWER_MESSAGES.future,
    });
    expect(manpowerRangeProblems(TODAY, dayOffset(-1), TODAY)).toEqual({ to_date: MANPOWER_MESSAGES.order });
  });

  it('a range is accepted exactly when it is past, ordered and at most 60 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 5 }), fc.integer({ min: -400, max: 5 }), (a, b) => {
        const from = dayOffset(a);
        const to = dayOffset(b);
        const ok = a <= 0 && b <= 0 && b >= a && b - a + 1 <= MANPOWER_REPORT_MAX_DAYS;
        expect(Object.keys(manpowerRangeProblems(from, to, TODAY)).length === 0).toBe(ok);
      }),
    );
  });
});
