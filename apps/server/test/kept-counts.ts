import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The registers whose kept counts (attendance_register_counts, migration 0021) differ from a count of their
 * entries: empty when the triggers kept them through everything a test file did.
 */
export async function registerCountMismatches(db: Executor) {
  const result = await db.execute(sql`
    with live as (
      select establishment_id, register_date, count(*)::int as total,
        (count(*) filter (where submitted_on is null))::int as pending
      from attendance_entries group by establishment_id, register_date
    )
    select coalesce(l.establishment_id, k.establishment_id) as establishment_id,
      coalesce(l.register_date, k.register_date) as register_date,
      l.total as live_total, k.total as kept_total, l.pending as live_pending, k.pending as kept_pending
    from live l full join attendance_register_counts k
      on k.establishment_id = l.establishment_id and k.register_date = l.register_date
    where coalesce(l.total, 0) <> coalesce(k.total, 0) or coalesce(l.pending, 0) <> coalesce(k.pending, 0)`);
  return rows(result);
}

/**
 * The establishments whose kept worker totals (employee_counts, migration 0022) differ from a count of their
 * workers: empty when the triggers kept them through everything a test file did.
 */
export async function employeeCountMismatches(db: Executor) {
  const result = await db.execute(sql`
    with live as (
      select establishment_id, count(*)::int as total, (count(*) filter (where exit_date is not null))::int as exited
      from employees group by establishment_id
    )
    select coalesce(l.establishment_id, k.establishment_id) as establishment_id,
      l.total as live_total, k.total as kept_total, l.exited as live_exited, k.exited as kept_exited
    from live l full join employee_counts k on k.establishment_id = l.establishment_id
    where coalesce(l.total, 0) <> coalesce(k.total, 0) or coalesce(l.exited, 0) <> coalesce(k.exited, 0)`);
  return rows(result);
}
