import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_TYPES } from '../api/attendance.js';
import { defaultOvertimePaise, paiseToRupees } from '../domain/establishments.js';
import { computeWage } from './compute.js';
import { addDays, formatHundredthHours } from './exact.js';
import type { WageComputation, WageInput } from './types.js';

/**
 * Properties of the arithmetic over generated registers: one worker, 1 to 31 days anywhere in 2024-2033, random
 * attendance and overtime, a wage at or above the least lawful overtime rate, random other earnings and deductions.
 */
const register = fc
  .record({ offset: fc.integer({ min: 0, max: 3650 }), length: fc.integer({ min: 1, max: 31 }) })
  .chain(({ offset, length }) => {
    const start = addDays('2024-01-01', offset);
    const day = fc.record({
      type: fc.constantFrom(...ATTENDANCE_TYPES),
      overtime: fc.integer({ min: 0, max: 1200 }),
    });
    return fc.record({
      start: fc.constant(start),
      // 28 days is within a month from any start.
      end: fc.constant(addDays(start, Math.min(length, 28) - 1)),
      days: fc.array(day, { minLength: 28, maxLength: 28 }),
      wage: fc.integer({ min: 1, max: 5_000_000 }),
      da: fc.integer({ min: 0, max: 1_000_000 }),
      overtimeAbove: fc.integer({ min: 0, max: 100_000 }),
      otherEarnings: fc.integer({ min: 0, max: 10_000_000 }),
      recoveries: fc.integer({ min: 0, max: 5_000_000 }),
      otherDeductions: fc.integer({ min: 0, max: 20_000_000 }),
      split: fc.integer({ min: 1, max: 27 }),
      order: fc.array(fc.double({ noNaN: true }), { minLength: 28, maxLength: 28 }),
    });
  });

type Register = typeof register extends fc.Arbitrary<infer T> ? T : never;

function inputOf(r: Register): WageInput {
  const count = Math.round((Date.parse(r.end) - Date.parse(r.start)) / 86_400_000) + 1;
  const rate = {
    wagePerDay: paiseToRupees(r.wage),
    daPerDay: paiseToRupees(r.da),
    overtimeRatePerHour: paiseToRupees(defaultOvertimePaise(r.wage, r.da) + r.overtimeAbove),
  };
  return {
    employee: { code: 'E-1', name: 'Ravi Kumar', skill: 'skilled' },
    periodStart: r.start,
    periodEnd: r.end,
    attendance: r.days.slice(0, count).map((d, i) => ({
      date: addDays(r.start, i),
      type: d.type,
      overtimeHours: formatHundredthHours(d.type === 'present' ? d.overtime : 0),
    })),
    wagePeriods: [{ startDate: '2020-01-01', endDate: null, ...rate }],
    minimumWages: [{ startDate: '2020-01-01', endDate: null, basic: '0.01', da: '0' }],
    otherEarnings: paiseToRupees(r.otherEarnings),
    recoveries: paiseToRupees(r.recoveries),
    otherDeductions: paiseToRupees(r.otherDeductions),
  };
}

const PAISE_LINES = [
  'basicPaise',
  'daPaise',
  'overtimePaise',
  'otherEarningsPaise',
  'grossPaise',
  'recoveriesPaise',
  'otherDeductionsPaise',
  'deductionsPaise',
  'netPaise',
] as const satisfies readonly (keyof WageComputation)[];

