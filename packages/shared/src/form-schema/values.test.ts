import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INPUT_LIMITS } from '../domain/limits.js';
import { FIELD_TYPES, type FieldSchema, type FormSchema } from './types.js';
import { validateForm, validateValue } from './validate.js';
import { maxLengthOf, pickSchemaValues, valueTypeError } from './values.js';

const ctx = { role: 'Contractor' as const, now: new Date('2026-11-21T06:30:00Z') };
const check = (field: FieldSchema, value: unknown) => validateValue(field, value, {}, ctx);
const field = (type: FieldSchema['type'], extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type,
  colName: 'v',
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('a value has its field type', () => {
  it('text is a string', () => {
    for (const type of ['text', 'textarea', 'email', 'tel', 'password'] as const) {
      for (const bad of [{ x: 1 }, ['a'], 5, true]) expect(check(field(type), bad)).toBe('Invalid value');
      expect(check(field(type), 'Ravi')).toBeNull();
    }
  });

  it('a checkbox is {checked: boolean}', () => {
    for (const bad of [true, 'yes', 1, { checked: 'yes' }, []])
      expect(check(field('checkbox'), bad)).toBe('Invalid value');
    expect(check(field('checkbox'), { checked: false })).toBeNull();
    expect(
      check(field('checkbox', { validations: { isRequired: { enabled: true } } }), { checked: true }),
    ).toBeNull();
  });

  it('a number is numeric', () => {
    for (const bad of [
      'x',
      '1e5',
      '0x10',
      '12,5',
      'Infinity',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      { n: 1 },
    ])
      expect(check(field('number'), bad)).toBe('Enter a number');
    for (const good of ['12', '-5', '12.50', 3, 0.5]) expect(check(field('number'), good)).toBeNull();
  });

  it('a date-simple value is a real yyyy-mm-dd date and nothing else', () => {
    for (const bad of [
      '1',
      '2026',
      'March 5, 2026',
      '-5',
      '2026-01-01T23:30:00-12:00',
      '31/02/2026',
      '2026-02-31',
      '0000-01-01',
      '+02026-01-01',
      20260101,
    ]) {
      expect(check(field('date-simple'), bad), String(bad)).toMatch(/Invalid (Date|value)/);
    }
    expect(check(field('date-simple'), '2026-02-28')).toBeNull();
    expect(check(field('date-simple'), '2024-02-29')).toBeNull();
  });

  it('a datetime value is an instant with its offset on a real date', () => {
    expect(check(field('datetime'), '2026-03-05T10:30:00+05:30')).toBeNull();
    for (const bad of ['March 5, 2026', '2026-02-30T10:00:00Z', '2026-03-05 10:30', '1'])
      expect(check(field('datetime'), bad)).toBe('Invalid Date');
  });

  it('a dropdown or radio value is one of its options', () => {
    const days = field('dropdown', {
      dropdownArray: ['Sunday', 'Monday'].map((d) => ({ value: d, label: d })),
    });
    expect(check(days, 'Sunday')).toBeNull();
    expect(check(days, 'Funday')).toBe('Choose one of the options');
    expect(check(days, { $ne: 1 })).toBe('Invalid value');
    const radio = field('radio', { radioArray: [{ value: 'A', label: 'A' }] });
    expect(check(radio, 'B')).toBe('Choose one of the options');
    const multi = field('multiselect', { dropdownArray: [{ value: 'kn', label: 'Kannada' }] });
    expect(check(multi, ['kn'])).toBeNull();
    expect(check(multi, ['kn', 'xx'])).toBe('Choose one of the options');
    expect(check(multi, 'kn')).toBe('Invalid value');
  });

  it('a file value is {url, name} with a short url', () => {
    expect(check(field('file'), { url: 'b7c9e0b2-5b4e-4c43-9d55-0c5d0d3e8f11', name: 'a.pdf' })).toBeNull();
    for (const bad of ['a.pdf', { url: 5 }, { url: 'x'.repeat(101) }, { url: 'x', name: { n: 1 } }])
      expect(check(field('file'), bad)).toBe('Upload the file again');
  });

  it('a table is a list of rows, at most maxItems', () => {
    const table = field('table-input', { columns: [field('text', { colName: 'a' })] });
    expect(check(table, 'x')).toBe('Invalid value');
    expect(check(table, ['x'])).toBe('Invalid value');
    expect(
      check(
        table,
        Array.from({ length: INPUT_LIMITS.tableRows + 1 }, () => ({})),
      ),
    ).toBe(`At most ${INPUT_LIMITS.tableRows} entries`);
    expect(check({ ...table, maxItems: 2 }, [{}, {}, {}])).toBe('At most 2 entries');
  });
});

describe('every field has a maximum length', () => {
  it('every type that holds text has a default cap, overridable per field', () => {
    for (const type of FIELD_TYPES) expect(Number.isFinite(maxLengthOf(field(type)))).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom('text', 'textarea', 'email', 'tel', 'password', 'suggested-input-field'),
        (t) => {
          const f = field(t as FieldSchema['type']);
          const max = maxLengthOf(f);
          expect(valueTypeError(f, 'a'.repeat(max + 1))).toBe(`Must be at most ${max} characters`);
          expect(valueTypeError(f, 'a'.repeat(max))).toBeNull();
          expect(valueTypeError({ ...f, maxLength: 5 }, 'abcdef')).toBe('Must be at most 5 characters');
        },
      ),
    );
  });

  it('the cap is checked before any pattern sees the text', () => {
    const spy = vi.spyOn(RegExp.prototype, 'test');
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    const email = field('email', { validations: { pattern: { enabled: true, value: 'email' } } });
    const hostile = `a@${'a.'.repeat(200_000)}@`;
    expect(check(email, hostile)).toBe(`Must be at most ${INPUT_LIMITS.email} characters`);
    const custom = field('textarea', { validations: { pattern: { enabled: true, value: '^(a+)+$' } } });
    expect(check(custom, 'a'.repeat(INPUT_LIMITS.textarea + 1))).toMatch(/at most/);
    const sawLong = [...spy.mock.calls, ...exec.mock.calls].some(
      ([text]) => typeof text === 'string' && text.length > INPUT_LIMITS.textarea,
    );
    expect(sawLong).toBe(false);
  });
});

