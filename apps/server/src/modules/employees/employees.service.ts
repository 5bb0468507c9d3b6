import {
  type EmployeeFilterQuery,
  type EmployeeListQuery,
  formatDate,
  istDateKey,
  MASKED_AADHAAR_PATTERN,
  maskAadhaar,
  SKILL_KEYS,
  type SkillKey,
} from '@anupalan/shared';
import { and, eq, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { employees } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { keptFields, maybe, option, optionalText, recordId, requiredText } from '../../kit/form-values.js';
import { aadhaarKeys, type StoredAadhaar, storeAadhaar } from '../../lib/aadhaar-crypto.js';
import { badRequest, conflict, notFound, validationFailed } from '../../lib/errors.js';
import { offsetWindow } from '../../lib/paginate.js';
import { establishmentForWrite } from '../scope/index.js';
import {
  clashingEmployee,
  countEmployees,
  employeeFilter,
  employeeOfCaller,
  employeePageJson,
  employeesOfCaller,
  findEmployee,
  listEmployeePage,
} from './employees.queries.js';

/** The employee form's values (employeeSchema), typed; the engine has checked every field before. */
export const employeeFormValues = z.object({
  id: recordId,
  employee_code: requiredText,
  name: requiredText,
  surname: optionalText,
  date_of_birth: requiredText,
  date_of_joining: requiredText,
  designation: requiredText,
  skill_category: option,
  exit_date: optionalText,
  aadhaar: maybe(z.string()),
  body: keptFields,
});
export type EmployeeFormValues = z.infer<typeof employeeFormValues>;

export const EMPLOYEE_NOT_FOUND_MESSAGE = 'Employee not found.';
export const UNDER_14_MESSAGE =
  'A child under 14 years of age cannot be employed: check the date of birth (the worker must be 14 on the date of joining).';
export const ADOLESCENT_PARTICULAR_MESSAGE = 'Required for a worker aged 14 to 18 (adolescent register)';
export const CODE_TAKEN_MESSAGE = 'This employee code is already used in this establishment.';
export const AADHAAR_TAKEN_MESSAGE =
  'This Aadhaar number is already recorded for another worker of this establishment.';
export const FULL_AADHAAR_MESSAGE = 'Enter the full 12-digit Aadhaar number';

/** Whole years from `dob` to `day` (both yyyy-mm-dd). */
export function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const ADOLESCENT_FIELDS = ['natureOfWork', 'dailyHours', 'restIntervals'] as const;

type Row = Awaited<ReturnType<typeof findEmployee>>[number];
type ListRow = Omit<Row, 'body' | 'aadhaar_hash' | 'created_at' | 'updated_at'>;

function common(row: ListRow, today: string) {
  const age = ageOn(row.date_of_birth, today);
  return {
    id: row.id,
    establishment_id: row.establishment_id,
    employee_code: row.employee_code,
    name: row.name,
    surname: row.surname,
    label: `${[row.name, row.surname].filter(Boolean).join(' ')} (${row.employee_code})`,
    designation: row.designation,
    skill_category: row.skill_category,
    date_of_birth: row.date_of_birth,
    date_of_joining: row.date_of_joining,
    exit_date: row.exit_date,
    status: row.terminated ? ('Terminated' as const) : ('Active' as const),
    is_adolescent: age >= 14 && age < 18,
    aadhaar: row.aadhaar_last4 ? maskAadhaar(row.aadhaar_last4) : null,
    subcontractor: row.subcontractor_id
      ? { id: row.subcontractor_id, name: row.subcontractor_name ?? '' }
      : null,
    verification: { verified: row.verified, form_count: row.form_count },
    age,
  };
}

export async function listEmployees(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  query: EmployeeListQuery,
) {
  return employeePageJson(deps.db, auth, establishmentId, query, istDateKey(), offsetWindow(query));
}

export async function employeeTotalCount(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  filter: EmployeeFilterQuery,
) {
  return {
    max_count: await countEmployees(deps.db, employeeFilter(auth, establishmentId, filter, istDateKey())),
  };
}

/** search-employees?nameOrCode: the first 20 matches for a chooser, `ee_id` the worker's id. */
export async function searchEmployees(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  nameOrCode: string | undefined,
) {
  const filter = { status: 'All' as const, verification: 'All' as const, nameOrCode };
  const today = istDateKey();
  const rows = await listEmployeePage(deps.db, employeeFilter(auth, establishmentId, filter, today), today, {
    limit: 20,
    offset: 0,
    after: sql`true`,
  });
  return rows.map((row) => ({
    ee_id: row.id,
    employee_code: row.employee_code,
    name: row.name,
    label: common(row, today).label,
  }));
}

export async function employeeRecord(deps: Deps, auth: AuthContext, establishmentId: string, id: string) {
  const today = istDateKey();
  const [row] = await findEmployee(deps.db, employeeOfCaller(auth, establishmentId, id), today);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  return {
    ...common(row, today),
    body: row.body,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function earliestJoiningDate(deps: Deps, auth: AuthContext, establishmentId: string) {
  const [row] = await deps.db
    .select({ day: min(employees.dateOfJoining) })
    .from(employees)
    .where(employeesOfCaller(auth, establishmentId));
  return { earliest_joining_date: row?.day ?? null };
}

/**
 * The rules of a worker's record that need more than one field or the establishment (the form has the rest),
 * as column -> message; the form's save and the CSV import both judge a record by them.
 */
export function recordProblems(
  values: EmployeeFormValues,
  commencementDate: string | null,
  today: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (ageOn(values.date_of_birth, values.date_of_joining) < 14) fields.date_of_birth = UNDER_14_MESSAGE;
  if (commencementDate && values.date_of_joining < commencementDate)
    fields.date_of_joining = `The date of joining cannot be before the date of commencement (${formatDate(commencementDate)}).`;
  if (!SKILL_KEYS.includes(values.skill_category as SkillKey))
    fields.skill_category = 'Choose one of the options';
  const age = ageOn(values.date_of_birth, today);
  if (age >= 14 && age < 18 && !fields.date_of_birth) {
    const particulars = (values.body.adolescent ?? {}) as Record<string, unknown>;
    for (const key of ADOLESCENT_FIELDS) {
      const given = particulars[key];
      if (given === undefined || given === null || String(given).trim() === '')
        fields[`body.adolescent.${key}`] = ADOLESCENT_PARTICULAR_MESSAGE;
    }
  }
  return fields;
}

function checkRecord(values: EmployeeFormValues, commencementDate: string | null, today: string) {
  const fields = recordProblems(values, commencementDate, today);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * What the save does with the Aadhaar column: a full number is stored (encrypted, hashed); on an edit the masked
 * number the form was given back keeps the stored one; an empty field removes it.
 */
function aadhaarColumns(
  deps: Deps,
  given: string | undefined,
  existing: { aadhaar_last4: string | null } | undefined,
): StoredAadhaar | { aadhaarCipher: null; aadhaarLast4: null; aadhaarHash: null } | 'keep' {
  if (given === undefined || given.trim() === '')
    return { aadhaarCipher: null, aadhaarLast4: null, aadhaarHash: null };
  if (MASKED_AADHAAR_PATTERN.test(given)) {
    if (existing?.aadhaar_last4 && given === maskAadhaar(existing.aadhaar_last4)) return 'keep';
    throw validationFailed({ aadhaar: FULL_AADHAAR_MESSAGE });
  }
  return storeAadhaar(aadhaarKeys(deps.config), given);
}

async function refuseClashes(
  tx: Tx,
  establishmentId: string,
  exceptId: string | undefined,
  code: string,
  aadhaar: ReturnType<typeof aadhaarColumns>,
) {
  if (await clashingEmployee(tx, establishmentId, exceptId, eq(employees.employeeCode, code)))
    throw conflict(CODE_TAKEN_MESSAGE, 'CODE_TAKEN');
  if (aadhaar !== 'keep' && aadhaar.aadhaarHash) {
    const hash = aadhaar.aadhaarHash;
    if (await clashingEmployee(tx, establishmentId, exceptId, eq(employees.aadhaarHash, hash)))
      throw conflict(AADHAAR_TAKEN_MESSAGE, 'AADHAAR_TAKEN');
  }
}

function recordColumns(values: EmployeeFormValues) {
  return {
    employeeCode: values.employee_code.trim(),
    name: values.name.trim(),
    surname: values.surname?.trim() || null,
    dateOfBirth: values.date_of_birth,
    dateOfJoining: values.date_of_joining,
    designation: values.designation.trim(),
    skillCategory: values.skill_category as SkillKey,
    exitDate: values.exit_date ?? null,
    body: values.body,
  };
}

/**
 * Adds a worker (a contractor to its own list, a subcontractor to its own) or, with `values.id`, edits one the
 * caller sees. The establishment is locked first, so two saves of one code or Aadhaar run one after the other;
 * the unique indexes answer for anything else.
 */
export async function saveEmployee(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: EmployeeFormValues,
  isEdit: boolean,
) {
  const today = istDateKey();
  return inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    const estId = found.establishment.id;
    let existing: Row | undefined;
    if (isEdit) {
      if (!values.id) throw badRequest('Name the employee.');
      [existing] = await findEmployee(tx, employeeOfCaller(auth, estId, values.id), today);
      if (!existing) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
    }
    checkRecord(values, found.establishment.commencementDate, today);
    const aadhaar = aadhaarColumns(deps, values.aadhaar, existing);
    const columns = recordColumns(values);
    await refuseClashes(tx, estId, existing?.id, columns.employeeCode, aadhaar);
    const stored = aadhaar === 'keep' ? {} : aadhaar;
    if (existing) {
      await tx
        .update(employees)
        .set({ ...columns, ...stored, updatedAt: sql`now()` })
        .where(employeeOfCaller(auth, estId, existing.id));
      return { message: 'Successfully edited the data!', id: existing.id };
    }
    const [row] = await tx
      .insert(employees)
      .values({
        establishmentId: estId,
        subcontractorAgencyId: auth.role === 'Subcontractor' ? auth.agencyId : null,
        ...columns,
        ...stored,
        createdBy: auth.userId,
      })
      .returning({ id: employees.id });
    return { message: 'Employee added successfully', id: row!.id };
  });
}

export const DELETE_WITH_ATTENDANCE_MESSAGE =
  'This worker has attendance recorded and cannot be deleted: record the exit instead.';

/**
 * The contractor deletes a worker recorded by mistake; wage periods, verification forms and the worker's unfilled
 * attendance entries go with it. Once attendance is filled in for the worker, the worker exits instead (the
 * establishment's lock orders this against an attendance save; the wage registers add their own check).
 */
export async function deleteEmployee(deps: Deps, auth: AuthContext, establishmentId: string, id: string) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId, { ownerContractor: true });
    const [worker] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(employeeOfCaller(auth, found.establishment.id, id));
    if (!worker) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
    if (await attendanceAfter(tx, worker.id, '0001-01-01'))
      throw conflict(DELETE_WITH_ATTENDANCE_MESSAGE, 'EMPLOYEE_HAS_ATTENDANCE');
    await tx.delete(employees).where(eq(employees.id, worker.id));
  });
  return { message: 'Employee deleted successfully' };
}

