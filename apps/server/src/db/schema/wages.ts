import type { SkillKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id, money, updatedAt } from './columns.js';
import { employees } from './employees.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

export const WAGE_REGISTER_DB_STATUSES = [
  'register_completed',
  'payslips_given',
  'paid_and_signed',
  'cancelled',
] as const;
export type WageRegisterDbStatus = (typeof WAGE_REGISTER_DB_STATUSES)[number];

/** The signed register (a file of /api/files) and the earlier signed copies after reopening. */
export interface WageRegisterBodyJson {
  name: string | null;
  url: string | null;
  curr_revision: number;
  revisions: { revision: number; name: string; url: string; signed_on: string }[];
}

/** A wage period as it paid in the register (Form B's 'rate of wage'), rupee text. */
export interface WageRateJson {
  start_date: string;
  end_date: string | null;
  wage_per_day: string;
  da_per_day: string;
  overtime_rate_per_hour: string;
  paid_days: number;
  overtime_hours: string;
}

/**
 * One establishment's wage register (Form B) for from_date .. to_date, migration 0018. `status` null while its
 * entries are filled, then register_completed, payslips_given, paid_and_signed; or cancelled. Live registers (not
 * cancelled) of one establishment never overlap: the exclusion constraint wage_registers_no_overlap. The totals
 * are of the submitted entries, kept by the service in the same transaction as the entries. Money is numeric(12,2)
 * (rupees exact to the paisa, read as text). The attendance registers of its dates point at it while it is live
 * (attendance_registers.wage_register_id, wage_paid_from, wage_paid_till), which locks them.
 */
export const wageRegisters = pgTable(
  'wage_registers',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    status: text('status').$type<WageRegisterDbStatus>(),
    totalEntries: integer('total_entries').notNull().default(0),
    entriesCompleted: integer('entries_completed').notNull().default(0),
    totalGross: money('total_gross').notNull().default('0'),
    totalNetPayment: money('total_net_payment').notNull().default('0'),
    totalDeductionAmount: money('total_deduction_amount').notNull().default('0'),
    /** When the register was completed (its last entry submitted). */
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    /** The payslip confirmation: when, who, and the date of payment it gave. */
    payslipsGivenOn: timestamp('payslips_given_on', { withTimezone: true }),
    payslipsGivenBy: uuid('payslips_given_by').references(() => users.id),
    dateOfPayment: date('date_of_payment'),
    /** The signed register's upload. */
    signedOn: timestamp('signed_on', { withTimezone: true }),
    signedBy: uuid('signed_by').references(() => users.id),
    reopenedOn: timestamp('reopened_on', { withTimezone: true }),
    resubmittedOn: timestamp('resubmitted_on', { withTimezone: true }),
    cancelledOn: timestamp('cancelled_on', { withTimezone: true }),
    body: jsonb('body')
      .$type<WageRegisterBodyJson>()
      .notNull()
      .default({ name: null, url: null, curr_revision: 0, revisions: [] }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wage_registers_list_idx').on(t.establishmentId, t.fromDate),
    uniqueIndex('wage_registers_entry_key').on(t.id, t.establishmentId),
    check('wage_registers_range_check', sql`${t.toDate} >= ${t.fromDate}`),
    check(
      'wage_registers_status_check',
      sql`${t.status} in ('register_completed', 'payslips_given', 'paid_and_signed', 'cancelled')`,
    ),
    check(
      'wage_registers_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledOn} is not null)`,
    ),
  ],
);

/**
 * One worker's line of a wage register (Form B), computed by computeWage from the attendance, the wage periods and
 * the minimum wages. Code, name, skill category and designation are kept as they were when the register was made
 * (Form B is a record of what was paid). Earnings: basic, da, overtime (computed), hra, other_earnings (entered);
 * gross their sum. Deductions: recoveries (Form C, computed), pf, esic, society, income_tax, insurance,
 * other_deductions (entered); total_deductions their sum; net = gross - total_deductions; checked in the database
 * as well, with total deductions at most half of gross. The register and establishment are one composite foreign key
 * (wage_entries_register_fk). Audited per statement (audit_wage_entries()); a new register's computed lines are
 * not logged one by one (the register's insert is, and every later change). `submitted_on` null: pending. `wage_status` the register's
 * status stamped once the register is completed; `is_revision` while a revised entry waits to be submitted again;
 * `modified_after_submission` once it was.
 */
export const wageEntries = pgTable(
  'wage_entries',
  {
    id: id(),
    registerId: uuid('register_id').notNull(),
    establishmentId: uuid('establishment_id').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    subcontractorAgencyId: uuid('subcontractor_agency_id').references(() => agencies.id),
    employeeCode: text('employee_code').notNull(),
    employeeName: text('employee_name').notNull(),
    skillCategory: text('skill_category').$type<SkillKey>().notNull(),
    designation: text('designation').notNull().default(''),
    presentDays: integer('present_days').notNull().default(0),
    paidLeaveDays: integer('paid_leave_days').notNull().default(0),
    absentDays: integer('absent_days').notNull().default(0),
    weekOffDays: integer('week_off_days').notNull().default(0),
    paidDays: integer('paid_days').notNull().default(0),
    overtimeHours: numeric('overtime_hours', { precision: 7, scale: 2 }).notNull().default('0'),
    rates: jsonb('rates').$type<WageRateJson[]>().notNull().default([]),
    basic: money('basic').notNull().default('0'),
    da: money('da').notNull().default('0'),
    overtime: money('overtime').notNull().default('0'),
    hra: money('hra').notNull().default('0'),
    otherEarnings: money('other_earnings').notNull().default('0'),
    gross: money('gross').notNull().default('0'),
    recoveries: money('recoveries').notNull().default('0'),
    pf: money('pf').notNull().default('0'),
    esic: money('esic').notNull().default('0'),
    society: money('society').notNull().default('0'),
    incomeTax: money('income_tax').notNull().default('0'),
    insurance: money('insurance').notNull().default('0'),
    otherDeductions: money('other_deductions').notNull().default('0'),
    totalDeductions: money('total_deductions').notNull().default('0'),
    net: money('net').notNull().default('0'),
    paymentMode: text('payment_mode').$type<'bank_transfer' | 'cash' | 'cheque'>(),
    paymentReference: text('payment_reference'),
    remarks: text('remarks'),
    /** The messages of computeWage's refusal when the line could not be computed (then every amount is 0). */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id),
    wageStatus: text('wage_status').$type<'register_completed' | 'payslips_given' | 'paid_and_signed'>(),
    isRevision: boolean('is_revision').notNull().default(false),
    modifiedAfterSubmission: boolean('modified_after_submission').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'wage_entries_register_fk',
      columns: [t.registerId, t.establishmentId],
      foreignColumns: [wageRegisters.id, wageRegisters.establishmentId],
    }).onDelete('cascade'),
    uniqueIndex('wage_entries_employee_unique').on(t.registerId, t.employeeId),
    index('wage_entries_register_code_idx').on(t.registerId, t.employeeCode, t.id),
    index('wage_entries_employee_idx').on(t.employeeId),
    index('wage_entries_revision_idx').on(t.registerId).where(sql`${t.isRevision}`),
    index('wage_entries_modified_idx').on(t.registerId).where(sql`${t.modifiedAfterSubmission}`),
    check(
      'wage_entries_wage_status_check',
      sql`${t.wageStatus} in ('register_completed', 'payslips_given', 'paid_and_signed')`,
    ),
    check('wage_entries_payment_mode_check', sql`${t.paymentMode} in ('bank_transfer', 'cash', 'cheque')`),
  ],
);
