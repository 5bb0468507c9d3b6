import { z } from 'zod';
import { INPUT_LIMITS } from '../domain/limits.js';
import { REQUIRED } from './basics.js';

/**
 * Attendance (Form D), spec part 2 section 7 'Attendance' and issue 13. Under /api/establishments/{id}:
 * - GET  attendance-registers?from_date&to_date                 attendanceCalendar (the month calendar's days)
 * - GET  attendance-registers?register_date[&isAutomatic]       attendanceRegisterOpened (creates or opens the day)
 * - GET  attendance-registers/{registerId}?page&pageSize&filters  attendanceRegisterDetail (25 a page)
 * - GET  attendance-registers/{registerId}/pending-entry-ids     attendancePendingEntryIds (employee ids, in order)
 * - GET  attendance-registers/{registerId}/total-employee-count  attendanceTotalEmployeeCount
 * - GET  attendance-registers/{registerId}/attendance-entries/{employeeId}       attendanceEntry
 * - POST attendance-registers/{registerId}/attendance-entries/{employeeId} {values: attendanceEntryValues}
 *                                                                attendanceEntrySaved (submits the entry)
 * - DELETE attendance-registers/{registerId}/attendance-entries/{employeeId}     {message} (an invalid entry only)
 * - DELETE attendance-registers/{registerId}                      {message} (contractor only)
 * - POST attendance-registers/{registerId}/establishment-open {values: establishmentOpenValues}  attendanceRegisterSaved
 * - POST attendance-registers/{registerId}/week-off {values: {choice}}                          attendanceRegisterSaved
 * - GET  /api/audit/attendance-entries?register_id&establishment_employee_id                    auditEntry[]
 * (The workbook, CSV, device punches, reports and Form D are in attendance-bulk.)
 *
 * On the wire dates are yyyy-mm-dd, times in values 'HH:mm' (24-hour, Asia/Kolkata); the browser shows
 * DD/MM/YYYY and 12-hour times. In the register times are 'HH:mm' too, with `out_next_day` when the out time
 * falls on the next day (shown '(Next Day)').
 */

/** Page size of the register's entries (spec part 2, section 9). */
export const ATTENDANCE_PAGE_SIZE = 25;

export const ATTENDANCE_FILTERS = ['All', 'Pending', 'Completed'] as const;
export type AttendanceFilter = (typeof ATTENDANCE_FILTERS)[number];

/** An entry's type; 'week_off' is set only by the weekly-off choice, never chosen on an entry. */
export const ATTENDANCE_TYPES = ['present', 'absent', 'paid_leave', 'week_off'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];
/** The types a person chooses on an entry (spec part 2, section 3). */
export const ATTENDANCE_CHOOSABLE_TYPES = ['present', 'absent', 'paid_leave'] as const;
export type AttendanceChoosableType = (typeof ATTENDANCE_CHOOSABLE_TYPES)[number];
export const ATTENDANCE_TYPE_LABELS: Record<AttendanceType, string> = {
  present: 'Present',
  absent: 'Absent',
  paid_leave: 'Paid Leave',
  week_off: 'Weekly Off',
};

