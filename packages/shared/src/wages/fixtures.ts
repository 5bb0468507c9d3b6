import type { SkillKey } from '../domain/establishments.js';
import { addDays } from './exact.js';
import type { MinimumWageInput, WageAttendanceDay, WageInput, WageRateInput } from './types.js';

/**
 * Hand-computed wage cases (issue 14): each states its arithmetic in words so a reviewer can check it on paper, and
 * wages.fixtures.test.ts checks the engine against every one to the paisa. Rupee amounts are written as text,
 * exactly as the engine takes and returns them.
 */

export interface WageFixtureLines {
  paidDays: number;
  overtimeHours: string;
  basic: string;
  da: string;
  overtime: string;
  otherEarnings: string;
  gross: string;
  recoveries: string;
  otherDeductions: string;
  deductions: string;
  net: string;
}

export interface WageFixture {
  name: string;
  /** The arithmetic written out. */
  explanation: readonly string[];
  input: WageInput;
  expected: ({ ok: true } & WageFixtureLines) | { ok: false; messages: readonly string[] };
}

/**
 * The days of a register from `start`, one letter a day: P Present, L Paid Leave, A Absent, W weekly off; spaces
 * are ignored and only make weeks readable. `overtime` gives the hours of a day by its date.
 */
export function attendanceOf(
  start: string,
  pattern: string,
  overtime: Record<string, string> = {},
): WageAttendanceDay[] {
  const types = { P: 'present', L: 'paid_leave', A: 'absent', W: 'week_off' } as const;
  return [...pattern.replace(/\s/g, '')].map((letter, i) => {
    const date = addDays(start, i);
    const type = types[letter as keyof typeof types];
    if (!type) throw new Error(`Unknown attendance letter ${letter}`);
    return { date, type, overtimeHours: overtime[date] ?? '0.00' };
  });
}

const rate = (
  startDate: string,
  endDate: string | null,
  wagePerDay: string,
  daPerDay: string,
  overtimeRatePerHour: string,
): WageRateInput => ({ startDate, endDate, wagePerDay, daPerDay, overtimeRatePerHour });

const minimum = (startDate: string, endDate: string | null, basic: string, da: string): MinimumWageInput => ({
  startDate,
  endDate,
  basic,
  da,
});

const who = (code: string, name: string, skill: SkillKey) => ({ code, name, skill });

const none = { otherEarnings: '0.00', recoveries: '0.00', otherDeductions: '0.00' } as const;

/** April 2026 begins on a Wednesday; its Sundays (5, 12, 19, 26) are weekly offs: 26 working days. */
const APRIL_2026 = 'PPPP W PPPPPP W PPPPPP W PPPPPP W PPPP';
/** 16 January 2026 is a Friday; Sundays 18 and 25 January, 1, 8 and 15 February are off: 26 working days. */
const JAN16_TO_FEB15 = 'PP W PPPPPP W PPPPPP W PPPPPP W PPPPPP W';

