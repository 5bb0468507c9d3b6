import { type AttendanceType, computeWage, paiseToRupees } from '@anupalan/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WageInputRow } from './wages.queries.js';
import { computedColumns, computeRegister, NO_AMOUNTS, wageInputOf } from './wages-compute.js';

/**
 * computeRegister reads each worker straight from its attendance masks into the engine's exact form (readRow) and
 * sends anything unusual through the engine's full reading. Whatever the row, its line or its refusals must be
 * exactly what the engine's one way in (computeWage over wageInputOf) gives: generated workers with every kind of
 * day, overtime (also on a day not Present), wage periods changing mid-register, with gaps or overlapping, rates
 * below the minimum or overtime below twice the ordinary rate, and recoveries over half of gross.
 */

const FROM = '2026-03-01';
const TYPES = ['present', 'paid_leave', 'absent', 'week_off'] as const satisfies readonly AttendanceType[];

const rupees = (min: number, max: number) => fc.integer({ min, max }).map(paiseToRupees);

/** yyyy-mm-dd, `offset` days from the register's first day (negative: before it). */
const dateAt = (offset: number) =>
  new Date(Date.parse(`${FROM}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** Any range around the register's days (from before it to after it, or open-ended). */
const anyRange = fc
  .record({ start: fc.integer({ min: -40, max: 30 }), length: fc.option(fc.integer({ min: 0, max: 40 })) })
  .map(({ start, length }) => ({
    startDate: dateAt(start),
    endDate: length === null ? null : dateAt(start + length),
  }));

/**
 * Date ranges, usually as kept (one after another from before the register, the last open-ended, changing inside
 * it), sometimes anyhow (gaps, overlaps, ending before they start).
 */
const ranges = (count: number) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: count - 1 }).map((changes) => {
        const starts = [-20, ...changes.sort((a, b) => a - b)];
        return starts.map((start, i) => ({
          startDate: dateAt(start),
          endDate: i + 1 < starts.length ? dateAt(starts[i + 1]! - 1) : null,
        }));
      }),
    },
    { weight: 1, arbitrary: fc.array(anyRange, { maxLength: count }) },
  );

const worker = fc.record({
  days: fc.integer({ min: 1, max: 31 }),
  attendance: fc.array(
    fc.record({
      type: fc.option(fc.constantFrom(...TYPES), { freq: 6 }),
      overtime: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 1200 })),
    }),
    { minLength: 31, maxLength: 31 },
  ),
  periodRanges: ranges(3),
  // Wage and DA in paise, and the overtime rate a little below or above twice the ordinary rate.
  rates: fc.array(
    fc.record({
      wage: fc.integer({ min: 30_000, max: 150_000 }),
      da: fc.integer({ min: 0, max: 30_000 }),
      overtimeAbove: fc.integer({ min: -200, max: 20_000 }),
    }),
    { minLength: 3, maxLength: 3 },
  ),
  minimumRanges: ranges(2),
  minimums: fc.array(fc.record({ basic: rupees(20_000, 60_000), da: rupees(0, 20_000) }), {
    minLength: 2,
    maxLength: 2,
  }),
  overtimeOffDay: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  recoveries: fc.option(rupees(0, 1_500_000), { freq: 2 }),
});

function rowOf(w: typeof worker extends fc.Arbitrary<infer T> ? T : never): WageInputRow {
  const masks: Record<(typeof TYPES)[number], number> = { present: 0, paid_leave: 0, absent: 0, week_off: 0 };
  const overtime: string[] = [];
  w.attendance.slice(0, w.days).forEach((d, day) => {
    if (d.type) masks[d.type] += 2 ** day;
    // Overtime is kept on days with attendance; now and then on a day not Present, which the engine refuses.
    if ((d.type === 'present' || (d.type && w.overtimeOffDay)) && d.overtime > 0)
      overtime.push(`${day}:${(d.overtime / 100).toFixed(2)}`);
  });
  const byStart = <T extends { startDate: string }>(xs: T[]) =>
    [...xs].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const periods = byStart(w.periodRanges).map((r, i) => {
    const { wage, da, overtimeAbove } = w.rates[i]!;
    const least = Math.ceil((2 * (wage + da)) / 8);
    return [
      r.startDate,
      r.endDate,
      paiseToRupees(wage),
      paiseToRupees(da),
      paiseToRupees(least + overtimeAbove),
    ] as [string, string | null, string, string, string];
  });
  const minimums = byStart(w.minimumRanges).map(
    (r, i) =>
      [r.startDate, r.endDate, w.minimums[i]!.basic, w.minimums[i]!.da] as [
        string,
        string | null,
        string,
        string,
      ],
  );
  return {
    employee_id: '00000000-0000-4000-8000-000000000001',
    employee_code: 'KC-7',
    employee_name: 'Savitri Hegde',
    skill_category: 'skilled',
    designation: 'Mason',
    subcontractor_agency_id: null,
    present: masks.present ? String(masks.present) : null,
    paid_leave: masks.paid_leave ? String(masks.paid_leave) : null,
    absent: masks.absent ? String(masks.absent) : null,
    week_off: masks.week_off ? String(masks.week_off) : null,
    overtime: overtime.length ? overtime.join(',') : null,
    periods: periods.length ? periods : null,
    minimums: minimums.length ? minimums : null,
    recoveries: w.recoveries,
  };
}

describe('a register’s lines, read from the attendance masks', () => {
  it('are exactly the engine’s lines and refusals, for any worker', () => {
    let lines = 0;
    let refusals = 0;
    fc.assert(
      fc.property(worker, (w) => {
        const row = rowOf(w);
        const to = dateAt(w.days - 1);
        const engine = computeWage(wageInputOf(row, FROM, to, NO_AMOUNTS));
        const register = computeRegister([row], FROM, to);
        if (engine.ok) {
          lines++;
          expect(register.ok && register.entries).toEqual([
            {
              employee_id: row.employee_id,
              subcontractor_agency_id: null,
              employee_code: 'KC-7',
              employee_name: 'Savitri Hegde',
              skill_category: 'skilled',
              designation: 'Mason',
              ...computedColumns(engine.wage),
            },
          ]);
        } else {
          refusals++;
          expect(!register.ok && register.problems).toEqual(engine.problems);
        }
      }),
      { numRuns: 2000 },
    );
    // Both sides of the comparison were exercised.
    expect(lines).toBeGreaterThan(100);
    expect(refusals).toBeGreaterThan(100);
  });
});