/** Where an entry's values came from. */
export const ATTENDANCE_SOURCES = ['form', 'weekly_off', 'workbook', 'csv', 'device'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** A day of the calendar: no register yet, a register with pending entries, all completed, closed, weekly off. */
export const ATTENDANCE_DAY_STATES = ['no_register', 'pending', 'completed', 'closed', 'week_off'] as const;
export type AttendanceDayState = (typeof ATTENDANCE_DAY_STATES)[number];
/** A missing register on a working day: amber, red when more than this many days old (spec part 2, section 9). */
export const ATTENDANCE_RED_AFTER_DAYS = 7;

/** The weekly-off choice on the establishment's weekly holiday (spec part 2, section 5). */
export const WEEK_OFF_CHOICES = ['all', 'manual'] as const;
export type WeekOffChoice = (typeof WEEK_OFF_CHOICES)[number];
export const WEEK_OFF_CHOICE_LABELS: Record<WeekOffChoice, string> = {
  all: 'Mark all attendance as weekly off',
  manual: 'Mark each attendance manually',
};

/** The texts the screens and the server use (spec part 2, section 8, and issue 13). */
export const ATTENDANCE_MESSAGES = {
  fetchFailed: 'Error occured',
  offline: 'Check your network connection',
  deleteRegisterFailed: 'Failed to delete the attendance register.',
  removeEntryFailed: 'Failed to remove the invalid attendance entry.',
  uploadFailed: 'Failed to upload the excel file',
  reportFailed: 'An unknown error occurred while generating the report',
  saved: 'Successfully edited the data!',
  deleted: 'Deleted successfully',
  closed: 'Closed successfully',
  reopened: 'Successfully edited the data!',
  /** The subcontractor's note (spec part 2, section 6). */
  ownComplete:
    'Your attendance entries for this day are complete; the contractor’s employees are still pending.',
  futureDate: 'Attendance cannot be marked for a future date',
  beforeJoining: 'No employee had joined the establishment on this date',
  beforeCommencement: 'The date is before the establishment’s commencement date',
  notJoined: 'The employee had not joined on this date',
  exited: 'The employee had exited before this date',
  weekOffChoiceRequired: 'Choose whether to mark all attendance as weekly off or each attendance manually',
  timesOnlyWhenPresent: 'In and out times are entered only when the employee is present',
  /** In and out times are both required when Present. */
  timeRequired: 'Required',
  sameTimes: 'Out Time cannot be the same as In Time',
  restTooLong: 'The rest interval cannot be longer than the time between In Time and Out Time',
  overtimeBeyondDay: 'Overtime cannot be more than the hours worked in the day',
  overtimeNotPresent: 'Overtime is entered only when the employee is present',
  notFound: 'Attendance register not found.',
  entryNotFound: 'Attendance entry not found.',
  writersOnly: 'Only the contractor or a subcontractor records attendance.',
  contractorAction: 'Only the contractor of this establishment may do this.',
  overlapping: 'The times overlap with the employee’s attendance on the previous day',
  overlappingNext: 'The times overlap with the employee’s attendance on the next day',
  closedDay: 'The establishment is closed on this day; reopen it to edit attendance',
  closeWhilePaid: 'The day cannot be closed or reopened because wages have been paid for it',
  reasonRequired: 'Required',
  notYourEmployee: 'You can edit attendance only of your own employees',
  entryNotInvalid: 'Only an invalid attendance entry can be removed',
  contractorOnly: 'Only the contractor can delete an attendance register',
} as const;

/** 'HH:mm' (24-hour) as 'hh:mm AM' (12-hour, as the screens show times). */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** yyyy-mm-dd as DD/MM/YYYY. */
export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** The banner and refusal on a register whose wages are paid; `period` is 'DD/MM/YYYY - DD/MM/YYYY'. */
export const wagesPaidMessage = (period: string) =>
  `attendance cannot be edited because wages have been paid for ${period}`;

/** Whether a yyyy-mm-dd names a day of the calendar (not 30/02). */
export function isCalendarDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && iso >= '1900-01-01';
}

const isoDate = z.string().refine(isCalendarDate, 'Enter the date as yyyy-mm-dd');
const hhmm = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:mm');

