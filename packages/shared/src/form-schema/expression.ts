import { amountOf } from './calculated.js';
import { getPath } from './paths.js';

/**
 * Evaluates a calculation field's arithmetic: numbers, dotted column names, + - * / and parentheses.
 * No code is ever evaluated. Returns null when an operand is missing or not a number, or on division by 0.
 */
export function evaluateExpression(expression: string, values: unknown): number | null {
  const tokens = expression.match(/\d+(?:\.\d+)?|[A-Za-z_][\w.]*|[-+*/()]|\S/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const fail = (): never => {
    throw new SyntaxError(`bad expression: ${expression}`);
  };

  const primary = (): number | null => {
    const t = tokens[pos++];
    if (t === undefined) return fail();
    if (t === '(') {
      const v = sum();
      if (tokens[pos++] !== ')') fail();
      return v;
    }
    if (t === '-') {
      const v = primary();
      return v === null ? null : -v;
    }
    if (/^\d/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      // A column may be another calculation that says whether it was typed.
      const raw = amountOf(getPath(values, t));
      if (raw === undefined || raw === null || raw === '') return null;
      const n = Number(raw);
      return Number.isFinite(n) ? n : null;
    }
    return fail();
  };

  const product = (): number | null => {
    let left = primary();
    while (peek() === '*' || peek() === '/') {
      const op = tokens[pos++];
      const right = primary();
      if (left === null || right === null) {
        left = null;
        continue;
      }
      if (op === '/' && right === 0) return null;
      left = op === '*' ? left * right : left / right;
    }
    return left;
  };

  const sum = (): number | null => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[pos++];
      const right = product();
      left = left === null || right === null ? null : op === '+' ? left + right : left - right;
    }
    return left;
  };

  const result = sum();
  if (pos !== tokens.length) fail();
  // Round away binary noise to paise: 0.1 + 0.2 shows as 0.3.
  return result === null ? null : Math.round(result * 100) / 100;
}
