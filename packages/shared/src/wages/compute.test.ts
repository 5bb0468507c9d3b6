import { describe, expect, it } from 'vitest';
import { computeWage } from './compute.js';
import { attendanceOf, WAGE_FIXTURES } from './fixtures.js';
import type { WageInput } from './types.js';

const ravi = { code: 'E-1', name: 'Ravi Kumar', skill: 'unskilled' } as const;

/** A week from Monday 04/05/2026 at ₹500 + ₹100 a day, overtime ₹150 an hour, no minimum table. */
function week(overrides: Partial<WageInput> = {}): WageInput {
  return {
    employee: ravi,
    periodStart: '2026-05-04',
    periodEnd: '2026-05-10',
    attendance: attendanceOf('2026-05-04', 'PPPPPP W'),
    wagePeriods: [
      {
        startDate: '2026-01-01',
        endDate: null,
        wagePerDay: '500',
        daPerDay: '100',
        overtimeRatePerHour: '150',
      },
    ],
    minimumWages: [],
    ...overrides,
  };
}

function messages(input: WageInput): string[] {
  const result = computeWage(input);
  return result.ok ? [] : result.problems.map((p) => p.message);
}

function codes(input: WageInput): string[] {
  const result = computeWage(input);
  return result.ok ? [] : result.problems.map((p) => p.code);
}