/** GET attendance-registers: the calendar (from_date and to_date) or opening a day (register_date). */
export const attendanceRegistersQuery = z.object({
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  register_date: isoDate.optional(),
  /** With register_date on the weekly holiday: mark the day a weekly off at once. */
  isAutomatic: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type AttendanceRegistersQuery = z.infer<typeof attendanceRegistersQuery>;

export const attendanceCalendarDay = z.object({
  date: z.string(),
  state: z.enum(ATTENDANCE_DAY_STATES),
  register_id: z.uuid().nullable(),
  /** The establishment's weekly holiday falls on it. */
  is_weekly_holiday: z.boolean(),
  /** A working day with no register: 'amber', 'red' when more than seven days old; else null. */
  alert: z.enum(['amber', 'red']).nullable(),
  /** Wages are paid for the day (its register is locked). */
  wages_paid: z.boolean(),
});
export type AttendanceCalendarDay = z.infer<typeof attendanceCalendarDay>;

/**
 * The days from from_date to to_date that attendance can be marked for: none in the future (India's today),
 * none before the earliest joining date; `days` is empty when nobody has joined yet.
 */
export const attendanceCalendar = z.object({
  from_date: z.string(),
  to_date: z.string(),
  today: z.string(),
  earliest_joining_date: z.string().nullable(),
  /** The establishment's commencement date (bounds the month paging), when recorded. */
  commencement_date: z.string().nullable(),
  /** The weekly holiday's day name ('Sunday'), when recorded. */
  weekly_holiday: z.string().nullable(),
  days: z.array(attendanceCalendarDay),
});
export type AttendanceCalendar = z.infer<typeof attendanceCalendar>;

/**
 * Opening a day: the register's id; `week_off_choice_required` on the weekly holiday until the choice is made,
 * when the caller is the one who makes it (the contractor).
 */
export const attendanceRegisterOpened = z.object({
  id: z.uuid(),
  created: z.boolean(),
  week_off_choice_required: z.boolean(),
});
export type AttendanceRegisterOpened = z.infer<typeof attendanceRegisterOpened>;

export const attendanceRegisterQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(ATTENDANCE_PAGE_SIZE),
  filters: z.enum(ATTENDANCE_FILTERS).default('All'),
});
export type AttendanceRegisterQuery = z.infer<typeof attendanceRegisterQuery>;

export const attendanceRegister = z.object({
  id: z.uuid(),
  establishment_id: z.uuid(),
  register_date: z.string(),
  status: z.enum(['pending', 'completed']),
  submitted_on: z.string().nullable(),
  is_establishment_closed: z.boolean(),
  establishment_closed_reason: z.string().nullable(),
  is_week_off: z.boolean(),
  is_automatic: z.boolean(),
  /** The weekly-off choice made for the day, if any. */
  week_off_choice: z.enum(WEEK_OFF_CHOICES).nullable(),
  is_weekly_holiday: z.boolean(),
  /** On the weekly holiday while no choice has been made, to the contractor: the screen asks for it first. */
  week_off_choice_required: z.boolean(),
  wage_register_id: z.uuid().nullable(),
  wage_paid_from: z.string().nullable(),
  wage_paid_till: z.string().nullable(),
  /** wagesPaidMessage(period) when wages are paid, else null. */
  locked_message: z.string().nullable(),
  /** What the caller may do (the server refuses the rest anyway). */
  can_edit_entries: z.boolean(),
  can_close: z.boolean(),
  can_delete: z.boolean(),
  can_mark_week_off: z.boolean(),
  /** The subcontractor's note (ATTENDANCE_MESSAGES.ownComplete) when its own entries are complete and others not. */
  note: z.string().nullable(),
});
export type AttendanceRegister = z.infer<typeof attendanceRegister>;

