import {
  ATTENDANCE_BULK_MESSAGES,
  ATTENDANCE_REPORT_MAX_DAYS,
  attendanceRangeProblems,
  istDateKey,
  parseDisplayDate,
  type RecoveryType,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { validationFailed } from '../../lib/errors.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { type FormCRow, formCPage } from './form-c.js';
import { monthOf } from './recovery-rules.js';

type Executed<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Executed<T>).rows;

/** A day as DD/MM/YYYY (or yyyy-mm-dd), or null when it is not a real calendar date. */
function parseDay(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  return parseDisplayDate(iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : t);
}

/** The dates of a printed register: both required, real dates (DD/MM/YYYY or yyyy-mm-dd), not in the future, in order, at most a year. */
export function printRange(query: { from_date?: string; to_date?: string; time_zone?: string }) {
  const today = istDateKey();
  const from = query.from_date ? parseDay(query.from_date) : null;
  const to = query.to_date ? parseDay(query.to_date) : null;
  const fields: Record<string, string> = {
    ...attendanceRangeProblems(from, to, today, ATTENDANCE_REPORT_MAX_DAYS),
  };
  if (query.from_date && !from) fields.from_date = ATTENDANCE_BULK_MESSAGES.invalid;
  if (query.to_date && !to) fields.to_date = ATTENDANCE_BULK_MESSAGES.invalid;
  if (Object.keys(fields).length > 0 || !from || !to) {
    const named = Object.entries(fields).map(
      ([k, v]) => `${k === 'from_date' ? 'From Date' : 'To Date'}: ${v}`,
    );
    throw validationFailed(fields, named.join('. '));
  }
  return { from, to };
}

const text = (body: unknown, key: string) => {
  const v = (body as Record<string, unknown> | null)?.[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

/** Whose register it is: the establishment's contractor (a subcontractor reads none of these registers). */
async function employerName(db: Executor, _auth: AuthContext, found: EstablishmentInScope) {
  const result = await db.execute(
    sql`select body->>'name' as name from agencies where id = ${found.establishment.contractorAgencyId}`,
  );
  return rowsOf<{ name: string | null }>(result)[0]?.name ?? '';
}

/** The header every printed register of the establishment carries. */
export async function registerHeader(db: Executor, auth: AuthContext, found: EstablishmentInScope) {
  const est = found.establishment;
  return {
    establishment: text(est.body, 'name'),
    employer: await employerName(db, auth, found),
    lin: text(est.body, 'lin'),
    placeOfWork: [text(est.body, 'address'), text(est.body, 'town')].filter(Boolean).join(', '),
  };
}

interface RecoveryRow {
  id: string;
  body: Record<string, unknown>;
  employee_name: string;
  employee_code: string;
  completed_on: string | null;
  parts: { month: string; amount: string; register_from: string | null; register_to: string | null }[] | null;
}

/** The establishment's recoveries (not cancelled) dated from..to, in date order, with their instalments. */
export async function recoveriesBetween(db: Executor, establishmentId: string, from: string, to: string) {
  const result = await db.execute(sql`
    select p.id, p.body, e.name || coalesce(' ' || e.surname, '') as employee_name, e.employee_code,
      (select s.values->>'date_of_complete_recovery' from employee_process_steps s
        where s.process_id = p.id and s.step = 'recovery_completed' and s.submitted_on is not null) as completed_on,
      (select json_agg(json_build_object('month', ri.month, 'amount', ri.amount::text,
          'register_from', r.from_date, 'register_to', r.to_date) order by ri.seq)
        from recovery_instalments ri left join wage_registers r on r.id = ri.wage_register_id
        where ri.process_id = p.id) as parts
    from employee_processes p join employees e on e.id = p.employee_id
    where p.establishment_id = ${establishmentId} and p.type = 'deduction' and p.cancelled_on is null
      and (p.body->>'recovery_date')::date between ${from}::date and ${to}::date
    order by (p.body->>'recovery_date')::date, p.created_on, p.id`);
  return rowsOf<RecoveryRow>(result).map((r): FormCRow => {
    const b = r.body;
    const parts = (r.parts ?? []).map((p) => ({
      month: p.month,
      amount: p.amount,
      registerFrom: p.register_from,
      registerTo: p.register_to,
    }));
    const showCause = text(b, 'show_cause_issued');
    return {
      employeeName: r.employee_name,
      employeeCode: r.employee_code,
      type: text(b, 'recovery_type') as RecoveryType,
      particulars: text(b, 'particulars'),
      date: text(b, 'recovery_date'),
      amount: text(b, 'amount') || '0',
      showCauseIssued: showCause ? showCause === 'yes' : null,
      explanationHeardInPresenceOf: text(b, 'explanation_heard_in_presence_of'),
      instalments: Number(text(b, 'instalments')) || parts.length,
      firstMonth: parts[0]?.month ?? monthOf(text(b, 'first_month') || text(b, 'recovery_date')),
      lastMonth:
        parts[parts.length - 1]?.month ?? monthOf(text(b, 'first_month') || text(b, 'recovery_date')),
      completedOn: r.completed_on,
      remarks: text(b, 'remarks'),
      parts,
    };
  });
}

/** Form C of the establishment for the dates asked. */
export async function renderFormC(
  db: Executor,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: { from_date?: string; to_date?: string; time_zone?: string },
) {
  const { from, to } = printRange(query);
  const [header, rows] = await Promise.all([
    registerHeader(db, auth, found),
    recoveriesBetween(db, found.establishment.id, from, to),
  ]);
  return formCPage({ ...header, from, to, rows });
}
