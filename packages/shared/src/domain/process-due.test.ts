import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addWorkingDays,
  dueAfter,
  endOfIstDay,
  istDay,
  isWorkingDay,
  lastDayOfMonth,
  startOfIstDay,
  workingDaysBetween,
} from './process-due.js';

describe('Indian calendar days', () => {
  it('takes the day of an instant in Asia/Kolkata, not UTC', () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India.
    expect(istDay('2026-11-24T20:00:00Z')).toBe('2026-11-25');
    expect(istDay('2026-11-24T18:29:59.999Z')).toBe('2026-11-24');
    expect(istDay('2026-11-24T18:30:00Z')).toBe('2026-11-25');
    expect(istDay('2026-11-24')).toBe('2026-11-24');
  });
  it('starts and ends a day at Indian midnight', () => {
    expect(startOfIstDay('2026-11-25')).toBe('2026-11-24T18:30:00.000Z');
    expect(endOfIstDay('2026-11-25')).toBe('2026-11-25T18:29:59.999Z');
  });
});

describe('hours', () => {
  it('a fatal accident at 22:30 IST is notified by 02:30 the next day (4 hours, across midnight)', () => {
    const accident = '2026-11-24T22:30:00+05:30';
    expect(dueAfter(accident, 'hours', 4)).toBe('2026-11-24T21:00:00.000Z'); // 02:30 IST on 25 Nov
    expect(istDay(dueAfter(accident, 'hours', 4))).toBe('2026-11-25');
  });
  it('another accident on a Saturday evening is notified within 72 hours, on Tuesday evening (weekends count)', () => {
    // Saturday 28 Nov 2026, 18:15 IST.
    expect(dueAfter('2026-11-28T18:15:00+05:30', 'hours', 72)).toBe('2026-12-01T12:45:00.000Z'); // Tue 18:15 IST
  });
  it('counts hours from the first moment of a bare day', () => {
    expect(dueAfter('2026-11-25', 'hours', 48)).toBe('2026-11-26T18:30:00.000Z'); // 27 Nov 00:00 IST
  });
});

describe('days', () => {
  it('Form EE is due at the end of the 7th day after the accident, in India', () => {
    // 23:50 IST on 30 Nov (18:20 UTC, still 30 Nov there too) -> end of 7 Dec IST.
    expect(dueAfter('2026-11-30T23:50:00+05:30', 'days', 7)).toBe('2026-12-07T18:29:59.999Z');
    // 01:00 IST on 1 Dec is 30 Nov in UTC: the Indian day (1 Dec) counts -> end of 8 Dec.
    expect(dueAfter('2026-12-01T01:00:00+05:30', 'days', 7)).toBe('2026-12-08T18:29:59.999Z');
  });
  it('90 days after a complaint crosses the year', () => {
    expect(istDay(dueAfter('2026-11-15', 'days', 90))).toBe('2027-02-13');
  });
});

describe('months', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 3)).toBe('2026-08-15');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });
  it('a harassment complaint is due 3 months after the incident, to the end of that day', () => {
    expect(dueAfter('2026-01-31', 'months', 1)).toBe(endOfIstDay('2026-02-28'));
    expect(dueAfter('2026-11-30T10:00:00+05:30', 'months', 3)).toBe(endOfIstDay('2027-02-28'));
    expect(dueAfter('2026-11-30', 'months', 6)).toBe(endOfIstDay('2027-05-30'));
  });
  it('finds the last day of a month some months on', () => {
    expect(lastDayOfMonth('2026-11-17', 0)).toBe('2026-11-30');
    expect(lastDayOfMonth('2026-11-01', 3)).toBe('2027-02-28');
    expect(lastDayOfMonth('2027-12', 2)).toBe('2028-02-29');
  });
});

describe('working days (Monday to Saturday)', () => {
  it('knows Sunday', () => {
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-28')).toBe(true); // Saturday
    expect(isWorkingDay('2026-11-30')).toBe(true); // Monday
  });
  it('settlement 2 working days after an exit', () => {
    expect(addWorkingDays('2026-11-25', 2)).toBe('2026-11-27'); // Wed -> Fri
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-11-30'); // Fri -> Sat, Mon
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-12-01'); // Sat -> Mon, Tue
    expect(addWorkingDays('2026-11-29', 2)).toBe('2026-12-01'); // Sun -> Mon, Tue
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-02'); // Thu -> Fri, Sat across the year
  });
  it('is due at the end of that day in India', () => {
    expect(dueAfter('2026-11-27', 'working_days', 2)).toBe('2026-11-30T18:29:59.999Z');
  });
  it('counts the working days between two dates', () => {
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(2);
    expect(workingDaysBetween('2026-11-27', '2026-12-01')).toBe(3);
    expect(workingDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
  });
});