export const attendanceEntry = z.object({
  id: z.uuid(),
  register_id: z.uuid(),
  register_date: z.string(),
  /** The worker (employees.id); est_emp_id is the same, under the spec's other name. */
  establishment_employee_id: z.uuid(),
  est_emp_id: z.uuid(),
  employee_code: z.string(),
  employee_name: z.string(),
  /** The worker's date of joining, and exit date if any. */
  employee_start_date: z.string(),
  employee_exit_date: z.string().nullable(),
  subcontractor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  type: z.enum(ATTENDANCE_TYPES).nullable(),
  /** 'HH:mm' (24-hour); out_next_day when the out time is on the next day. */
  in_time: z.string().nullable(),
  out_time: z.string().nullable(),
  out_next_day: z.boolean(),
  worked_minutes: z.number().int().nullable(),
  rest_minutes: z.number().int(),
  /** Hours as exact text ('1.50'). */
  overtime_hours: z.string(),
  set_of_work: z.string().nullable(),
  source: z.enum(ATTENDANCE_SOURCES),
  submitted_on: z.string().nullable(),
  status: z.enum(['Pending', 'Completed']),
  /** The worker was not employed on the day (joined later or exited before): the entry may be removed. */
  is_invalid: z.boolean(),
  /** Whether the caller may save this entry. */
  can_edit: z.boolean(),
  serial_no: z.number().int(),
  max_count: z.number().int(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntry>;

/** Counts of the whole register (not the page); `own_*` count the caller's own workers (a subcontractor's). */
export const attendanceStatus = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
  own_total: z.number().int(),
  own_pending: z.number().int(),
});
export type AttendanceStatus = z.infer<typeof attendanceStatus>;

export const attendanceRegisterDetail = z.object({
  attendance_register: attendanceRegister,
  attendance_entries: z.array(attendanceEntry),
  attendance_status: attendanceStatus,
});
export type AttendanceRegisterDetail = z.infer<typeof attendanceRegisterDetail>;

/** The pending entries' worker ids in the register's order (the caller's own only, for a subcontractor). */
export const attendancePendingEntryIds = z.object({ pending_entry_ids: z.array(z.uuid()) });
export const attendanceTotalEmployeeCount = z.object({ total_employee_count: z.number().int() });

const optionalHhmm = z.preprocess((v) => (v === '' || v === undefined ? null : v), hhmm.nullable());

/**
 * One entry's values. in_time and out_time only when Present (another type clears them); an out time not after
 * the in time is the next day. rest_minutes: the rest interval taken (default 0). overtime_hours: 0 to 24, at
 * most two decimals. Saving submits the entry.
 */
export const attendanceEntryValues = z.object({
  type: z.enum(ATTENDANCE_CHOOSABLE_TYPES, { error: REQUIRED }),
  in_time: optionalHhmm.optional(),
  out_time: optionalHhmm.optional(),
  rest_minutes: z.coerce.number().int().min(0).max(1440).optional(),
  overtime_hours: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number({ error: 'Enter the overtime in hours' })
      .min(0, 'Overtime cannot be negative')
      .max(24, 'Overtime cannot be more than 24 hours')
      .refine((n) => Math.round(n * 100) === n * 100, 'Enter the overtime with at most two decimals'),
  ),
  set_of_work: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(INPUT_LIMITS.text).nullable().optional(),
  ),
});
export type AttendanceEntryValues = z.infer<typeof attendanceEntryValues>;
export const attendanceEntryBody = z.object({ values: attendanceEntryValues });

export const attendanceEntrySaved = z.object({
  message: z.string(),
  attendance_entry: attendanceEntry,
  /** The register's status after the save ('completed' once every entry is submitted). */
  register_status: z.enum(['pending', 'completed']),
});
export type AttendanceEntrySaved = z.infer<typeof attendanceEntrySaved>;

/** POST establishment-open: close the day (with a reason) or reopen it. */
export const establishmentOpenValues = z
  .object({
    is_establishment_closed: z.boolean(),
    establishment_closed_reason: z
      .string()
      .trim()
      .max(INPUT_LIMITS.text)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.is_establishment_closed && !v.establishment_closed_reason) {
      ctx.addIssue({ code: 'custom', path: ['establishment_closed_reason'], message: REQUIRED });
    }
  });
export type EstablishmentOpenValues = z.infer<typeof establishmentOpenValues>;
export const establishmentOpenBody = z.object({ values: establishmentOpenValues });

export const weekOffValues = z.object({
  choice: z.enum(WEEK_OFF_CHOICES, { error: ATTENDANCE_MESSAGES.weekOffChoiceRequired }),
});
export const weekOffBody = z.object({ values: weekOffValues });

export const attendanceRegisterSaved = z.object({
  message: z.string(),
  attendance_register: attendanceRegister,
});
export type AttendanceRegisterSaved = z.infer<typeof attendanceRegisterSaved>;

export const attendanceAuditQuery = z.object({
  register_id: z.uuid(),
  establishment_employee_id: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
