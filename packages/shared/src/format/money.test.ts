import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatRupeesFromPaise } from './money.js';

describe('money in rupees with Indian grouping', () => {
  it('groups lakhs and crores', () => {
    expect(formatRupeesFromPaise(123456789)).toBe('₹12,34,567.89');
    expect(formatRupeesFromPaise(5)).toBe('₹0.05');
    expect(formatRupeesFromPaise(-150000)).toBe('-₹1,500.00');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('keeps every paisa: the digits read back to the same amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (paise) => {
        const text = formatRupeesFromPaise(paise);
        const digits = text.replace(/[₹,.]/g, '');
        expect(BigInt(digits)).toBe(paise);
        expect(text).toMatch(/^-?₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$|^-?₹\d{1,3}\.\d{2}$/);
      }),
    );
  });
});
