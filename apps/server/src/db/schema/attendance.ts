import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { employees } from './employees.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

export const ATTENDANCE_REGISTER_STATUSES = ['pending', 'completed'] as const;
export type AttendanceRegisterStatus = (typeof ATTENDANCE_REGISTER_STATUSES)[number];
export const ATTENDANCE_ENTRY_TYPES = ['present', 'absent', 'paid_leave', 'week_off'] as const;
export type AttendanceEntryType = (typeof ATTENDANCE_ENTRY_TYPES)[number];
export const ATTENDANCE_ENTRY_SOURCES = ['form', 'weekly_off', 'workbook', 'csv', 'device'] as const;
export type AttendanceEntrySource = (typeof ATTENDANCE_ENTRY_SOURCES)[number];

/**
 * One establishment's attendance register for one day (Form D), migration 0015. `status` is 'completed' (with
 * `submitted_on`) once every entry is submitted. A register with `wage_register_id` set is locked: wages were paid
 * for `wage_paid_from` .. `wage_paid_till` (the wages issue adds wage_registers and the foreign key).
 */
export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    registerDate: date('register_date').notNull(),
    status: text('status').$type<AttendanceRegisterStatus>().notNull().default('pending'),
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    isEstablishmentClosed: boolean('is_establishment_closed').notNull().default(false),
    establishmentClosedReason: text('establishment_closed_reason'),
    isWeekOff: boolean('is_week_off').notNull().default(false),
    isAutomatic: boolean('is_automatic').notNull().default(false),
    /** The weekly-off choice made for the day: 'all' (every entry a weekly off) or 'manual'; null: none yet. */
    weekOffChoice: text('week_off_choice').$type<'all' | 'manual'>(),
    wageRegisterId: uuid('wage_register_id'),
    wagePaidFrom: date('wage_paid_from'),
    wagePaidTill: date('wage_paid_till'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendance_registers_day_unique').on(t.establishmentId, t.registerDate),
    uniqueIndex('attendance_registers_entry_key').on(t.id, t.establishmentId, t.registerDate),
    index('attendance_registers_wage_idx').on(t.wageRegisterId).where(sql`${t.wageRegisterId} is not null`),
    check('attendance_registers_status_check', sql`${t.status} in ('pending', 'completed')`),
    check('attendance_registers_week_off_choice_check', sql`${t.weekOffChoice} in ('all', 'manual')`),
    check(
      'attendance_registers_submitted_check',
      sql`(${t.status} = 'completed') = (${t.submittedOn} is not null)`,
    ),
  ],
);

/**
 * One worker's attendance on one day. PARTITIONED BY RANGE (register_date), a partition a month (migration 0015;
 * ensure_attendance_partitions() makes them): always filter by `register_date` so a read touches one month.
 * Primary key (register_date, id); one entry per worker per day. `type` null: never filled. `in_time` and
 * `out_time` are local (Asia/Kolkata) date-times with no zone (the out time may be the next day);
 * `worked_minutes` is computed by the server (out - in - rest). `submitted_on` null: Pending; set: Completed.
 * Audited per statement (audit_attendance_entries()); the empty rows of a newly opened register are not logged.
 */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    registerId: uuid('register_id').notNull(),
    registerDate: date('register_date').notNull(),
    establishmentId: uuid('establishment_id').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').$type<AttendanceEntryType>(),
    inTime: timestamp('in_time', { mode: 'string' }),
    outTime: timestamp('out_time', { mode: 'string' }),
    workedMinutes: integer('worked_minutes'),
    restMinutes: integer('rest_minutes').notNull().default(0),
    overtimeHours: numeric('overtime_hours', { precision: 4, scale: 2 }).notNull().default('0'),
    setOfWork: text('set_of_work'),
    source: text('source').$type<AttendanceEntrySource>().notNull().default('form'),
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'attendance_entries_pkey', columns: [t.registerDate, t.id] }),
    foreignKey({
      name: 'attendance_entries_register_fk',
      columns: [t.registerId, t.establishmentId, t.registerDate],
      foreignColumns: [
        attendanceRegisters.id,
        attendanceRegisters.establishmentId,
        attendanceRegisters.registerDate,
      ],
    }).onDelete('cascade'),
    uniqueIndex('attendance_entries_employee_day_unique').on(t.employeeId, t.registerDate),
    index('attendance_entries_register_idx').on(t.registerId),
    index('attendance_entries_establishment_idx').on(t.establishmentId, t.registerDate),
  ],
);

/**
 * How many entries each day's register has and how many are pending (migration 0021): kept by statement
 * triggers on attendance_entries, so the register page reads two numbers instead of counting thousands of
 * entries. The large-data generator, which writes with the triggers off, calls recount_attendance_register_counts().
 */
export const attendanceRegisterCounts = pgTable(
  'attendance_register_counts',
  {
    establishmentId: uuid('establishment_id').notNull(),
    registerDate: date('register_date').notNull(),
    total: integer('total').notNull().default(0),
    pending: integer('pending').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.registerDate] })],
);
