import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldSchema, FormSchema } from './types.js';
import {
  clearDisabledValues,
  validateAsyncRules,
  validateFields,
  validateForm,
  validateValue,
} from './validate.js';

const ctx = { role: 'Contractor' as const, now: new Date('2026-11-21T10:00:00+05:30') };
const text = (colName: string, validations: FieldSchema['validations'], extra: Partial<FieldSchema> = {}) =>
  ({ type: 'text', colName, validations, ...extra }) as FieldSchema;
const check = (field: FieldSchema, value: unknown, values: Record<string, unknown> = {}) =>
  validateValue(field, value, values, ctx);

const blank = fc.stringMatching(/^[ \t\n]*$/);
const nonBlank = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');

describe('isRequired', () => {
  const field = text('name', { isRequired: { enabled: true } });
  it('fails on nothing and whitespace, passes on any other text', () => {
    fc.assert(
      fc.property(blank, (s) => {
        expect(check(field, s)).toBe('Required');
      }),
    );
    fc.assert(
      fc.property(nonBlank, (s) => {
        expect(check(field, s)).toBeNull();
      }),
    );
    expect(check(field, undefined)).toBe('Required');
    expect(check(field, null)).toBe('Required');
  });
  it('uses its own message and can be switched off', () => {
    expect(check(text('n', { isRequired: { enabled: true, message: 'Name please' } }), '')).toBe(
      'Name please',
    );
    expect(check(text('n', { isRequired: { enabled: false } }), '')).toBeNull();
  });
  it('treats unticked checkboxes, files without url and NA fields as empty', () => {
    const req = { isRequired: { enabled: true } };
    expect(check({ type: 'checkbox', colName: 'c', validations: req }, { checked: false })).toBe('Required');
    expect(check({ type: 'checkbox', colName: 'c', validations: req }, { checked: true })).toBeNull();
    expect(check({ type: 'file', colName: 'f', validations: req }, { name: 'a.pdf' })).toBe('Required');
    expect(check({ type: 'file', colName: 'f', validations: req }, { name: 'a.pdf', url: '/x' })).toBeNull();
    const na: FieldSchema = { type: 'textfield-na', colName: 'lin', validations: req };
    expect(check(na, { value: '', notApplicable: false })).toBe('Required');
    expect(check(na, { value: '', notApplicable: true })).toBeNull();
  });
});

describe('isValidPhoneNo', () => {
  const field = text('mobile', { isValidPhoneNo: { enabled: true } });
  it('accepts 10 digits with an optional +91 and space, refuses other lengths', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('', '+91', '+91 ', '91 '), (d, p) => {
        expect(check(field, p + d)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$|^\d{11}$|^\d{13,14}$/), (d) => {
        expect(check(field, d)).toBe('Enter a valid mobile number');
      }),
    );
  });
});

describe('pattern and patternCheck', () => {
  it('match a supplied regular expression', () => {
    const field = text('code', {
      pattern: { enabled: true, value: '^[A-Z]{3}$', message: 'Three capitals' },
    });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}$/), (s) => {
        expect(check(field, s)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && !/^[A-Z]{3}$/.test(s.trim())),
        (s) => {
          expect(check(field, s)).toBe('Three capitals');
        },
      ),
    );
  });
  it('name the shared patterns with their messages', () => {
    expect(check(text('n', { pattern: { enabled: true, value: 'name' } }), 'Ramesh <b>')).toBe(
      "Use alphabets, numbers, special chars (_ - . , ' /) and spaces only.",
    );
    expect(check(text('p', { patternCheck: { enabled: true, value: 'pincode' } }), '012345')).toBe(
      'Invalid Pincode.',
    );
    expect(check(text('c', { pattern: { enabled: true, value: 'comment' } }), 'ok_fine 1')).toBeNull();
  });
});

describe('isNotLessThanNum', () => {
  const field = text('wage', { isNotLessThanNum: { enabled: true, num: 350 } });
  it('passes numbers at or above num and fails the rest', () => {
    // The boundary and its neighbours are sampled every run: a `<=` in place of `<` must fail here.
    const nearBoundary = fc.oneof(
      fc.constantFrom(350, 349.99, 350.01, 349, 351),
      fc.integer({ min: 340, max: 360 }),
    );
    fc.assert(
      fc.property(fc.oneof(nearBoundary, fc.double({ min: -1e6, max: 1e6, noNaN: true })), (n) => {
        expect(check(field, String(n)) === null).toBe(n >= 350);
      }),
      { examples: [[350], [349.99]] },
    );
    expect(check(field, 'abc')).toBe('Value must be at least 350');
  });
});

describe('dates', () => {
  const day = (offset: number) => {
    const d = new Date(Date.UTC(2026, 10, 21 + offset));
    return d.toISOString().slice(0, 10);
  };
  it('isDateNotOfFuture: today and before pass, tomorrow fails', () => {
    const field: FieldSchema = {
      type: 'date-simple',
      colName: 'd',
      validations: { isDateNotOfFuture: { enabled: true } },
    };
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), (offset) => {
        expect(check(field, day(offset))).toBe(offset > 0 ? 'This date cannot be of future.' : null);
      }),
    );
  });
  it('isDateMoreThan another column with a threshold', () => {
    const field: FieldSchema = {
      type: 'date-simple',
      colName: 'expiry',
      validations: { isDateMoreThan: { enabled: true, col: 'start', threshold: 2 } },
    };
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (offset) => {
        expect(check(field, day(offset), { start: day(0) })).toBe(offset > 2 ? null : 'Invalid Date');
      }),
    );
    expect(check(field, day(1), {})).toBeNull();
  });
  it('isDateLessThan a fixed date', () => {
    const field: FieldSchema = {
      type: 'date-simple',
      colName: 'dob',
      validations: { isDateLessThan: { enabled: true, date: '2008-01-01', message: 'Must be an adult' } },
    };
    expect(check(field, '2007-12-31')).toBeNull();
    expect(check(field, '2008-01-01')).toBe('Must be an adult');
  });
  it('refuses a date that does not exist', () => {
    expect(check({ type: 'date-simple', colName: 'd' }, '2026-02-30')).toBe('Invalid Date');
  });
});

