import type { FieldSchema } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { fallsOnNextDay, inTimeColOf } from './next-day';

const shiftEnd: FieldSchema = { type: 'time', colName: 'body.shiftEnd', outTimeOf: 'body.shiftStart' };
const outTime: FieldSchema = { type: 'time', colName: 'body.out_time' };

describe('an out-time and its in-time', () => {
  it('pairs by the schema, or by the spec names in_time and out_time', () => {
    expect(inTimeColOf(shiftEnd)).toBe('body.shiftStart');
    expect(inTimeColOf(outTime)).toBe('body.in_time');
    expect(inTimeColOf({ type: 'time', colName: 'body.shiftStart' })).toBeNull();
  });

  it('falls on the next day when not after the in-time', () => {
    const values = { body: { shiftStart: '20:00' } };
    expect(fallsOnNextDay(shiftEnd, '05:00', values)).toBe(true);
    expect(fallsOnNextDay(shiftEnd, '20:00', values)).toBe(true);
    expect(fallsOnNextDay(shiftEnd, '22:00', values)).toBe(false);
    expect(fallsOnNextDay(outTime, '05:00', { body: { in_time: '20:00' } })).toBe(true);
    expect(fallsOnNextDay(shiftEnd, '05:00', { body: {} })).toBe(false);
  });
});
