import { describe, expect, it } from 'vitest';
import { NAMED_PATTERNS } from '../form-schema/messages.js';
import type { FieldSchema } from '../form-schema/types.js';
import { FORM_SCHEMAS } from '../schemas/index.js';
import { EMAIL_PATTERN } from './patterns.js';

/**
 * Whether a pattern repeats, without bound, a group that itself repeats something: `(a+)+`, `(?:x*y)*`,
 * `(a|b+){2,}`. Such nesting is what lets a backtracking engine take exponential or quadratic time.
 */
function hasNestedUnboundedRepeat(source: string): boolean {
  const groups: boolean[] = [];
  let inClass = false;
  let lastGroupRepeats = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      i++;
      lastGroupRepeats = false;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    const unbounded = c === '+' || c === '*' || (c === '{' && /^\{\d+,\}/.test(source.slice(i)));
    const quantifier = unbounded || c === '?' || c === '{';
    if (unbounded && lastGroupRepeats) return true;
    if (quantifier && groups.length > 0) groups[groups.length - 1] = true;
    lastGroupRepeats = false;
    if (c === '[') inClass = true;
    else if (c === '(') groups.push(false);
    else if (c === ')') {
      lastGroupRepeats = groups.pop() ?? false;
      if (lastGroupRepeats && groups.length > 0) groups[groups.length - 1] = true;
    }
  }
  return false;
}

/** Patterns reviewed by hand: each repetition begins with a character the repeated part cannot match. */
const REVIEWED = new Map([[EMAIL_PATTERN.source, 'each label repeats after a dot the label class excludes']]);

function schemaPatterns(fields: FieldSchema[]): string[] {
  return fields.flatMap((f) => [
    ...[f.validations?.pattern, f.validations?.patternCheck]
      .filter((r) => r?.enabled)
      .map((r) => NAMED_PATTERNS[r!.value]?.pattern.source ?? r!.value),
    ...schemaPatterns(f.columns ?? []),
  ]);
}

describe('patterns do not nest unbounded repetition (exponential backtracking)', () => {
  it('finds nested unbounded repetition', () => {
    for (const bad of ['^(a+)+$', '^(?:x*y)*$', '^(a|b+){2,}$', '^[^@]+@([^@]+\\.?)+$'])
      expect(hasNestedUnboundedRepeat(bad), bad).toBe(true);
    for (const ok of ['^\\d{1,9}(\\.\\d{1,2})?$', '^[a+]+$', '^(ab)+$', '^\\(a+\\)+$'])
      expect(hasNestedUnboundedRepeat(ok), ok).toBe(false);
  });

  it('no named pattern and no pattern of a form schema nests unbounded repetition', () => {
    const sources = [
      ...Object.values(NAMED_PATTERNS).map((p) => p.pattern.source),
      ...FORM_SCHEMAS.flatMap((s) => schemaPatterns(s.steps.flatMap((step) => step.fields))),
    ];
    const nested = sources.filter((s) => hasNestedUnboundedRepeat(s) && !REVIEWED.has(s));
    expect(nested).toEqual([]);
  });
});
