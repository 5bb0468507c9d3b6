import type { FieldSchema } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { deriveValues } from './derive';

const fields: FieldSchema[] = [
  { type: 'checkbox', colName: 'body.has_uan' },
  { type: 'text', colName: 'body.uan', dependentCol: 'body.has_uan', dependentValue: true },
  { type: 'text', colName: 'body.present' },
  { type: 'checkbox', colName: 'body.same' },
  { type: 'text', colName: 'body.permanent', valueSameAs: { checkbox: 'body.same', source: 'body.present' } },
  { type: 'number', colName: 'body.days' },
  { type: 'number', colName: 'body.rate' },
  { type: 'calculation', colName: 'body.gross', expression: 'body.days * body.rate' },
  {
    type: 'table-input',
    colName: 'body.wages',
    columns: [
      { type: 'number', colName: 'basic' },
      { type: 'number', colName: 'da' },
      { type: 'calculation', colName: 'total', expression: 'basic + da' },
    ],
  },
];

describe('values the schema fills in by itself', () => {
  it('clears a field whose dependency disables it', () => {
    const values = deriveValues(fields, { body: { has_uan: { checked: false }, uan: '100234567890' } });
    expect(values).toEqual({ body: { has_uan: { checked: false } } });
    const kept = deriveValues(fields, { body: { has_uan: { checked: true }, uan: '100234567890' } });
    expect(kept).toEqual({ body: { has_uan: { checked: true }, uan: '100234567890' } });
  });

  it('copies the source while the checkbox is ticked, and leaves the copy once it is not', () => {
    const ticked = deriveValues(fields, { body: { present: '12 MG Road', same: { checked: true } } });
    expect(ticked.body).toMatchObject({ permanent: '12 MG Road' });
    const unticked = deriveValues(fields, {
      body: { present: '14 MG Road', same: { checked: false }, permanent: '12 MG Road' },
    });
    expect(unticked.body).toMatchObject({ permanent: '12 MG Road' });
  });

  it('calculates from other columns, and per row in tables', () => {
    const values = deriveValues(fields, {
      body: { days: '26', rate: '650', wages: [{ basic: '650', da: '120.5' }, { basic: '500' }] },
    });
    expect(values.body).toMatchObject({
      gross: 16900,
      wages: [{ basic: '650', da: '120.5', total: 770.5 }, { basic: '500' }],
    });
  });

  it('drops a calculation whose operand is gone', () => {
    const values = deriveValues(fields, { body: { days: '', rate: '650', gross: 16900 } });
    expect(values.body).not.toHaveProperty('gross');
  });

  it('returns the very same values when there is nothing to fill in', () => {
    const values = { body: { present: 'x' } };
    expect(deriveValues(fields, values)).toBe(values);
  });
});

describe('an overridable calculation', () => {
  const wage: FieldSchema[] = [
    { type: 'number', colName: 'basic' },
    { type: 'number', colName: 'da' },
    {
      type: 'calculation',
      colName: 'overTime',
      expression: '(basic + da) / 8 * 2',
      decimals: 2,
      overridable: true,
    },
  ];

  it('follows its columns while nobody typed it, rounded to paise', () => {
    const before = deriveValues(wage, { basic: '540', da: '100' });
    expect(before.overTime).toEqual({ value: 160, entered: false });
    expect(deriveValues(wage, { ...before, basic: '555' }).overTime).toEqual({
      value: 163.75,
      entered: false,
    });
    expect(deriveValues(wage, { ...before, basic: '545.55' }).overTime).toEqual({
      value: 161.39,
      entered: false,
    });
  });

  it('keeps a typed value when its columns change', () => {
    const typed = { basic: '540', da: '100', overTime: { value: '175', entered: true } };
    expect(deriveValues(wage, { ...typed, basic: '555' }).overTime).toEqual({ value: '175', entered: true });
  });

  it('reads a plain saved amount as calculated when it matches, as typed when it does not', () => {
    const saved = deriveValues(wage, { basic: '540.00', da: '100.00', overTime: '160.00' });
    expect(saved.overTime).toEqual({ value: 160, entered: false });
    expect(deriveValues(wage, { ...saved, basic: '555.00' }).overTime).toEqual({
      value: 163.75,
      entered: false,
    });
    const own = deriveValues(wage, { basic: '540.00', da: '100.00', overTime: '170.00' });
    expect(own.overTime).toEqual({ value: '170.00', entered: true });
  });
});