describe('wage refusals', () => {
  it('name the worker first and the law where one is broken', () => {
    for (const { input, expected } of WAGE_FIXTURES) {
      if (expected.ok) continue;
      const result = computeWage(input);
      if (result.ok) throw new Error('expected a refusal');
      for (const p of result.problems) {
        expect(p.message.startsWith(`${input.employee.name} (${input.employee.code}): `)).toBe(true);
        expect(p.message).toBe(`${p.employeeName} (${p.employeeCode}): ${p.detail}`);
        if (p.code !== 'NO_WAGE_PERIOD') expect(p.detail).toContain(`(${p.citation}).`);
      }
    }
  });

  it('reports every problem at once', () => {
    const input = week({
      periodEnd: '2026-06-04',
      attendance: attendanceOf('2026-05-04', 'PPPPPP W'.repeat(4).concat('PPPP'), { '2026-05-05': '1.00' }),
      wagePeriods: [
        {
          startDate: '2026-01-01',
          endDate: null,
          wagePerDay: '440',
          daPerDay: '100',
          overtimeRatePerHour: '100',
        },
      ],
      minimumWages: [{ startDate: '2026-01-01', endDate: null, basic: '450', da: '100' }],
      otherDeductions: '99999',
    });
    expect(codes(input)).toEqual([
      'PERIOD_TOO_LONG',
      'BELOW_MINIMUM_WAGE',
      'OVERTIME_RATE_TOO_LOW',
      'DEDUCTIONS_OVER_HALF',
    ]);
  });

  it('holds deductions to half of an odd gross, to the paisa', () => {
    // One day at ₹9,000.01 + ₹1,000.00 = ₹10,000.01; half is ₹5,000.005, so ₹5,000.00 is the most allowed.
    const oneDay = (otherDeductions: string) =>
      week({
        periodEnd: '2026-05-04',
        attendance: attendanceOf('2026-05-04', 'P'),
        wagePeriods: [
          {
            startDate: '2026-05-01',
            endDate: null,
            wagePerDay: '9000.01',
            daPerDay: '1000',
            overtimeRatePerHour: '2500',
          },
        ],
        otherDeductions,
      });
    const allowed = computeWage(oneDay('5000.00'));
    expect(allowed.ok && allowed.wage.netPaise).toBe(500001);
    expect(messages(oneDay('5000.01'))).toEqual([
      'Ravi Kumar (E-1): Total deductions of ₹5,000.01 are more than 50% of the gross wages of ₹10,000.01; at most ₹5,000.00 may be deducted (Payment of Wages Act s.7(3); Code on Wages s.18).',
    ]);
  });

  it('shows rupees with Indian grouping in its messages', () => {
    const input = week({
      periodEnd: '2026-05-04',
      attendance: attendanceOf('2026-05-04', 'P'),
      wagePeriods: [
        {
          startDate: '2026-05-01',
          endDate: null,
          wagePerDay: '123456.50',
          daPerDay: '0',
          overtimeRatePerHour: '30864.13',
        },
      ],
      otherDeductions: '61728.26',
    });
    expect(messages(input)).toEqual([
      'Ravi Kumar (E-1): Total deductions of ₹61,728.26 are more than 50% of the gross wages of ₹1,23,456.50; at most ₹61,728.25 may be deducted (Payment of Wages Act s.7(3); Code on Wages s.18).',
    ]);
  });

  it('refuses any deduction from nothing earned', () => {
    const absent = week({ attendance: attendanceOf('2026-05-04', 'AAAAAA W') });
    const none = computeWage(absent);
    expect(none.ok && none.wage.grossPaise).toBe(0);
    expect(codes({ ...absent, recoveries: '0.01' })).toEqual(['DEDUCTIONS_OVER_HALF']);
  });

  it('takes twice the hourly rate to the paisa, half up, as the least overtime rate', () => {
    // (₹770.01 + ₹0) / 8 x 2 = ₹192.5025, which the wage period form fills in as ₹192.50.
    const rated = (overtimeRatePerHour: string) =>
      week({
        attendance: attendanceOf('2026-05-04', 'PPPPPP W', { '2026-05-06': '1.00' }),
        wagePeriods: [
          {
            startDate: '2026-01-01',
            endDate: null,
            wagePerDay: '770.01',
            daPerDay: '0',
            overtimeRatePerHour,
          },
        ],
      });
    expect(computeWage(rated('192.50')).ok).toBe(true);
    expect(messages(rated('192.49'))).toEqual([
      'Ravi Kumar (E-1): The overtime rate of ₹192.49 per hour in the wage period from 01/01/2026 is below twice the ordinary rate, (₹770.01 + ₹0.00) / 8 x 2 = ₹192.50 per hour, for the overtime on 06/05/2026 (Code on Wages s.14; BOCW Act s.29).',
    ]);
  });

  it('checks the overtime rate only where overtime is paid', () => {
    const low = week({
      wagePeriods: [
        {
          startDate: '2026-01-01',
          endDate: null,
          wagePerDay: '500',
          daPerDay: '100',
          overtimeRatePerHour: '1',
        },
      ],
    });
    expect(computeWage(low).ok).toBe(true);
  });

  it('checks the minimum only on days a minimum is in force', () => {
    const input = week({
      wagePeriods: [
        {
          startDate: '2026-01-01',
          endDate: null,
          wagePerDay: '100',
          daPerDay: '0',
          overtimeRatePerHour: '25',
        },
      ],
      minimumWages: [{ startDate: '2026-05-11', endDate: null, basic: '450', da: '100' }],
    });
    expect(computeWage(input).ok).toBe(true);
  });

  it('needs no wage period for unpaid days without overtime', () => {
    const input = week({
      attendance: attendanceOf('2026-05-04', 'AAPPPP W'),
      wagePeriods: [
        {
          startDate: '2026-05-06',
          endDate: null,
          wagePerDay: '500',
          daPerDay: '100',
          overtimeRatePerHour: '150',
        },
      ],
    });
    const result = computeWage(input);
    expect(result.ok && result.wage.paidDays).toBe(4);
    expect(messages({ ...input, attendance: attendanceOf('2026-05-04', 'PAPLPP W') })).toEqual([
      'Ravi Kumar (E-1): No wage period is in force on 04/05/2026, a day with attendance to be paid; add the wage period in Wage Details.',
    ]);
  });

  it('names each run of days with no wage period', () => {
    const input = week({
      wagePeriods: [
        {
          startDate: '2026-05-06',
          endDate: '2026-05-07',
          wagePerDay: '500',
          daPerDay: '100',
          overtimeRatePerHour: '150',
        },
      ],
    });
    expect(messages(input)).toEqual([
      'Ravi Kumar (E-1): No wage period is in force from 04/05/2026 to 05/05/2026, days with attendance to be paid; add the wage period in Wage Details.',
      'Ravi Kumar (E-1): No wage period is in force from 08/05/2026 to 09/05/2026, days with attendance to be paid; add the wage period in Wage Details.',
    ]);
  });

  it('names the first day of each rate below each minimum', () => {
    const input = week({
      wagePeriods: [
        {
          startDate: '2026-01-01',
          endDate: '2026-05-05',
          wagePerDay: '400',
          daPerDay: '100',
          overtimeRatePerHour: '125',
        },
        {
          startDate: '2026-05-06',
          endDate: null,
          wagePerDay: '420',
          daPerDay: '100',
          overtimeRatePerHour: '130',
        },
      ],
      minimumWages: [{ startDate: '2026-01-01', endDate: null, basic: '450', da: '100' }],
    });
    expect(messages(input)).toEqual([
      'Ravi Kumar (E-1): The daily rate (wage + DA) of ₹500.00 is below the minimum wage of ₹550.00 per day for Unskilled workers on 04/05/2026 (minimum wages under the Code on Wages).',
      'Ravi Kumar (E-1): The daily rate (wage + DA) of ₹520.00 is below the minimum wage of ₹550.00 per day for Unskilled workers on 06/05/2026 (minimum wages under the Code on Wages).',
    ]);
  });

  it('breaks the pay down by the wage periods that paid', () => {
    const result = computeWage(WAGE_FIXTURES[1]!.input);
    if (!result.ok) throw new Error('expected wages');
    expect(result.wage.rates.map((r) => [r.startDate, r.paidDays, r.wagePerDayPaise])).toEqual([
      ['2026-01-01', 13, 70000],
      ['2026-04-16', 13, 75000],
    ]);
    expect(result.wage.days).toEqual({ present: 26, paidLeave: 0, absent: 0, weekOff: 4 });
  });
});

