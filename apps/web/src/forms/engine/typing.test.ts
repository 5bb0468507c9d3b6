import { describe, expect, it } from 'vitest';
import { maskTimeTyping, typingChecks } from './typing';

describe('time typing', () => {
  it('puts the colon in after two digits and stops at HH:MM', () => {
    expect(maskTimeTyping('0')).toBe('0');
    expect(maskTimeTyping('093')).toBe('09:3');
    expect(maskTimeTyping('09305')).toBe('09:30');
    expect(maskTimeTyping('9:30')).toBe('9:30');
    expect(maskTimeTyping('ab12:3x4')).toBe('12:34');
  });

  it('accepts a stored 24-hour time or nothing, and explains unfinished typing', () => {
    expect(typingChecks.time?.('')).toBeNull();
    expect(typingChecks.time?.('21:30')).toBeNull();
    expect(typingChecks.time?.('13:30 AM')).toBe('Hour must be from 1 to 12');
    expect(typingChecks.time?.('09:3 PM')).toBe('Enter the time as HH:MM');
  });

  it('accepts a date and time only when both parts are whole', () => {
    expect(typingChecks.datetime?.('2026-04-01T09:30:00+05:30')).toBeNull();
    expect(typingChecks.datetime?.('2026-04-01 09:3 AM')).toBe('Invalid Date');
  });
});