describe('wage arithmetic properties', () => {
  it('adds up: gross is the sum of the earnings, net is gross less deductions, all in whole paise', () => {
    const seen = { computed: 0, refused: 0 };
    fc.assert(
      fc.property(register, (r) => {
        const input = inputOf(r);
        const result = computeWage(input);
        const days = input.attendance;
        const paid = days.filter((d) => d.type === 'present' || d.type === 'paid_leave').length;
        const basic = paid * r.wage;
        const da = paid * r.da;
        const hundredths = r.days
          .slice(0, days.length)
          .reduce((sum, d) => sum + (d.type === 'present' ? d.overtime : 0), 0);
        // Exact overtime in hundredths of a paisa.
        const exact = BigInt(hundredths) * BigInt(defaultOvertimePaise(r.wage, r.da) + r.overtimeAbove);
        if (!result.ok) {
          // The only refusal these registers can meet is the 50% rule, and exactly when it is broken.
          expect(result.problems.map((p) => p.code)).toEqual(['DEDUCTIONS_OVER_HALF']);
          const overtime = (exact * 2n + 100n) / 200n;
          const gross = BigInt(basic + da + r.otherEarnings) + overtime;
          expect(2n * BigInt(r.recoveries + r.otherDeductions) > gross).toBe(true);
          seen.refused++;
          return;
        }
        const w = result.wage;
        for (const line of PAISE_LINES) {
          expect(Number.isSafeInteger(w[line])).toBe(true);
          expect(w[line]).toBeGreaterThanOrEqual(0);
        }
        expect(w.paidDays).toBe(paid);
        expect(w.basicPaise).toBe(basic);
        expect(w.daPaise).toBe(da);
        expect(w.overtimeHundredths).toBe(hundredths);
        // Rounded once, half up: 100 x overtime - 50 <= exact < 100 x overtime + 50.
        const rounded = BigInt(w.overtimePaise) * 100n;
        expect(rounded - 50n <= exact && exact < rounded + 50n).toBe(true);
        expect(w.grossPaise).toBe(w.basicPaise + w.daPaise + w.overtimePaise + w.otherEarningsPaise);
        expect(w.deductionsPaise).toBe(w.recoveriesPaise + w.otherDeductionsPaise);
        expect(w.netPaise).toBe(w.grossPaise - w.deductionsPaise);
        expect(2 * w.deductionsPaise).toBeLessThanOrEqual(w.grossPaise);
        seen.computed++;
      }),
      { numRuns: 300 },
    );
    // Both outcomes were exercised.
    expect(seen.computed).toBeGreaterThan(30);
    expect(seen.refused).toBeGreaterThan(10);
  });

  it('gives the same wages when the rate is split between two wage periods with equal rates', () => {
    fc.assert(
      fc.property(register, (r) => {
        const input = inputOf(r);
        const [period] = input.wagePeriods;
        const splitOn = addDays(r.start, r.split);
        const split: WageInput = {
          ...input,
          wagePeriods: [
            { ...period!, endDate: addDays(splitOn, -1) },
            { ...period!, startDate: splitOn, endDate: null },
          ],
        };
        const one = computeWage(input);
        const two = computeWage(split);
        expect(two.ok).toBe(one.ok);
        if (!one.ok || !two.ok) {
          expect(two).toEqual(one);
          return;
        }
        const { rates: oneRates, ...oneLines } = one.wage;
        const { rates: twoRates, ...twoLines } = two.wage;
        expect(twoLines).toEqual(oneLines);
        expect(twoRates.reduce((s, x) => s + x.paidDays, 0)).toBe(oneRates[0]?.paidDays ?? 0);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order the days are given in', () => {
    fc.assert(
      fc.property(register, (r) => {
        const input = inputOf(r);
        const shuffled = input.attendance
          .map((day, i) => ({ day, key: r.order[i]! }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.day);
        expect(computeWage({ ...input, attendance: shuffled })).toEqual(computeWage(input));
      }),
      { numRuns: 300 },
    );
  });

  it('rounds the overtime line once: all the hours at the rate, to the nearest paisa, a half up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 28 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (hours, ratePaise) => {
          const start = '2026-02-01';
          const result = computeWage({
            employee: { code: 'E-1', name: 'Ravi Kumar', skill: 'skilled' },
            periodStart: start,
            periodEnd: addDays(start, hours.length - 1),
            attendance: hours.map((h, i) => ({
              date: addDays(start, i),
              type: 'present' as const,
              overtimeHours: formatHundredthHours(h),
            })),
            wagePeriods: [
              {
                startDate: start,
                endDate: null,
                wagePerDay: '0.01',
                daPerDay: '0',
                overtimeRatePerHour: paiseToRupees(ratePaise),
              },
            ],
            minimumWages: [],
          });
          if (!result.ok) throw new Error(result.problems[0]?.message);
          const total = hours.reduce((s, h) => s + h, 0);
          // total hundredths of an hour x paise an hour / 100, rounded half up.
          expect(result.wage.overtimePaise).toBe(Math.floor((total * ratePaise + 50) / 100));
        },
      ),
    );
  });
});
