import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../form-schema/validate.js';
import { employeeSchema } from '../schemas/employees.js';
import { isValidAadhaar, maskAadhaar, verhoeffDigit, verhoeffValid } from './aadhaar.js';

const elevenDigits = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);

describe('Aadhaar check digit (Verhoeff)', () => {
  it('matches the published example: 236 takes the check digit 3', () => {
    expect(verhoeffDigit('236')).toBe('3');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('accepts a number with its own check digit, grouped or not', () => {
    fc.assert(
      fc.property(elevenDigits, (eleven) => {
        const n = eleven + verhoeffDigit(eleven);
        expect(isValidAadhaar(n)).toBe(true);
        expect(isValidAadhaar(`${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`)).toBe(true);
      }),
    );
  });

  it('refuses every single mistyped digit and every swap of two adjacent different digits', () => {
    fc.assert(
      fc.property(
        elevenDigits,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (e, at, by) => {
          const n = e + verhoeffDigit(e);
          const typo = n.slice(0, at) + String((Number(n[at]) + by) % 10) + n.slice(at + 1);
          expect(verhoeffValid(typo)).toBe(false);
          if (at < 11 && n[at] !== n[at + 1]) {
            const swapped = n.slice(0, at) + n[at + 1] + n[at] + n.slice(at + 2);
            expect(verhoeffValid(swapped)).toBe(false);
          }
        },
      ),
    );
  });

  it('refuses numbers starting with 0 or 1, of the wrong length, or with other characters', () => {
    for (const bad of ['123412341234', '023412341234', '23412341234', '2341234123412', '2341-2341-2341', ''])
      expect(isValidAadhaar(bad)).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('1234')).toBe('XXXX XXXX 1234');
  });

  it('is the rule of the employee form, so the browser refuses a wrong check digit before sending', () => {
    const eleven = '23456789012';
    const good = eleven + verhoeffDigit(eleven);
    const wrong = eleven + String((Number(verhoeffDigit(eleven)) + 1) % 10);
    const errorOf = (aadhaar: string) =>
      validateForm(
        employeeSchema,
        { aadhaar },
        { role: 'Contractor', now: new Date('2026-11-21T10:00:00+05:30') },
      ).aadhaar;
    expect(errorOf(good)).toBeUndefined();
    expect(errorOf(wrong)).toBe('Enter a valid 12-digit Aadhaar number');
    // An edit sends back the masked number it was shown: the server keeps the stored one.
    expect(errorOf('XXXX XXXX 1234')).toBeUndefined();
    expect(errorOf('XXXX XXXX 123')).toBe('Enter a valid 12-digit Aadhaar number');
  });
});
