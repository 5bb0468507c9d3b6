import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCommentTime,
  formatDate,
  formatDateTime,
  formatLastLogin,
  formatTime,
  istDateKey,
  parseDisplayDate,
} from './date.js';

describe('date display in Asia/Kolkata', () => {
  it('formats dd/MM/yyyy and 12-hour time in IST whatever the instant', () => {
    // 18:45 UTC is 00:15 IST on the next day.
    const instant = new Date('2026-03-31T18:45:00Z');
    expect(formatDate(instant)).toBe('01/04/2026');
    expect(formatTime(instant)).toBe('12:15 AM');
    expect(formatDateTime(instant)).toBe('01/04/2026 12:15 AM');
    expect(formatTime(new Date('2026-04-01T08:00:00Z'))).toBe('01:30 PM');
    expect(formatLastLogin(instant)).toBe('Apr 01, 2026 12:15 AM');
    expect(istDateKey(instant)).toBe('2026-04-01');
    expect(formatCommentTime(instant)).toBe('01 Apr 2026, 12:15 AM');
    expect(formatCommentTime(new Date('2026-09-05T11:15:00Z'))).toBe('05 Sep 2026, 4:45 PM');
  });

  it('always yields dd/MM/yyyy and hh:mm AM|PM', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(formatDate(d)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          expect(formatTime(d)).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
        },
      ),
    );
  });

  it('parses back what it formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(parseDisplayDate(formatDate(d))).toBe(istDateKey(d));
        },
      ),
    );
  });

  it('refuses dates that do not exist', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2025',
      '00/01/2026',
      '12/13/2026',
      '01/01/0000',
      '1/1/2026',
      '',
    ]) {
      expect(parseDisplayDate(text)).toBeNull();
    }
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
  });
});
