import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression.js';

describe('calculation expressions', () => {
  it('computes arithmetic over dotted columns with precedence and parentheses', () => {
    const values = { body: { basic: '500', da: 120.5 }, days: 26 };
    expect(evaluateExpression('(body.basic + body.da) * days', values)).toBe(16133);
    expect(evaluateExpression('body.basic + body.da * 2', values)).toBe(741);
    expect(evaluateExpression('-body.basic / 4', values)).toBe(-125);
    expect(evaluateExpression('0.1 + 0.2', {})).toBe(0.3);
  });
  it('is null when an operand is missing or on division by zero', () => {
    expect(evaluateExpression('a + b', { a: 1 })).toBeNull();
    expect(evaluateExpression('a / b', { a: 1, b: 0 })).toBeNull();
    expect(evaluateExpression('a * 2', { a: 'abc' })).toBeNull();
  });
  it('refuses anything but arithmetic', () => {
    expect(() => evaluateExpression('alert(1)', {})).toThrow(SyntaxError);
    expect(() => evaluateExpression('a; b', {})).toThrow(SyntaxError);
  });
  it('adds and multiplies like numbers do (to the paisa)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        expect(evaluateExpression('a + b', { a, b })).toBe(a + b);
        expect(evaluateExpression('a * b - b', { a, b })).toBe(a * b - b);
      }),
    );
  });
});
