import type { AttendanceEntry } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftOf,
  type EntryDraft,
  formatClock,
  formatHours,
  outOnNextDay,
  valuesOf,
  withType,
} from './entry-values';

const present: EntryDraft = {
  type: 'present',
  in_time: '09:00',
  out_time: '18:00',
  rest_minutes: '30',
  overtime_hours: '1.5',
  set_of_work: 'Relay A',
};

describe('times in 12-hour form', () => {
  it('shows a stored 24-hour time as hh:mm AM/PM', () => {
    expect(formatClock('09:05')).toBe('09:05 AM');
    expect(formatClock('21:30')).toBe('09:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock(null)).toBe('');
    expect(formatClock('9:5 AM')).toBe('');
  });

  it('puts an out time that is not after the in time on the next day', () => {
    expect(outOnNextDay('21:00', '06:00')).toBe(true);
    expect(outOnNextDay('09:00', '09:00')).toBe(true);
    expect(outOnNextDay('09:00', '18:00')).toBe(false);
    expect(outOnNextDay('09:00', null)).toBe(false);
    expect(outOnNextDay('09:00', '6:00 AM')).toBe(false);
  });

  it('shows overtime without zeros that say nothing', () => {
    expect(formatHours('1.50')).toBe('1.5');
    expect(formatHours('0.00')).toBe('0');
    expect(formatHours('2.25')).toBe('2.25');
    expect(formatHours('3')).toBe('3');
  });
});

describe('the type of an entry', () => {
  it('clears the times, rest and overtime when another type than Present is chosen', () => {
    expect(withType(present, 'absent')).toEqual({
      type: 'absent',
      in_time: '',
      out_time: '',
      rest_minutes: '',
      overtime_hours: '',
      set_of_work: 'Relay A',
    });
    expect(withType(present, 'paid_leave').in_time).toBe('');
    expect(withType({ ...present, type: 'absent' }, 'present')).toEqual(present);
  });

  it('sends no times for an entry that is not Present, whatever the draft held', () => {
    expect(valuesOf({ ...present, type: 'absent' })).toEqual({
      type: 'absent',
      in_time: null,
      out_time: null,
      rest_minutes: 0,
      overtime_hours: 0,
      set_of_work: 'Relay A',
    });
    expect(valuesOf(present)).toEqual({
      type: 'present',
      in_time: '09:00',
      out_time: '18:00',
      rest_minutes: 30,
      overtime_hours: 1.5,
      set_of_work: 'Relay A',
    });
  });
});

describe('the checks before sending', () => {
  it('asks for a type, and a weekly off is no type to submit', () => {
    expect(draftErrors({ ...present, type: null })).toEqual({ type: 'Required' });
    expect(draftErrors({ ...present, type: 'week_off' }).type).toBe('Required');
    expect(draftErrors(present)).toEqual({});
  });

  it('wants both times when Present, never the same, each a whole time; none otherwise', () => {
    expect(draftErrors({ ...present, in_time: '' })).toEqual({ in_time: 'Required' });
    expect(draftErrors({ ...present, in_time: '', out_time: '' })).toEqual({
      in_time: 'Required',
      out_time: 'Required',
    });
    expect(draftErrors({ ...present, out_time: '09:00' }).out_time).toBe(
      'Out Time cannot be the same as In Time',
    );
    expect(draftErrors({ ...present, in_time: '13:00 AM' }).in_time).toBe('Hour must be from 1 to 12');
    expect(draftErrors({ ...present, type: 'absent', in_time: '', out_time: '' })).toEqual({});
    // A night shift is fine.
    expect(draftErrors({ ...present, in_time: '21:00', out_time: '06:00' })).toEqual({});
  });

  it('checks the overtime as the server does', () => {
    expect(draftErrors({ ...present, overtime_hours: '25' }).overtime_hours).toBe(
      'Overtime cannot be more than 24 hours',
    );
    expect(draftErrors({ ...present, overtime_hours: '1.255' }).overtime_hours).toBe(
      'Enter the overtime with at most two decimals',
    );
  });
});

describe('an entry as the panel opens it', () => {
  it('takes the stored values, leaving zero overtime and rest empty', () => {
    const entry = {
      type: 'present',
      in_time: '21:00',
      out_time: '06:00',
      rest_minutes: 0,
      overtime_hours: '0.00',
      set_of_work: null,
    } as AttendanceEntry;
    expect(draftOf(entry)).toEqual({
      type: 'present',
      in_time: '21:00',
      out_time: '06:00',
      rest_minutes: '',
      overtime_hours: '',
      set_of_work: '',
    });
  });
});
