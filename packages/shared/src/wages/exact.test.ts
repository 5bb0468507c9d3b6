import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  displayDate,
  divideHalfUp,
  formatHundredthHours,
  isIsoDate,
  isLongerThanAMonth,
  oneMonthAfter,
  parseHundredthHours,
  parsePaise,
} from './exact.js';

describe('exact parsing for wages', () => {
  it('reads rupees to paise and refuses anything else', () => {
    expect(parsePaise('650')).toBe(65000);
    expect(parsePaise('650.5')).toBe(65050);
    expect(parsePaise(' 0.07 ')).toBe(7);
    expect(parsePaise('117.33')).toBe(11733);
    for (const bad of ['1.234', '-1', '1e3', '', 'abc', '12.', '.5', '1,000'])
      expect(parsePaise(bad)).toBeNull();
  });

  it('reads overtime hours to hundredths of an hour', () => {
    expect(parseHundredthHours('1.50')).toBe(150);
    expect(parseHundredthHours('1.5')).toBe(150);
    expect(parseHundredthHours('0')).toBe(0);
    expect(parseHundredthHours('0.75')).toBe(75);
    expect(parseHundredthHours('99.99')).toBe(9999);
    for (const bad of ['100', '1.505', '-1', '.5', '', '1:30', '1e1'])
      expect(parseHundredthHours(bad)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (h) => {
        expect(parseHundredthHours(formatHundredthHours(h))).toBe(h);
      }),
    );
  });

  it('divides rounding half up', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(25n, 10n)).toBe(3n);
    expect(divideHalfUp(2_933_250n, 100n)).toBe(29333n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const q = divideHalfUp(n, d);
        // q is the nearest integer to n / d, a tie going up: q - 1/2 <= n/d < q + 1/2.
        expect(2n * q * d - d <= 2n * n).toBe(true);
        expect(2n * n < 2n * q * d + d).toBe(true);
      }),
    );
  });
});

describe('dates and the length of a wage period', () => {
  it('knows calendar dates', () => {
    for (const good of ['2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '2026-01-31'])
      expect(isIsoDate(good)).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-4-01',
      '01/04/2026',
      '0000-01-01',
    ])
      expect(isIsoDate(bad)).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(displayDate('2026-04-01')).toBe('01/04/2026');
  });

  it('ends a month on the day before the same date of the next month, or on its last day', () => {
    expect(oneMonthAfter('2026-01-01')).toBe('2026-02-01');
    expect(oneMonthAfter('2026-01-16')).toBe('2026-02-16');
    expect(oneMonthAfter('2026-01-31')).toBe('2026-03-01');
    expect(oneMonthAfter('2026-03-31')).toBe('2026-05-01');
    expect(oneMonthAfter('2026-12-15')).toBe('2027-01-15');
    expect(oneMonthAfter('2028-01-29')).toBe('2028-02-29');
    expect(oneMonthAfter('2028-01-30')).toBe('2028-03-01');
  });

  it('refuses a register longer than a month', () => {
    expect(isLongerThanAMonth('2026-01-01', '2026-01-31')).toBe(false);
    expect(isLongerThanAMonth('2026-01-01', '2026-02-01')).toBe(true);
    expect(isLongerThanAMonth('2026-01-16', '2026-02-15')).toBe(false);
    expect(isLongerThanAMonth('2026-01-16', '2026-02-16')).toBe(true);
    expect(isLongerThanAMonth('2026-01-31', '2026-02-28')).toBe(false);
    expect(isLongerThanAMonth('2026-01-31', '2026-03-01')).toBe(true);
    expect(isLongerThanAMonth('2026-02-01', '2026-02-28')).toBe(false);
    expect(isLongerThanAMonth('2026-02-01', '2026-03-01')).toBe(true);
    expect(isLongerThanAMonth('2026-12-15', '2027-01-14')).toBe(false);
    expect(isLongerThanAMonth('2026-04-01', '2026-04-01')).toBe(false);
  });

  it('allows any calendar month and 28 days; never 32 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const start = addDays('2000-01-01', offset);
        expect(isLongerThanAMonth(start, addDays(start, 27))).toBe(false);
        expect(isLongerThanAMonth(start, addDays(start, 31))).toBe(true);
        const first = `${start.slice(0, 8)}01`;
        const last = addDays(oneMonthAfter(first), -1);
        expect(last.slice(0, 7)).toBe(first.slice(0, 7));
        expect(isLongerThanAMonth(first, last)).toBe(false);
      }),
    );
  });
});
