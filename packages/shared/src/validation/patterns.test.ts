import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  PAN_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  SENTENCE_PATTERN,
} from './patterns.js';

describe('named patterns', () => {
  it('phone: 10 digits, optionally after +91 or 91 with an optional space', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.constantFrom('', '+91', '+91 ', '91', '91 '),
        (digits, prefix) => {
          expect(PHONE_PATTERN.test(prefix + digits)).toBe(true);
        },
      ),
    );
    for (const bad of [
      '98450',
      '+1 9845098450',
      '98450984501',
      '+91-9845098450',
      'abcdefghij',
      '0821-2456',
    ]) {
      expect(PHONE_PATTERN.test(bad)).toBe(false);
    }
  });

  it('pincode: six digits not starting with 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (pin) => {
        expect(PINCODE_PATTERN.test(pin)).toBe(!pin.startsWith('0'));
      }),
    );
    expect(PINCODE_PATTERN.test('56001')).toBe(false);
  });

  it('name rule accepts the listed characters only', () => {
    expect(NAME_PATTERN.test("Shree Ganesh Constructions (Unit-2), O'Brien & Co./Mysuru")).toBe(true);
    expect(NAME_PATTERN.test('रमेश कुमार')).toBe(true);
    for (const bad of ['<script>', 'name;drop', 'a@b', 'x#1', '']) expect(NAME_PATTERN.test(bad)).toBe(false);
  });

  it('PAN: five letters, four digits, a letter', () => {
    expect(PAN_PATTERN.test('AAFCS1234K')).toBe(true);
    expect(PAN_PATTERN.test('AAFCS1234')).toBe(false);
    expect(PAN_PATTERN.test('aafcs1234k')).toBe(false);
  });

  it('email: something@domain.tld without spaces', () => {
    expect(EMAIL_PATTERN.test('govt@demo.anupalan.in')).toBe(true);
    for (const bad of [
      'govt@demo',
      'govt demo@x.in',
      '@x.in',
      'x@',
      'x@a..in',
      'x@.a.in',
      'x@a.in.',
      'a@a.a@',
    ])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    expect(EMAIL_PATTERN.test('o.brien+site@pwd.karnataka.gov.in')).toBe(true);
  });

  it('email: the domain labels cannot hold a dot, so no text has two ways to match (linear time)', () => {
    // The repeated group starts with a dot its own class excludes: the old `[^\s@]+\.[^\s@]+` did not.
    expect(EMAIL_PATTERN.source).toBe('^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$');
  });

  it('sentence: reasons and descriptions take ordinary punctuation, not markup', () => {
    expect(
      SENTENCE_PATTERN.test(
        `Work stopped: the site flooded (2nd time); "unsafe" - see report 4/2026 & photos! Why? 50% done, #3 + O'Brien_ok.`,
      ),
    ).toBe(true);
    for (const bad of ['<script>', 'a{b}', 'x=1', 'a\\b', '`x`', ''])
      expect(SENTENCE_PATTERN.test(bad)).toBe(false);
  });
});