export const WAGE_FIXTURES: readonly WageFixture[] = [
  {
    name: 'Unskilled, a calendar month, no overtime',
    explanation: [
      'April 2026: 30 days, 4 Sundays off, 26 days Present.',
      'Daily rate ₹500.00 + DA ₹100.00 = ₹600.00, above the Unskilled minimum ₹450.00 + ₹100.00 = ₹550.00.',
      'Basic = 26 x ₹500.00 = ₹13,000.00; DA = 26 x ₹100.00 = ₹2,600.00; no overtime.',
      'Gross = ₹15,600.00; no deductions; net = ₹15,600.00.',
    ],
    input: {
      employee: who('E-1', 'Ravi Kumar', 'unskilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      attendance: attendanceOf('2026-04-01', APRIL_2026),
      wagePeriods: [rate('2026-01-01', null, '500.00', '100.00', '150.00')],
      minimumWages: [minimum('2025-10-01', null, '450.00', '100.00')],
    },
    expected: {
      ok: true,
      paidDays: 26,
      overtimeHours: '0.00',
      basic: '13000.00',
      da: '2600.00',
      overtime: '0.00',
      ...none,
      gross: '15600.00',
      deductions: '0.00',
      net: '15600.00',
    },
  },
  {
    name: 'Skilled, the wage period changes in the middle of the register',
    explanation: [
      'April 2026, Sundays off. Wage period A (to 15/04): ₹700.00 + DA ₹150.00; period B (from 16/04): ₹750.00 + DA ₹160.00.',
      'Present days 1-15 April: 1-4, 6-11, 13-15 = 13 days at A; 16-30 April: 16-18, 20-25, 27-30 = 13 days at B.',
      'The Skilled minimum rises on 01/04 from ₹720.00 to ₹620.00 + ₹130.00 = ₹750.00; both rates are above it.',
      'Basic = 13 x ₹700.00 + 13 x ₹750.00 = ₹9,100.00 + ₹9,750.00 = ₹18,850.00.',
      'DA = 13 x ₹150.00 + 13 x ₹160.00 = ₹1,950.00 + ₹2,080.00 = ₹4,030.00.',
      'Gross = net = ₹22,880.00.',
    ],
    input: {
      employee: who('E-2', 'Sunita Devi', 'skilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      attendance: attendanceOf('2026-04-01', APRIL_2026),
      wagePeriods: [
        rate('2026-01-01', '2026-04-15', '700.00', '150.00', '212.50'),
        rate('2026-04-16', null, '750.00', '160.00', '227.50'),
      ],
      minimumWages: [
        minimum('2025-10-01', '2026-03-31', '600.00', '120.00'),
        minimum('2026-04-01', null, '620.00', '130.00'),
      ],
    },
    expected: {
      ok: true,
      paidDays: 26,
      overtimeHours: '0.00',
      basic: '18850.00',
      da: '4030.00',
      overtime: '0.00',
      ...none,
      gross: '22880.00',
      deductions: '0.00',
      net: '22880.00',
    },
  },
  {
    name: 'Semi-skilled with overtime, other earnings and other deductions',
    explanation: [
      'April 2026, Sundays off: 26 days Present at ₹600.00 + DA ₹120.00 = ₹720.00 a day.',
      'Overtime rate ₹180.00 an hour, exactly twice the ordinary rate: ₹720.00 / 8 x 2 = ₹180.00.',
      'Overtime hours 2.00 (02/04) + 1.50 (07/04) + 0.75 (14/04) + 3.25 (21/04) = 7.50; 7.50 x ₹180.00 = ₹1,350.00.',
      'Basic = 26 x ₹600.00 = ₹15,600.00; DA = 26 x ₹120.00 = ₹3,120.00; other earnings (HRA) ₹500.00.',
      'Gross = ₹15,600.00 + ₹3,120.00 + ₹1,350.00 + ₹500.00 = ₹20,570.00.',
      'Deductions = other deductions ₹1,200.00 (under half of gross); net = ₹20,570.00 - ₹1,200.00 = ₹19,370.00.',
    ],
    input: {
      employee: who('E-3', 'Mohammed Irfan', 'semiSkilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      attendance: attendanceOf('2026-04-01', APRIL_2026, {
        '2026-04-02': '2.00',
        '2026-04-07': '1.50',
        '2026-04-14': '0.75',
        '2026-04-21': '3.25',
      }),
      wagePeriods: [rate('2026-04-01', null, '600.00', '120.00', '180.00')],
      minimumWages: [minimum('2026-04-01', null, '540.00', '120.00')],
      otherEarnings: '500.00',
      otherDeductions: '1200.00',
    },
    expected: {
      ok: true,
      paidDays: 26,
      overtimeHours: '7.50',
      basic: '15600.00',
      da: '3120.00',
      overtime: '1350.00',
      otherEarnings: '500.00',
      gross: '20570.00',
      recoveries: '0.00',
      otherDeductions: '1200.00',
      deductions: '1200.00',
      net: '19370.00',
    },
  },
  {
    name: 'Highly skilled, a night shift crossing midnight into a new wage period',
    explanation: [
      'Register 30/03/2026 (Monday) to 05/04/2026 (Sunday, off): 6 days Present.',
      'Wage period X to 31/03: ₹900.00 + DA ₹200.00, overtime ₹275.00; period Y from 01/04: ₹950.00 + DA ₹200.00, overtime ₹287.50.',
      'On 31/03 the worker works 22:00 to 08:00 the next day with 2.00 hours of overtime. The entry is the register day',
      '31/03, so the overtime is paid at 31/03’s rate, X: 2.00 x ₹275.00 = ₹550.00 (not 2.00 x ₹287.50 = ₹575.00).',
      'Basic = 2 x ₹900.00 (30/03, 31/03) + 4 x ₹950.00 (01/04 to 04/04) = ₹1,800.00 + ₹3,800.00 = ₹5,600.00.',
      'DA = 6 x ₹200.00 = ₹1,200.00. Gross = ₹5,600.00 + ₹1,200.00 + ₹550.00 = ₹7,350.00 = net.',
    ],
    input: {
      employee: who('E-4', 'Gurpreet Singh', 'highlySkilled'),
      periodStart: '2026-03-30',
      periodEnd: '2026-04-05',
      attendance: attendanceOf('2026-03-30', 'PPPPPP W', { '2026-03-31': '2.00' }),
      wagePeriods: [
        rate('2026-01-01', '2026-03-31', '900.00', '200.00', '275.00'),
        rate('2026-04-01', null, '950.00', '200.00', '287.50'),
      ],
      minimumWages: [
        minimum('2025-10-01', '2026-03-31', '800.00', '180.00'),
        minimum('2026-04-01', null, '820.00', '190.00'),
      ],
    },
    expected: {
      ok: true,
      paidDays: 6,
      overtimeHours: '2.00',
      basic: '5600.00',
      da: '1200.00',
      overtime: '550.00',
      ...none,
      gross: '7350.00',
      deductions: '0.00',
      net: '7350.00',
    },
  },
  {
    name: 'Paid leave is paid; absence and the weekly off are not',
    explanation: [
      'February 2026 (28 days; Sundays 1, 8, 15, 22 off). Paid Leave on 10/02 and 11/02; Absent on 17/02 and 18/02.',
      'Present 20 days + Paid Leave 2 days = 22 paid days; 2 Absent and 4 weekly off days are unpaid.',
      'Basic = 22 x ₹520.00 = ₹11,440.00; DA = 22 x ₹80.00 = ₹1,760.00; gross = net = ₹13,200.00.',
    ],
    input: {
      employee: who('E-5', 'Lakshmi Narayanan', 'unskilled'),
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      attendance: attendanceOf('2026-02-01', 'W PPPPPP W PLLPPP W PAAPPP W PPPPPP'),
      wagePeriods: [rate('2026-01-01', null, '520.00', '80.00', '150.00')],
      minimumWages: [minimum('2025-10-01', null, '450.00', '100.00')],
    },
    expected: {
      ok: true,
      paidDays: 22,
      overtimeHours: '0.00',
      basic: '11440.00',
      da: '1760.00',
      overtime: '0.00',
      ...none,
      gross: '13200.00',
      deductions: '0.00',
      net: '13200.00',
    },
  },
  {
    name: 'A week with absences, a weekly off and a recovery',
    explanation: [
      'Register 04/05/2026 (Monday) to 10/05/2026: Present, Absent, Present, Absent, Present, Present, weekly off.',
      'Paid days = 4. Basic = 4 x ₹500.00 = ₹2,000.00; DA = 4 x ₹100.00 = ₹400.00; gross = ₹2,400.00.',
      'A recovery of ₹100.00 (Form C) is due: deductions = ₹100.00; net = ₹2,300.00.',
    ],
    input: {
      employee: who('E-13', 'Imran Khan', 'unskilled'),
      periodStart: '2026-05-04',
      periodEnd: '2026-05-10',
      attendance: attendanceOf('2026-05-04', 'PAPAPP W'),
      wagePeriods: [rate('2026-01-01', null, '500.00', '100.00', '150.00')],
      minimumWages: [minimum('2025-10-01', null, '450.00', '100.00')],
      recoveries: '100.00',
    },
    expected: {
      ok: true,
      paidDays: 4,
      overtimeHours: '0.00',
      basic: '2000.00',
      da: '400.00',
      overtime: '0.00',
      otherEarnings: '0.00',
      gross: '2400.00',
      recoveries: '100.00',
      otherDeductions: '0.00',
      deductions: '100.00',
      net: '2300.00',
    },
  },
  {
    name: 'Deductions of exactly half the gross wages are allowed',
    explanation: [
      'Register 01/04/2026 to 23/04/2026, Sundays 5, 12 and 19 off: 20 days Present.',
      'Daily rate ₹450.00 + DA ₹100.00 = ₹550.00, exactly the Unskilled minimum: allowed.',
      'Basic = 20 x ₹450.00 = ₹9,000.00; DA = 20 x ₹100.00 = ₹2,000.00; gross = ₹11,000.00.',
      'Deductions = recovery ₹1,000.00 + other ₹4,500.00 = ₹5,500.00 = 50% of ₹11,000.00: allowed; net = ₹5,500.00.',
    ],
    input: {
      employee: who('E-6', 'Anil Yadav', 'unskilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-23',
      attendance: attendanceOf('2026-04-01', 'PPPP W PPPPPP W PPPPPP W PPPP'),
      wagePeriods: [rate('2026-04-01', null, '450.00', '100.00', '137.50')],
      minimumWages: [minimum('2026-04-01', null, '450.00', '100.00')],
      recoveries: '1000.00',
      otherDeductions: '4500.00',
    },
    expected: {
      ok: true,
      paidDays: 20,
      overtimeHours: '0.00',
      basic: '9000.00',
      da: '2000.00',
      overtime: '0.00',
      otherEarnings: '0.00',
      gross: '11000.00',
      recoveries: '1000.00',
      otherDeductions: '4500.00',
      deductions: '5500.00',
      net: '5500.00',
    },
  },
  {
    name: 'Deductions one paisa over half the gross wages are refused',
    explanation: [
      'As the case before, gross ₹11,000.00, but other deductions ₹4,500.01: deductions = ₹5,500.01.',
      '2 x ₹5,500.01 = ₹11,000.02 > ₹11,000.00: more than 50%, refused.',
    ],
    input: {
      employee: who('E-6', 'Anil Yadav', 'unskilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-23',
      attendance: attendanceOf('2026-04-01', 'PPPP W PPPPPP W PPPPPP W PPPP'),
      wagePeriods: [rate('2026-04-01', null, '450.00', '100.00', '137.50')],
      minimumWages: [minimum('2026-04-01', null, '450.00', '100.00')],
      recoveries: '1000.00',
      otherDeductions: '4500.01',
    },
    expected: {
      ok: false,
      messages: [
        'Anil Yadav (E-6): Total deductions of ₹5,500.01 are more than 50% of the gross wages of ₹11,000.00; at most ₹5,500.00 may be deducted (Payment of Wages Act s.7(3); Code on Wages s.18).',
      ],
    },
  },
  {
    name: 'Overtime is rounded to the paisa, half up, once for the register',
    explanation: [
      'Register 04/05/2026 to 08/05/2026: 5 days Present at ₹400.00 + DA ₹69.32 = ₹469.32 (Unskilled minimum here ₹450.00).',
      'Overtime rate ₹117.33 = ₹469.32 / 8 x 2 = ₹117.33 exactly. Overtime 1.25 hours on 04/05 and 1.25 hours on 06/05.',
      'Overtime = 2.50 x ₹117.33 = ₹293.325, rounded half up to ₹293.33. (Rounding each day, 1.25 x ₹117.33 = ₹146.6625',
      'to ₹146.66, would give ₹293.32: the engine rounds the line once, at the end.)',
      'Basic = 5 x ₹400.00 = ₹2,000.00; DA = 5 x ₹69.32 = ₹346.60; gross = ₹2,000.00 + ₹346.60 + ₹293.33 = ₹2,639.93.',
    ],
    input: {
      employee: who('E-7', 'Meena Kumari', 'unskilled'),
      periodStart: '2026-05-04',
      periodEnd: '2026-05-08',
      attendance: attendanceOf('2026-05-04', 'PPPPP', { '2026-05-04': '1.25', '2026-05-06': '1.25' }),
      wagePeriods: [rate('2026-05-01', null, '400.00', '69.32', '117.33')],
      minimumWages: [minimum('2026-04-01', null, '400.00', '50.00')],
    },
    expected: {
      ok: true,
      paidDays: 5,
      overtimeHours: '2.50',
      basic: '2000.00',
      da: '346.60',
      overtime: '293.33',
      ...none,
      gross: '2639.93',
      deductions: '0.00',
      net: '2639.93',
    },
  },
  {
    name: 'A register of exactly one month (16 January to 15 February)',
    explanation: [
      'A month from 16/01/2026 ends on 15/02/2026: 31 days, allowed. Sundays 18/01, 25/01, 01/02, 08/02, 15/02 off: 26 Present.',
      'Basic = 26 x ₹700.00 = ₹18,200.00; DA = 26 x ₹150.00 = ₹3,900.00; gross = net = ₹22,100.00.',
    ],
    input: {
      employee: who('E-8', 'Suresh Babu', 'skilled'),
      periodStart: '2026-01-16',
      periodEnd: '2026-02-15',
      attendance: attendanceOf('2026-01-16', JAN16_TO_FEB15),
      wagePeriods: [rate('2026-01-01', null, '700.00', '150.00', '212.50')],
      minimumWages: [minimum('2025-10-01', '2026-03-31', '600.00', '120.00')],
    },
    expected: {
      ok: true,
      paidDays: 26,
      overtimeHours: '0.00',
      basic: '18200.00',
      da: '3900.00',
      overtime: '0.00',
      ...none,
      gross: '22100.00',
      deductions: '0.00',
      net: '22100.00',
    },
  },
  {
    name: 'A register of a month and a day is refused',
    explanation: ['16/01/2026 to 16/02/2026 runs one day past the month that ends on 15/02/2026: refused.'],
    input: {
      employee: who('E-8', 'Suresh Babu', 'skilled'),
      periodStart: '2026-01-16',
      periodEnd: '2026-02-16',
      attendance: attendanceOf('2026-01-16', `${JAN16_TO_FEB15} P`),
      wagePeriods: [rate('2026-01-01', null, '700.00', '150.00', '212.50')],
      minimumWages: [minimum('2025-10-01', '2026-03-31', '600.00', '120.00')],
    },
    expected: {
      ok: false,
      messages: [
        'Suresh Babu (E-8): The wage period 16/01/2026 to 16/02/2026 is longer than a month; a wage period may not exceed one month (Payment of Wages Act s.4(2); Code on Wages s.16).',
      ],
    },
  },
  {
    name: 'A daily rate one paisa below the minimum wage is refused',
    explanation: [
      'Wage ₹449.99 + DA ₹100.00 = ₹549.99 a day; the Unskilled minimum from 01/04/2026 is ₹450.00 + ₹100.00 = ₹550.00.',
      'The first paid day, 01/04/2026, is paid below the minimum: refused, naming the minimum and the day.',
    ],
    input: {
      employee: who('E-9', 'Pooja Sharma', 'unskilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-07',
      attendance: attendanceOf('2026-04-01', 'PPPP W PP'),
      wagePeriods: [rate('2026-04-01', null, '449.99', '100.00', '137.50')],
      minimumWages: [minimum('2026-04-01', null, '450.00', '100.00')],
    },
    expected: {
      ok: false,
      messages: [
        'Pooja Sharma (E-9): The daily rate (wage + DA) of ₹549.99 is below the minimum wage of ₹550.00 per day for Unskilled workers on 01/04/2026 (minimum wages under the Code on Wages).',
      ],
    },
  },
  {
    name: 'The minimum wage rises inside the register above the worker’s rate',
    explanation: [
      'Register 16/03/2026 to 15/04/2026 (exactly a month). Rate ₹560.00 + DA ₹100.00 = ₹660.00.',
      'Semi Skilled minimum to 31/03: ₹520.00 + ₹110.00 = ₹630.00 (met); from 01/04 (the April VDA revision):',
      '₹540.00 + ₹130.00 = ₹670.00, so the days from 01/04/2026 are below it: refused, naming 01/04/2026.',
    ],
    input: {
      employee: who('E-10', 'Ramesh Patil', 'semiSkilled'),
      periodStart: '2026-03-16',
      periodEnd: '2026-04-15',
      attendance: attendanceOf('2026-03-16', 'PPPPPP W PPPPPP W PPPPPP W PPPPPP W PPP'),
      wagePeriods: [rate('2026-01-01', null, '560.00', '100.00', '165.00')],
      minimumWages: [
        minimum('2025-10-01', '2026-03-31', '520.00', '110.00'),
        minimum('2026-04-01', null, '540.00', '130.00'),
      ],
    },
    expected: {
      ok: false,
      messages: [
        'Ramesh Patil (E-10): The daily rate (wage + DA) of ₹660.00 is below the minimum wage of ₹670.00 per day for Semi Skilled workers on 01/04/2026 (minimum wages under the Code on Wages).',
      ],
    },
  },
  {
    name: 'An overtime rate below twice the ordinary rate is refused',
    explanation: [
      'Rate ₹600.00 + DA ₹120.00 = ₹720.00 a day; twice the hourly rate is ₹720.00 / 8 x 2 = ₹180.00.',
      'The wage period pays ₹179.99 an hour and 2.00 hours of overtime are worked on 02/04/2026: refused.',
    ],
    input: {
      employee: who('E-11', 'Kavita Joshi', 'semiSkilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-07',
      attendance: attendanceOf('2026-04-01', 'PPPP W PP', { '2026-04-02': '2.00' }),
      wagePeriods: [rate('2026-04-01', null, '600.00', '120.00', '179.99')],
      minimumWages: [minimum('2026-04-01', null, '540.00', '120.00')],
    },
    expected: {
      ok: false,
      messages: [
        'Kavita Joshi (E-11): The overtime rate of ₹179.99 per hour in the wage period from 01/04/2026 is below twice the ordinary rate, (₹600.00 + ₹120.00) / 8 x 2 = ₹180.00 per hour, for the overtime on 02/04/2026 (Code on Wages s.14; BOCW Act s.29).',
      ],
    },
  },
  {
    name: 'Days to be paid with no wage period in force are refused',
    explanation: [
      'Register 01/04/2026 to 10/04/2026; the only wage period starts on 06/04/2026.',
      'Present on 01/04 to 04/04 with no rate: refused, naming those days. 05/04 is a weekly off and needs no rate.',
    ],
    input: {
      employee: who('E-12', 'Deepak Verma', 'unskilled'),
      periodStart: '2026-04-01',
      periodEnd: '2026-04-10',
      attendance: attendanceOf('2026-04-01', 'PPPP W PPPPP'),
      wagePeriods: [rate('2026-04-06', null, '500.00', '100.00', '150.00')],
      minimumWages: [minimum('2026-04-01', null, '450.00', '100.00')],
    },
    expected: {
      ok: false,
      messages: [
        'Deepak Verma (E-12): No wage period is in force from 01/04/2026 to 04/04/2026, days with attendance to be paid; add the wage period in Wage Details.',
      ],
    },
  },
];
