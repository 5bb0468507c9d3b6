import { describe, expect, it } from 'vitest';
import { dueLook } from './due-look';

describe('the look of a step’s due time', () => {
  const now = new Date('2026-11-25T18:00:00.000Z'); // 11:30 PM on 25/11/2026 in India

  it('is overdue once the due instant has passed, even by a second across midnight', () => {
    expect(dueLook('2026-11-25T17:59:59.000Z', now)).toBe('overdue');
    expect(dueLook('2026-11-20T00:00:00.000Z', now)).toBe('overdue');
  });

  it('is due soon within 48 hours, the due instant itself included', () => {
    expect(dueLook('2026-11-25T18:00:00.000Z', now)).toBe('soon');
    expect(dueLook('2026-11-27T18:00:00.000Z', now)).toBe('soon');
  });

  it('is plainly pending with more than 48 hours left', () => {
    expect(dueLook('2026-11-27T18:00:01.000Z', now)).toBe('pending');
  });
});
