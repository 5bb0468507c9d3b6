import { SKILL_KEYS, type SkillKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id, money, oneOf, updatedAt } from './columns.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

/** The Form A columns kept whole as the form gave them (gender, father's name, addresses, bank, ...). */
export type EmployeeBody = Record<string, unknown>;

/**
 * A worker in an establishment's employee register (Form A). The columns the product filters, checks or joins
 * on are typed; the other register columns are `body`. `subcontractor_agency_id` says whose worker it is (null:
 * the contractor's own). Aadhaar is never stored readable: `aadhaar_cipher` is AES-256-GCM under the configured
 * key (lib/aadhaar-crypto.ts), `aadhaar_last4` what is shown ('XXXX XXXX 1234'), `aadhaar_hash` an HMAC-SHA-256
 * under a key derived from the same secret, which finds the same person twice without decrypting anything.
 */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    subcontractorAgencyId: uuid('subcontractor_agency_id').references(() => agencies.id),
    employeeCode: text('employee_code').notNull(),
    name: text('name').notNull(),
    surname: text('surname'),
    dateOfBirth: date('date_of_birth').notNull(),
    dateOfJoining: date('date_of_joining').notNull(),
    designation: text('designation').notNull(),
    skillCategory: text('skill_category').$type<SkillKey>().notNull(),
    exitDate: date('exit_date'),
    aadhaarCipher: text('aadhaar_cipher'),
    aadhaarLast4: text('aadhaar_last4'),
    aadhaarHash: text('aadhaar_hash'),
    body: jsonb('body').$type<EmployeeBody>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_code_unique').on(t.establishmentId, t.employeeCode),
    uniqueIndex('employees_aadhaar_unique').on(t.establishmentId, t.aadhaarHash),
    index('employees_aadhaar_hash_idx').on(t.aadhaarHash),
    index('employees_list_idx').on(t.establishmentId, t.employeeCode, t.id),
    index('employees_status_idx').on(t.establishmentId, t.exitDate),
    index('employees_joining_idx').on(t.establishmentId, t.dateOfJoining),
    index('employees_subcontractor_idx').on(t.subcontractorAgencyId),
    check('employees_skill_check', oneOf(t.skillCategory, SKILL_KEYS)),
    check('employees_exit_check', sql`${t.exitDate} is null or ${t.exitDate} >= ${t.dateOfJoining}`),
    check(
      'employees_aadhaar_check',
      sql`(${t.aadhaarCipher} is null) = (${t.aadhaarHash} is null) and (${t.aadhaarHash} is null) = (${t.aadhaarLast4} is null)
        and (${t.aadhaarLast4} is null or ${t.aadhaarLast4} ~ '^[0-9]{4}$')`,
    ),
  ],
);

/**
 * An employee's rates from `start_date` to `end_date` (null: until the next period starts): wage and DA per
 * day, overtime per hour, exact to the paisa, with whether overtime was typed or calculated. Periods of one
 * employee never overlap: the exclusion constraint employee_wage_periods_no_overlap (migration 0013).
 */
export const employeeWagePeriods = pgTable(
  'employee_wage_periods',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    wageAmount: money('wage_amount').notNull(),
    da: money('da').notNull(),
    overtimeRate: money('overtime_rate').notNull(),
    overtimeEntered: boolean('overtime_entered').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_wage_periods_start_unique').on(t.employeeId, t.startDate),
    index('employee_wage_periods_est_idx').on(t.establishmentId),
    check('employee_wage_periods_period_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      'employee_wage_periods_amounts_check',
      sql`${t.wageAmount} > 0 and ${t.da} >= 0 and ${t.overtimeRate} >= 0`,
    ),
  ],
);

/**
 * A verification form due for an employee (police verification, declarations): which form (`form_code`),
 * when it is due, and the signed copy once uploaded (`body`, `submitted_on`).
 */
export const employeeVerifications = pgTable(
  'employee_verifications',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    formCode: text('form_code').notNull(),
    dueOn: date('due_on').notNull(),
    body: jsonb('body'),
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_verifications_form_unique').on(t.employeeId, t.formCode),
    index('employee_verifications_est_idx').on(t.establishmentId),
  ],
);

/**
 * How many workers each establishment has recorded and how many have an exit date (migration 0022): kept by
 * statement triggers on employees, so the register's list reads its total instead of counting thousands of rows.
 * The large-data generator, which writes with the triggers off, calls recount_employee_counts().
 */
export const employeeCounts = pgTable('employee_counts', {
  establishmentId: uuid('establishment_id').primaryKey(),
  total: integer('total').notNull().default(0),
  exited: integer('exited').notNull().default(0),
});
