import { ATTENDANCE_MESSAGES, attendanceEntryValues, formatClock } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { addDays, dayName, entryColumns, isWeeklyHoliday, wagesPaidFor } from './attendance-times.js';

const values = (v: Record<string, unknown>) => attendanceEntryValues.parse(v);

describe('days', () => {
  it('adds days across month and year ends, and names the day of the week', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayName('2026-03-08')).toBe('Sunday');
    expect(dayName('2026-03-09')).toBe('Monday');
    expect(isWeeklyHoliday('2026-03-08', 'sunday')).toBe(true);
    expect(isWeeklyHoliday('2026-03-08', null)).toBe(false);
  });
});

describe('an entry on its day', () => {
  it('a day shift: worked minutes are out - in - rest', () => {
    const r = entryColumns(
      '2026-03-10',
      values({ type: 'present', in_time: '09:00', out_time: '17:30', rest_minutes: 30 }),
    );
    expect(r.columns).toEqual({
      type: 'present',
      inTime: '2026-03-10 09:00:00',
      outTime: '2026-03-10 17:30:00',
      workedMinutes: 480,
      restMinutes: 30,
      overtimeHours: '0.00',
      setOfWork: null,
    });
  });

  it('a night shift ends the next day, across a month end', () => {
    const r = entryColumns(
      '2026-03-31',
      values({ type: 'present', in_time: '20:00', out_time: '04:30', overtime_hours: '0.5' }),
    );
    expect(r.columns).toMatchObject({
      outTime: '2026-04-01 04:30:00',
      workedMinutes: 510,
      overtimeHours: '0.50',
    });
  });

  it('a shift from 00:00 to 23:59 is a day; overtime up to the hours worked', () => {
    const r = entryColumns(
      '2026-03-10',
      values({ type: 'present', in_time: '00:00', out_time: '23:59', overtime_hours: 23.98 }),
    );
    expect(r.columns).toMatchObject({ workedMinutes: 1439, overtimeHours: '23.98' });
  });

  it('refuses the impossible', () => {
    const problems = (v: Record<string, unknown>) => entryColumns('2026-03-10', values(v)).problems;
    expect(problems({ type: 'present', in_time: '09:00' })).toEqual({ out_time: 'Required' });
    expect(problems({ type: 'present', in_time: '09:00', out_time: '09:00' })).toEqual({
      out_time: ATTENDANCE_MESSAGES.sameTimes,
    });
    expect(problems({ type: 'present', in_time: '09:00', out_time: '09:30', rest_minutes: 30 })).toEqual({
      rest_minutes: ATTENDANCE_MESSAGES.restTooLong,
    });
    expect(problems({ type: 'present', in_time: '09:00', out_time: '10:00', overtime_hours: 1.01 })).toEqual({
      overtime_hours: ATTENDANCE_MESSAGES.overtimeBeyondDay,
    });
    expect(problems({ type: 'paid_leave', overtime_hours: 1 })).toEqual({
      overtime_hours: ATTENDANCE_MESSAGES.overtimeNotPresent,
    });
  });

  it('another type clears the times', () => {
    const r = entryColumns(
      '2026-03-10',
      values({ type: 'absent', in_time: '09:00', out_time: '10:00', set_of_work: ' B ' }),
    );
    expect(r.columns).toMatchObject({
      type: 'absent',
      inTime: null,
      outTime: null,
      workedMinutes: null,
      setOfWork: 'B',
    });
  });
});

describe('texts', () => {
  it('the wage lock names the paid period as DD/MM/YYYY', () => {
    expect(
      wagesPaidFor({ registerDate: '2026-03-10', wagePaidFrom: '2026-03-01', wagePaidTill: '2026-03-15' }),
    ).toBe('attendance cannot be edited because wages have been paid for 01/03/2026 - 15/03/2026');
    expect(wagesPaidFor({ registerDate: '2026-03-10', wagePaidFrom: null, wagePaidTill: null })).toBe(
      'attendance cannot be edited because wages have been paid for 10/03/2026',
    );
  });

  it('times show in 12 hours', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('17:30')).toBe('05:30 PM');
  });
});
