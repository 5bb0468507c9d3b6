import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { WageFacts } from './wage-cases.js';

const FILE = { name: 'signed-form-b.pdf', url: '/api/files/test' };

/**
 * Writes a worked case's wage registers (wage-cases.ts) for an establishment whose workers are already in Form A,
 * as the wage register would have stored them: the register with its status and dates (a signed one with its
 * file), one entry per worker named with its rates (Form B's 'rate of wage') and amounts that add up, or the
 * messages of a refused computation with every amount 0.
 */
export async function addCaseWages(db: Executor, establishmentId: string, facts: WageFacts) {
  const workers = (
    (await db.execute(
      sql`select id, employee_code, concat_ws(' ', name, surname) as name, skill_category
        from employees where establishment_id = ${establishmentId}`,
    )) as unknown as { rows: { id: string; employee_code: string; name: string; skill_category: string }[] }
  ).rows;
  const byCode = new Map(workers.map((w) => [w.employee_code, w]));
  for (const r of facts.registers) {
    const status = r.status ?? null;
    const entries = r.entries ?? [];
    const submitted = status !== null && status !== 'cancelled';
    const signed = status === 'paid_and_signed';
    const totals = entries.reduce(
      (t, e) => {
        const gross = e.problems ? 0 : Number(e.gross ?? '10000.00');
        const deductions = e.problems ? 0 : Number(e.deductions ?? '0');
        return { gross: t.gross + gross, deductions: t.deductions + deductions };
      },
      { gross: 0, deductions: 0 },
    );
    const [row] = (
      (await db.execute(sql`insert into wage_registers (establishment_id, from_date, to_date, status,
          total_entries, entries_completed, total_gross, total_net_payment, total_deduction_amount, submitted_on,
          payslips_given_on, date_of_payment, signed_on, cancelled_on, body)
        values (${establishmentId}, ${r.from}::date, ${r.to}::date, ${status},
          ${r.workers ?? entries.length}, ${submitted ? entries.length : 0},
          ${totals.gross.toFixed(2)}::numeric, ${(totals.gross - totals.deductions).toFixed(2)}::numeric,
          ${totals.deductions.toFixed(2)}::numeric,
          ${submitted ? `${r.to}T18:00:00+05:30` : null}::timestamptz,
          ${r.payslipsOn ? `${r.payslipsOn}T12:00:00+05:30` : null}::timestamptz,
          ${r.paidOn ?? null}::date,
          ${signed ? `${r.paidOn}T17:00:00+05:30` : null}::timestamptz,
          ${status === 'cancelled' ? `${r.to}T10:00:00+05:30` : null}::timestamptz,
          ${JSON.stringify({ ...(signed ? FILE : { name: null, url: null }), curr_revision: signed ? 1 : 0, revisions: [] })}::jsonb)
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    for (const e of entries) {
      const w = byCode.get(e.code);
      if (!w) throw new Error(`No worker ${e.code} in the case`);
      const rates = (e.rates ?? []).map((x) => ({
        start_date: x.start,
        end_date: x.end ?? null,
        wage_per_day: x.wage,
        da_per_day: x.da,
        overtime_rate_per_hour: x.overtimeRate ?? '250.00',
        paid_days: 0,
        overtime_hours: x.overtimeHours ?? '0.00',
      }));
      const gross = e.problems ? '0.00' : (e.gross ?? '10000.00');
      const deductions = e.problems ? '0.00' : (e.deductions ?? '0.00');
      await db.execute(sql`insert into wage_entries (register_id, establishment_id, employee_id, employee_code,
          employee_name, skill_category, overtime_hours, rates, basic, gross, other_deductions, total_deductions,
          net, problems, submitted_on, wage_status)
        values (${row!.id}, ${establishmentId}, ${w.id}, ${w.employee_code}, ${w.name}, ${w.skill_category},
          ${e.overtimeHours ?? '0'}::numeric, ${JSON.stringify(rates)}::jsonb, ${gross}::numeric, ${gross}::numeric,
          ${deductions}::numeric, ${deductions}::numeric, (${gross}::numeric - ${deductions}::numeric),
          ${JSON.stringify(e.problems ?? [])}::jsonb,
          ${submitted && !e.problems ? `${r.to}T18:00:00+05:30` : null}::timestamptz,
          ${submitted && !e.problems ? status : null})`);
    }
  }
}
