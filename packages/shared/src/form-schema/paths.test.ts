import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPath, setPath, unsetPath } from './paths.js';

const segment = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,6}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((p) => p.join('.'));

describe('dotted paths', () => {
  it('reads back what it sets, without changing the original', () => {
    fc.assert(
      fc.property(path, fc.jsonValue(), (p, v) => {
        const original = { keep: 1 };
        const next = setPath(original, p, v);
        expect(getPath(next, p)).toEqual(v);
        expect(original).toEqual({ keep: 1 });
      }),
    );
  });
  it('unsets a path', () => {
    fc.assert(
      fc.property(path, (p) => {
        const next = unsetPath(setPath({}, p, 'x'), p);
        expect(getPath(next, p)).toBeUndefined();
      }),
    );
  });
  it('refuses prototype keys', () => {
    expect(() => setPath({}, '__proto__.polluted', true)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
