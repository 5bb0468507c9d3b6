import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateTypingError,
  defaultMeridiem,
  maskDateTyping,
  resolveOutTime,
  timeTypingError,
  to12Hour,
  to24Hour,
  workedMinutes,
} from './inputs.js';

describe('date typing', () => {
  it('inserts the slashes and never exceeds 10 characters', () => {
    expect(maskDateTyping('21112026')).toBe('21/11/2026');
    expect(maskDateTyping('211')).toBe('21/1');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const masked = maskDateTyping(typed);
        expect(masked.length).toBeLessThanOrEqual(10);
        expect(masked).toMatch(/^\d{0,2}(\/\d{0,2}(\/\d{0,4})?)?$/);
      }),
    );
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        expect(maskDateTyping(maskDateTyping(t))).toBe(maskDateTyping(t));
      }),
    );
  });
  it('accepts real dates and names what is wrong with others', () => {
    expect(dateTypingError('29/02/2028')).toBeNull();
    expect(dateTypingError('32/01/2026')).toBe('Day must be from 1 to 31');
    expect(dateTypingError('10/13/2026')).toBe('Month must be from 1 to 12');
    expect(dateTypingError('10/12/0000')).toBe('Year cannot be zero');
    expect(dateTypingError('31/04/2026')).toBe('Invalid Date');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (d) => {
          const [y, m, day] = d.toISOString().slice(0, 10).split('-');
          expect(dateTypingError(`${day}/${m}/${y}`)).toBeNull();
        },
      ),
    );
  });
});

describe('12-hour time', () => {
  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const value = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const { text, meridiem } = to12Hour(value);
        expect(timeTypingError(text)).toBeNull();
        expect(to24Hour(text, meridiem)).toBe(value);
      }),
    );
    expect(to12Hour('00:05')).toEqual({ text: '12:05', meridiem: 'AM' });
    expect(to12Hour('12:30')).toEqual({ text: '12:30', meridiem: 'PM' });
  });
  it('refuses hour 00 or above 12 and minutes above 59', () => {
    expect(timeTypingError('00:30')).toBe('Hour must be from 1 to 12');
    expect(timeTypingError('13:00')).toBe('Hour must be from 1 to 12');
    expect(timeTypingError('09:60')).toBe('Minutes must be from 0 to 59');
  });
  it('defaults out_time to PM and other times to AM', () => {
    expect(defaultMeridiem('out_time')).toBe('PM');
    expect(defaultMeridiem('body.out_time')).toBe('PM');
    expect(defaultMeridiem('in_time')).toBe('AM');
  });
});

describe('out-time not after in-time moves to the next day', () => {
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  it('moves exactly when out <= in, and worked time is always within a day', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (inTime, outTime) => {
        const { outDate, nextDay } = resolveOutTime('2026-12-31', inTime, outTime);
        expect(nextDay).toBe(outTime <= inTime);
        expect(outDate).toBe(nextDay ? '2027-01-01' : '2026-12-31');
        const worked = workedMinutes(inTime, outTime);
        expect(worked).toBeGreaterThan(0);
        expect(worked).toBeLessThanOrEqual(24 * 60);
      }),
    );
    expect(workedMinutes('22:00', '06:00')).toBe(480);
  });
});
