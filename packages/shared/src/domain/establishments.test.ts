import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOvertimePaise, paiseToRupees, RUPEES_PATTERN, rupeesToPaise } from './establishments.js';

describe('rupee amounts', () => {
  it('converts typed rupees to paise exactly and back', () => {
    expect(rupeesToPaise('650')).toBe(65000);
    expect(rupeesToPaise('650.5')).toBe(65050);
    expect(rupeesToPaise('0.07')).toBe(7);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        const text = paiseToRupees(paise);
        expect(RUPEES_PATTERN.test(text)).toBe(true);
        expect(rupeesToPaise(text)).toBe(paise);
      }),
    );
  });

  it('refuses more than two decimals, signs and letters', () => {
    for (const bad of ['1.234', '-5', '1e3', 'abc', '', '12.']) expect(RUPEES_PATTERN.test(bad)).toBe(false);
  });

  it('defaults overtime to twice the hourly wage, rounded to the paisa', () => {
    // (650 + 120) / 8 * 2 = 192.50
    expect(defaultOvertimePaise(65000, 12000)).toBe(19250);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (b, d) => {
          const exact = ((b + d) * 2) / 8;
          expect(Math.abs(defaultOvertimePaise(b, d) - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
