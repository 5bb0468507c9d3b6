import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { wagePaymentDueDay } from '../../modules/compliance/law/wage-due.js';
import type { Db } from '../client.js';
import type { AttendanceSite, AttendanceSpan } from './large-attendance.js';

/**
 * The large data set's wage registers (seed:large): one per establishment with attendance for each month of its
 * attendance up to the last whole month (the first from the first day of attendance), written set-based in one
 * transaction - the registers from one VALUES list, every entry by one INSERT ... SELECT that sums each worker's
 * attendance of the register's days (the large set's workers have one wage period each, from joining), the
 * registers' totals by one UPDATE and the attendance registers linked (locked) by another - with the audit triggers
 * quiet for generated rows (session_replication_role = replica), as the rest of the large set.
 *
 * The arithmetic is computeWage's (docs/wages.md) for one wage period: basic = paid days x wage, DA = paid days x DA,
 * overtime = the month's hours x the rate rounded once to the paisa, half up; PF 12% of basic + DA on wages up to
 * ₹15,000 (rounded to the rupee), ESIC 0.75% of gross up to ₹21,000 (rounded up to the rupee). large-wages.test.ts
 * recomputes a sample with computeWage. Older months are paid (payslips given, two days before the due day); of the
 * last whole month a third of the registers are in progress (a fifth of the entries pending), a third completed and
 * a third with payslips given.
 */

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The months of the span up to the last whole one: [from, to], the first from the span's first day. */
export function wageMonths(span: AttendanceSpan) {
  const months: { from: string; to: string }[] = [];
  const lastWholeEnd = addDays(`${span.today.slice(0, 7)}-01`, -1);
  let start = `${span.first.slice(0, 7)}-01`;
  while (start <= lastWholeEnd) {
    const next = new Date(`${start}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextStart = next.toISOString().slice(0, 10);
    months.push({ from: start < span.first ? span.first : start, to: addDays(nextStart, -1) });
    start = nextStart;
  }
  return months;
}

type Status = 'register_completed' | 'payslips_given' | null;

/** Writes the wage registers and entries; returns the counts and the largest establishment's last register. */
export async function addLargeWages(
  db: Db,
  sites: AttendanceSite[],
  span: AttendanceSpan,
  log: (line: string) => void = () => {},
) {
  const months = wageMonths(span);
  const result = { registers: 0, entries: 0, lastRegisterOf: new Map<string, string>() };
  if (sites.length === 0 || months.length === 0) return result;

  const registers: string[] = [];
  for (const site of sites) {
    for (const [m, month] of months.entries()) {
      const last = m === months.length - 1;
      const status: Status = !last
        ? 'payslips_given'
        : (['register_completed', 'payslips_given', null] as const)[site.index % 3]!;
      const id = randomUUID();
      const paid =
        status === 'payslips_given'
          ? addDays(wagePaymentDueDay(month.from, month.to, site.workers.length), -2)
          : null;
      const paidOn = paid && paid > span.last ? span.last : paid;
      const made = addDays(month.to, 2) > span.last ? span.last : addDays(month.to, 2);
      registers.push(
        `('${id}'::uuid, '${site.establishmentId}'::uuid, '${month.from}'::date, '${month.to}'::date, ${status ? `'${status}'` : 'null'}, ${paidOn ? `'${paidOn}'::date` : 'null::date'}, '${made}'::date)`,
      );
      if (last) result.lastRegisterOf.set(site.establishmentId, id);
    }
  }

  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(`create temporary table large_wage_registers (id uuid, establishment_id uuid, from_date date,
        to_date date, status text, date_of_payment date, made date) on commit drop`);
    for (let i = 0; i < registers.length; i += 2000)
      await client.query(
        `insert into large_wage_registers values ${registers.slice(i, i + 2000).join(', ')}`,
      );
    const inserted =
      await client.query(`insert into wage_registers (id, establishment_id, from_date, to_date, status,
        date_of_payment, payslips_given_on, submitted_on, created_at, updated_at)
      select id, establishment_id, from_date, to_date, status, date_of_payment,
        ((date_of_payment - 1) + time '16:30') at time zone 'Asia/Kolkata',
        case when status is not null then (made + time '17:40') at time zone 'Asia/Kolkata' end,
        (made + time '10:15') at time zone 'Asia/Kolkata', (made + time '17:40') at time zone 'Asia/Kolkata'
      from large_wage_registers`);
    result.registers = inserted.rowCount ?? 0;
    log(`wages: ${result.registers} registers`);

    // Every worker with attendance in a register's days: the days by type, the month's overtime, the one wage
    // period's rates; then the lines, PF and ESIC, and the payment (in a register in progress the last fifth by id pending, at least one).
    // Written register by register in code order, as the service writes a register's entries in one statement:
    // a register's rows together on disk (interleaved, its page's counts read ten times the pages).
    const entries = await client.query(`insert into wage_entries (register_id, establishment_id, employee_id,
        employee_code, employee_name, skill_category, designation, present_days, paid_leave_days, absent_days,
        week_off_days, paid_days, overtime_hours, rates, basic, da, overtime, gross, pf, esic, total_deductions, net,
        payment_mode, payment_reference, submitted_on, wage_status, created_at, updated_at)
      select t.register_id, t.establishment_id, t.employee_id, w.employee_code,
        w.name || coalesce(' ' || w.surname, ''), w.skill_category, w.designation, t.present, t.leave, t.absent,
        t.week_off, t.present + t.leave, t.overtime_hours,
        jsonb_build_array(jsonb_build_object('start_date', p.start_date, 'end_date', p.end_date,
          'wage_per_day', p.wage_amount::text, 'da_per_day', p.da::text, 'overtime_rate_per_hour', p.overtime_rate::text,
          'paid_days', t.present + t.leave, 'overtime_hours', t.overtime_hours::text)),
        a.basic, a.da, a.overtime, a.gross, d.pf, d.esic, d.pf + d.esic, a.gross - d.pf - d.esic,
        case when s.pending then null else 'bank_transfer' end,
        case when s.pending then null else 'UTR' || to_char(r.to_date, 'YYYYMM') || lpad((abs(hashtext(t.employee_id::text)) % 100000000)::text, 8, '0') end,
        case when s.pending then null else (r.made + time '17:35') at time zone 'Asia/Kolkata' end,
        case when s.pending then null else r.status end,
        (r.made + time '10:15') at time zone 'Asia/Kolkata', (r.made + time '17:35') at time zone 'Asia/Kolkata'
      from (select r.id as register_id, a.establishment_id, a.employee_id,
          count(*) filter (where a.type = 'present')::int as present,
          count(*) filter (where a.type = 'paid_leave')::int as leave,
          count(*) filter (where a.type = 'absent')::int as absent,
          count(*) filter (where a.type = 'week_off')::int as week_off,
          coalesce(sum(a.overtime_hours), 0) as overtime_hours,
          row_number() over (partition by r.id order by a.employee_id desc) as from_last,
          count(*) over (partition by r.id) as workers
        from large_wage_registers r
        join attendance_entries a on a.establishment_id = r.establishment_id
          and a.register_date between r.from_date and r.to_date and a.type is not null
        group by r.id, a.establishment_id, a.employee_id) t
      join large_wage_registers r on r.id = t.register_id
      join employees w on w.id = t.employee_id
      join employee_wage_periods p on p.employee_id = t.employee_id
      cross join lateral (select (t.present + t.leave) * p.wage_amount as basic, (t.present + t.leave) * p.da as da,
          round(t.overtime_hours * p.overtime_rate, 2) as overtime) l
      cross join lateral (select l.basic, l.da, l.overtime, l.basic + l.da + l.overtime as gross) a
      cross join lateral (select round(least(a.basic + a.da, 15000) * 0.12) as pf,
          case when a.gross <= 21000 then ceil(a.gross * 0.0075) else 0 end as esic) d
      cross join lateral (select r.status is null and t.from_last <= greatest(1, t.workers / 5) as pending) s
      order by t.register_id, w.employee_code`);
    result.entries = entries.rowCount ?? 0;
    log(`wages: ${result.entries.toLocaleString('en-IN')} entries`);

    await client.query(`update wage_registers g set total_entries = c.total, entries_completed = c.done,
        total_gross = c.gross, total_net_payment = c.net, total_deduction_amount = c.deductions
      from (select e.register_id, count(*)::int as total, count(e.submitted_on)::int as done,
          coalesce(sum(e.gross) filter (where e.submitted_on is not null), 0) as gross,
          coalesce(sum(e.net) filter (where e.submitted_on is not null), 0) as net,
          coalesce(sum(e.total_deductions) filter (where e.submitted_on is not null), 0) as deductions
        from wage_entries e join large_wage_registers r on r.id = e.register_id group by e.register_id) c
      where g.id = c.register_id`);
    await client.query(`update attendance_registers a set wage_register_id = r.id, wage_paid_from = r.from_date,
        wage_paid_till = r.to_date
      from large_wage_registers r
      where a.establishment_id = r.establishment_id and a.register_date between r.from_date and r.to_date`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return result;
}