describe('wage input that cannot be computed', () => {
  it('refuses amounts, hours and dates that are not exact', () => {
    expect(codes(week({ otherEarnings: '10.005' }))).toEqual(['INVALID_INPUT']);
    expect(messages(week({ recoveries: '-5' }))).toEqual([
      "Ravi Kumar (E-1): Enter the recoveries in rupees with at most two decimals, not '-5'.",
    ]);
    expect(
      messages(
        week({
          attendance: attendanceOf('2026-05-04', 'P', { '2026-05-04': '1.505' }),
          periodEnd: '2026-05-04',
        }),
      ),
    ).toEqual([
      "Ravi Kumar (E-1): The overtime '1.505' on 04/05/2026 is not hours with at most two decimals.",
    ]);
    expect(codes(week({ periodStart: '2026-02-30' }))).toEqual(['INVALID_INPUT']);
    expect(messages(week({ periodStart: '2026-05-10', periodEnd: '2026-05-04' }))).toEqual([
      'Ravi Kumar (E-1): The register ends on 04/05/2026, before it starts on 10/05/2026.',
    ]);
  });

  it('refuses overtime on a day that is not Present', () => {
    expect(
      messages(week({ attendance: attendanceOf('2026-05-04', 'PPPPPP W', { '2026-05-10': '2.00' }) })),
    ).toEqual(['Ravi Kumar (E-1): Overtime is recorded on 10/05/2026, a day that is not Present.']);
  });

  it('refuses attendance outside the register or given twice', () => {
    const days = attendanceOf('2026-05-03', 'W PPPPPP W');
    expect(messages(week({ attendance: days }))).toEqual([
      'Ravi Kumar (E-1): The attendance of 03/05/2026 is outside the register.',
    ]);
    const twice = [...attendanceOf('2026-05-04', 'PPPPPP W'), ...attendanceOf('2026-05-05', 'A')];
    expect(messages(week({ attendance: twice }))).toEqual([
      'Ravi Kumar (E-1): The attendance of 05/05/2026 is given twice.',
    ]);
  });

  it('refuses overlapping wage periods and minimum wages', () => {
    const rate = { wagePerDay: '500', daPerDay: '100', overtimeRatePerHour: '150' };
    expect(
      messages(
        week({
          wagePeriods: [
            { startDate: '2026-01-01', endDate: null, ...rate },
            { startDate: '2026-05-06', endDate: null, ...rate },
          ],
          minimumWages: [
            { startDate: '2026-01-01', endDate: '2026-05-06', basic: '1', da: '0' },
            { startDate: '2026-05-06', endDate: null, basic: '1', da: '0' },
          ],
        }),
      ),
    ).toEqual([
      'Ravi Kumar (E-1): Two wage periods are in force on 06/05/2026.',
      'Ravi Kumar (E-1): Two minimum wages are in force on 06/05/2026.',
    ]);
    expect(
      codes(week({ wagePeriods: [{ startDate: '2026-05-06', endDate: '2026-05-05', ...rate }] })),
    ).toEqual(['INVALID_INPUT']);
  });
});