describe('time and datetime values', () => {
  it('accepts 24-hour HH:MM and refuses anything else', () => {
    const field: FieldSchema = { type: 'time', colName: 't' };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(check(field, `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)).toBeNull();
      }),
    );
    for (const bad of ['25:99', '24:00', '7:5', '07:60', 'noon'])
      expect(check(field, bad)).toBe('Enter the time as HH:MM');
  });
  it('accepts an ISO date-time and refuses text', () => {
    const field: FieldSchema = { type: 'datetime', colName: 'd' };
    expect(check(field, '2026-11-21T10:30:00+05:30')).toBeNull();
    expect(check(field, 'yesterday')).toBe('Invalid Date');
  });
});

describe('isRequiredIf and sameAs', () => {
  it('isRequiredIf: required exactly while the other column holds the value', () => {
    const field = text('reason', { isRequiredIf: { enabled: true, col: 'status', value: 'exit' } });
    fc.assert(
      fc.property(fc.constantFrom('exit', 'active', ''), (status) => {
        expect(check(field, '', { status })).toBe(status === 'exit' ? 'Required' : null);
      }),
    );
  });
  it('sameAs: equal to the other column', () => {
    const field = text('confirm', {
      sameAs: { enabled: true, col: 'password', message: "Password doesn't match" },
    });
    fc.assert(
      fc.property(nonBlank, nonBlank, (a, b) => {
        expect(check(field, b, { password: a })).toBe(a === b ? null : "Password doesn't match");
      }),
    );
  });
});

describe('form-level rules', () => {
  const schema: FormSchema = {
    type: 'test',
    purpose: 'all',
    title: 'Test',
    saveUrl: '/api/x',
    steps: [
      {
        title: 'One',
        fields: [
          text('body.name', { isRequired: { enabled: true } }),
          text('body.secret', { isRequired: { enabled: true } }, { isHidden: true }),
          text('body.editOnly', { isRequired: { enabled: true } }, { isHiddenForEdit: true }),
          text('body.govtOnly', { isRequired: { enabled: true } }, { hideForRoles: ['Contractor'] }),
          { type: 'checkbox', colName: 'body.hasLin' },
          text(
            'body.lin',
            { isRequired: { enabled: true } },
            { dependentCol: 'body.hasLin', dependentValue: true },
          ),
          {
            type: 'table-input',
            colName: 'body.wages',
            columns: [
              text('skill', { isRequired: { enabled: true } }),
              text('basic', { isNotLessThanNum: { enabled: true, num: 0 } }),
            ],
          },
        ],
      },
    ],
  };

  it('skips hidden, hidden-in-edit, hidden-for-role and dependency-disabled fields', () => {
    const errors = validateForm(schema, { body: { hasLin: { checked: false } } }, { ...ctx, isEdit: true });
    expect(errors).toEqual({ 'body.name': 'Required' });
    const created = validateForm(schema, { body: { hasLin: { checked: true } } }, { ...ctx, isEdit: false });
    expect(created).toEqual({ 'body.name': 'Required', 'body.editOnly': 'Required', 'body.lin': 'Required' });
  });

  it('validates table inputs per cell', () => {
    const errors = validateForm(
      schema,
      {
        body: {
          name: 'x',
          editOnly: 'y',
          wages: [
            { skill: 'Skilled', basic: '500' },
            { skill: '', basic: '-1' },
          ],
        },
      },
      ctx,
    );
    expect(errors).toEqual({
      'body.wages.1.skill': 'Required',
      'body.wages.1.basic': 'Value must be at least 0',
    });
  });

  it('clears the values of fields disabled by their dependency', () => {
    const cleared = clearDisabledValues(schema, {
      body: { hasLin: { checked: false }, lin: 'L-1', name: 'n' },
    });
    expect(cleared).toEqual({ body: { hasLin: { checked: false }, name: 'n' } });
  });

  it('runs async rules with a payload from other columns', async () => {
    const field = text('email', {
      async: { enabled: true, url: '/api/check', method: 'POST', payloadCols: ['agency'], message: 'Taken' },
    });
    const seen: unknown[] = [];
    const errors = await validateAsyncRules(
      [field],
      { email: 'a@b.in', agency: 'x' },
      ctx,
      {},
      async (req) => {
        seen.push(req);
        return false;
      },
    );
    expect(errors).toEqual({ email: 'Taken' });
    expect(seen).toEqual([{ url: '/api/check', method: 'POST', payload: { value: 'a@b.in', agency: 'x' } }]);
    expect(await validateAsyncRules([field], { email: 'a@b.in' }, ctx, {}, async () => true)).toEqual({});
  });

  it('any set of fields yields errors only for fields it holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.string()), (values) => {
        const fields = ['a', 'b', 'c'].map((c) => text(c, { isRequired: { enabled: true } }));
        const errors = validateFields(fields, values, ctx);
        for (const c of ['a', 'b', 'c']) {
          const v = values[c];
          expect(c in errors).toBe(v === undefined || v.trim() === '');
        }
      }),
    );
  });
});
