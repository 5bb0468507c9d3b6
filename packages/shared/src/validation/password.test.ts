import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecklist } from './password.js';

describe('password policy', () => {
  it('needs 8 characters with a capital, a small letter and a digit', () => {
    expect(isStrongPassword('Demo@1234')).toBe(true);
    expect(isStrongPassword('demo@1234')).toBe(false);
    expect(isStrongPassword('DEMO@1234')).toBe(false);
    expect(isStrongPassword('Demo@abcd')).toBe(false);
    expect(isStrongPassword('De@1234')).toBe(false);
  });

  it('is strong exactly when every checklist item is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (p) => {
        const c = passwordChecklist(p);
        expect(isStrongPassword(p)).toBe(c.upper && c.lower && c.digit && c.length);
        expect(c.length).toBe(p.length >= 8);
      }),
    );
  });

  it('accepts any password built from the required parts', () => {
    const part = (chars: string) => fc.constantFrom(...chars.split(''));
    fc.assert(
      fc.property(
        part('ABCDEFGHJKLMNPQRSTUVWXYZ'),
        part('abcdefghijkmnopqrstuvwxyz'),
        part('0123456789'),
        fc.string({ minLength: 5, maxLength: 12 }),
        (u, l, d, rest) => {
          expect(isStrongPassword(`${rest}${u}${l}${d}`)).toBe(true);
        },
      ),
    );
  });
});
