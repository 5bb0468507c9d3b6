import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { printRange, registerHeader } from '../recoveries/recoveries.service.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { type FormERow, formEPage } from './form-e.js';

type Executed<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Executed<T>).rows;

interface ClaimRow {
  body: Record<string, unknown>;
  employee_name: string;
  employee_code: string;
  status: string;
  steps: Record<string, Record<string, unknown>> | null;
}

const text = (body: unknown, key: string) => {
  const v = (body as Record<string, unknown> | null | undefined)?.[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
};

/**
 * The establishment's maternity claims (not cancelled) whose notice is dated from..to or whose leave overlaps it,
 * in order of the leave, with their steps' values.
 */
export async function claimsBetween(db: Executor, establishmentId: string, from: string, to: string) {
  const result = await db.execute(sql`
    select p.body, e.name || coalesce(' ' || e.surname, '') as employee_name, e.employee_code,
      case when p.submitted_on is not null then 'Completed' else 'Ongoing' end as status,
      (select json_object_agg(s.step, s.values) from employee_process_steps s
        where s.process_id = p.id and s.submitted_on is not null) as steps
    from employee_processes p join employees e on e.id = p.employee_id
    where p.establishment_id = ${establishmentId} and p.type = 'maternity_leave' and p.cancelled_on is null
      and ((p.body->>'notice_date')::date between ${from}::date and ${to}::date
        or ((p.body->>'leave_from')::date <= ${to}::date
          and coalesce((p.body->'benefit'->>'leave_to')::date, (p.body->>'leave_from')::date) >= ${from}::date))
    order by (p.body->>'leave_from')::date, p.created_on, p.id`);
  return rowsOf<ClaimRow>(result).map((r): FormERow => {
    const b = r.body;
    const benefit = (b.benefit ?? null) as Record<string, unknown> | null;
    const steps = r.steps ?? {};
    return {
      employeeName: r.employee_name,
      employeeCode: r.employee_code,
      noticeDate: text(b, 'notice_date') ?? '',
      expectedDelivery: text(b, 'expected_delivery_date') ?? '',
      survivingChildren: Number(text(b, 'surviving_children') ?? 0),
      weeks: benefit ? Number(text(benefit, 'weeks')) : null,
      leaveFrom: text(b, 'leave_from') ?? '',
      leaveTo: text(benefit, 'leave_to'),
      averageDailyWage: text(benefit, 'average_daily_wage'),
      beforeDue: text(benefit, 'amount_before_delivery'),
      beforePaid: text(steps.payment_before_delivery, 'amount'),
      beforePaidOn: text(steps.payment_before_delivery, 'paid_on'),
      deliveryDate: text(steps.proof_of_delivery, 'delivery_date'),
      totalDue: text(benefit, 'amount_total'),
      remainingPaid: text(steps.payment_remaining, 'amount'),
      remainingPaidOn: text(steps.payment_remaining, 'paid_on'),
      status: r.status,
    };
  });
}

/** Form E of the establishment for the dates asked. */
export async function renderFormE(
  db: Executor,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: { from_date?: string; to_date?: string; time_zone?: string },
) {
  const { from, to } = printRange(query);
  const [header, rows] = await Promise.all([
    registerHeader(db, auth, found),
    claimsBetween(db, found.establishment.id, from, to),
  ]);
  return formEPage({ ...header, from, to, rows });
}