describe('pickSchemaValues keeps only what the schema defines', () => {
  const schema: FormSchema = {
    type: 't',
    purpose: 'p',
    title: 'T',
    saveUrl: '/api/x',
    recordKeys: ['subproject_id'],
    steps: [
      {
        title: 's',
        fields: [
          field('text', { colName: 'body.name' }),
          field('textarea', { colName: 'completion_body.note' }),
          field('file', { colName: 'body.document' }),
          field('text', { colName: 'body.govOnly', hideForRoles: ['Contractor'] }),
          field('text-view', { colName: 'body.view' }),
          field('table-input', { colName: 'rows', columns: [field('text', { colName: 'a' })] }),
        ],
      },
    ],
  };
  const id = 'b7c9e0b2-5b4e-4c43-9d55-0c5d0d3e8f11';

  it('drops unknown keys at every level', () => {
    const picked = pickSchemaValues(
      schema,
      {
        isAdmin: true,
        type: 'Government',
        scope_agency_id: id,
        body: { name: 'Ravi', isAdmin: true, extra: 'x'.repeat(50_000), govOnly: 'g', view: 'v' },
        completion_body: { note: 'Done', approvedBy: id },
        body2: {},
        rows: [{ a: '1', b: '2' }],
      },
      ctx,
    );
    expect(picked).toEqual({ body: { name: 'Ravi' }, completion_body: { note: 'Done' }, rows: [{ a: '1' }] });
  });

  it('reduces a file to its url and name and keeps record keys only when they are ids', () => {
    const picked = pickSchemaValues(
      schema,
      { id, subproject_id: 'x', body: { document: { url: id, name: 'a.pdf', owner: 'other', size: 9 } } },
      ctx,
      ['id'],
    );
    expect(picked).toEqual({ id, body: { document: { url: id, name: 'a.pdf' } } });
    expect(pickSchemaValues(schema, { subproject_id: id }, ctx)).toEqual({ subproject_id: id });
  });

  it('keeps nothing but schema columns, whatever else is sent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 })), (junk) => {
        const picked = pickSchemaValues(schema, { ...junk, body: { ...junk } }, ctx);
        for (const key of Object.keys(picked)) expect(['body', 'completion_body', 'rows']).toContain(key);
        for (const key of Object.keys((picked.body ?? {}) as object))
          expect(['name', 'document']).toContain(key);
      }),
    );
  });

  it('validateForm type-checks read-only values too', () => {
    const withDisabled: FormSchema = {
      ...schema,
      steps: [{ title: 's', fields: [field('text', { colName: 'locked', disabled: true })] }],
    };
    expect(validateForm(withDisabled, { locked: { x: 1 } }, ctx)).toEqual({ locked: 'Invalid value' });
  });
});