/** The exit form's values (employeeExitSchema, workflow `employee-exit`), typed. */
export const employeeExitValues = z.object({ exit_date: requiredText, exit_reason: requiredText });
export type EmployeeExitValues = z.infer<typeof employeeExitValues>;

export const EXIT_BEFORE_JOINING_MESSAGE = 'The date of exit cannot be before the date of joining';
export const attendanceAfterExitMessage = (day: string) =>
  `Attendance is recorded for this worker on ${formatDate(day)}, after the date of exit: correct that attendance first or choose a later date.`;

/**
 * Records a worker's exit (the contractor, or a subcontractor for its own workers): the date and reason go into
 * Form A's columns, and from the day after the worker is no longer on the books (no attendance, no wage period
 * checks). A date of exit may be corrected; one before joining or before attendance already recorded is refused.
 */
export async function recordExit(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  employeeId: string,
  values: EmployeeExitValues,
) {
  return inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    return applyExit(tx, auth, found.establishment.id, employeeId, values);
  });
}

/**
 * The exit itself, inside the caller's transaction on an establishment it has locked for writing (recordExit, and
 * the termination process of modules/processes, whose exit step ends the worker's link this same way).
 */
export async function applyExit(
  tx: Tx,
  auth: AuthContext,
  establishmentId: string,
  employeeId: string,
  values: EmployeeExitValues,
) {
  const today = istDateKey();
  const [worker] = await tx
    .select({ id: employees.id, joined: employees.dateOfJoining, body: employees.body })
    .from(employees)
    .where(employeeOfCaller(auth, establishmentId, employeeId))
    .for('update');
  if (!worker) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  if (values.exit_date > today) throw validationFailed({ exit_date: 'Date cannot be in the future' });
  if (values.exit_date < worker.joined) throw validationFailed({ exit_date: EXIT_BEFORE_JOINING_MESSAGE });
  const later = await attendanceAfter(tx, worker.id, values.exit_date);
  if (later) throw validationFailed({ exit_date: attendanceAfterExitMessage(later) });
  await tx
    .update(employees)
    .set({
      exitDate: values.exit_date,
      body: { ...worker.body, exitReason: values.exit_reason.trim() },
      updatedAt: sql`now()`,
    })
    .where(eq(employees.id, worker.id));
  return { message: 'Exit recorded', id: worker.id };
}

/**
 * Undoes an exit recorded on `exitDate` (a cancelled termination record): the worker is on the books again. An exit
 * corrected since to another date is left as it is.
 */
export async function clearExit(tx: Tx, establishmentId: string, employeeId: string, exitDate: string) {
  const [worker] = await tx
    .select({ id: employees.id, body: employees.body })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.establishmentId, establishmentId),
        eq(employees.exitDate, exitDate),
      ),
    )
    .for('update');
  if (!worker) return;
  const { exitReason: _dropped, ...body } = worker.body;
  await tx
    .update(employees)
    .set({ exitDate: null, body, updatedAt: sql`now()` })
    .where(eq(employees.id, worker.id));
}

/** The first day after `day` on which the worker has attendance filled in (present, absent, leave or weekly off). */
export async function attendanceAfter(tx: Tx, employeeId: string, day: string): Promise<string | null> {
  const result = (await tx.execute(sql`select min(register_date)::text as day
    from attendance_entries where employee_id = ${employeeId} and register_date > ${day}::date and type is not null`)) as unknown as {
    rows: { day: string | null }[];
  };
  return result.rows[0]?.day ?? null;
}
