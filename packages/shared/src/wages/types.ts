import type { AttendanceType } from '../api/attendance.js';
import type { WageEmployee, WageProblem } from './problems.js';

/**
 * The wage arithmetic's input and output (issue 14, Form B). Money is integer paise in the output and rupee text
 * in the input (as typed, or as numeric(12,2) reads from the database); docs/wages.md explains every line.
 */

/** One day of the worker's attendance (Form D): the register day, its type and the overtime on it. */
export interface WageAttendanceDay {
  /** yyyy-mm-dd: the register day. A night shift's overtime belongs to the day its shift started. */
  date: string;
  type: AttendanceType;
  /** Hours with at most two decimals, as attendance_entries.overtime_hours holds them ('1.50' is 1 h 30 min). */
  overtimeHours: string;
}

/** A wage period of the worker (Wage Details): rupees per day and per hour, as text. */
export interface WageRateInput {
  startDate: string;
  /** The last day, or null while open-ended. */
  endDate: string | null;
  wagePerDay: string;
  daPerDay: string;
  overtimeRatePerHour: string;
}

/** The establishment's minimum wage for the worker's skill category, by date range. */
export interface MinimumWageInput {
  startDate: string;
  endDate: string | null;
  basic: string;
  da: string;
}

export interface WageInput {
  employee: WageEmployee;
  /** The register's first and last day (yyyy-mm-dd), both included. */
  periodStart: string;
  periodEnd: string;
  attendance: readonly WageAttendanceDay[];
  wagePeriods: readonly WageRateInput[];
  minimumWages: readonly MinimumWageInput[];
  /** Rupees: earnings beyond basic, DA and overtime (HRA, others); '0' when absent. */
  otherEarnings?: string;
  /** Rupees: deductions other than recoveries (PF, ESIC, society, income tax, insurance, others). */
  otherDeductions?: string;
  /** Rupees: the recoveries due in this period from the recovery register (Form C); zero until it exists. */
  recoveries?: string;
}

/** A wage period as it paid in this register: the Form B 'rate of wage'. */
export interface WageRateUsed {
  startDate: string;
  endDate: string | null;
  wagePerDayPaise: number;
  daPerDayPaise: number;
  overtimeRatePaise: number;
  paidDays: number;
  overtimeHundredths: number;
}

export interface WageComputation {
  employee: WageEmployee;
  periodStart: string;
  periodEnd: string;
  days: { present: number; paidLeave: number; absent: number; weekOff: number };
  /** Present + Paid Leave. */
  paidDays: number;
  overtimeHundredths: number;
  /** Total overtime hours with two decimals ('7.50'). */
  overtimeHours: string;
  basicPaise: number;
  daPaise: number;
  overtimePaise: number;
  otherEarningsPaise: number;
  grossPaise: number;
  recoveriesPaise: number;
  otherDeductionsPaise: number;
  deductionsPaise: number;
  netPaise: number;
  /** The wage periods that paid a day or an hour, in date order. */
  rates: WageRateUsed[];
}

export type WageResult = { ok: true; wage: WageComputation } | { ok: false; problems: WageProblem[] };
