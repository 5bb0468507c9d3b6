import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AttendanceFacts } from './attendance-cases.js';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Writes a worked case's attendance (attendance-cases.ts) for an establishment whose workers are already in
 * Form A, as the register screens would have stored it: a register per day, an entry per worker named, the out
 * time on the next day when it is not after the in time, the minutes worked as out - in - rest.
 */
export async function addCaseAttendance(db: Executor, establishmentId: string, facts: AttendanceFacts) {
  if (facts.weeklyHoliday) {
    await db.execute(sql`update establishments
      set body = body || jsonb_build_object('weeklyHoliday', ${facts.weeklyHoliday}::text)
      where id = ${establishmentId}`);
  }
  const workers = (
    (await db.execute(
      sql`select id, employee_code from employees where establishment_id = ${establishmentId}`,
    )) as unknown as { rows: { id: string; employee_code: string }[] }
  ).rows;
  const idOf = new Map(workers.map((w) => [w.employee_code, w.id]));
  for (const day of facts.days) {
    const registers = (await db.execute(sql`insert into attendance_registers
        (establishment_id, register_date, is_establishment_closed, establishment_closed_reason)
      values (${establishmentId}, ${day.date}::date, ${Boolean(day.closed)}, ${day.closed ?? null})
      returning id`)) as unknown as { rows: { id: string }[] };
    const registerId = registers.rows[0]!.id;
    for (const entry of day.entries ?? []) {
      const employeeId = idOf.get(entry.code);
      if (!employeeId) throw new Error(`No worker ${entry.code} in the case`);
      const timed = entry.in && entry.out;
      const nextDay = timed && minutesOf(entry.out!) <= minutesOf(entry.in!);
      const inTime = timed ? `${day.date} ${entry.in}` : null;
      const outTime = timed ? `${nextDay ? addDays(day.date, 1) : day.date} ${entry.out}` : null;
      const rest = entry.rest ?? 0;
      const worked = timed
        ? minutesOf(entry.out!) - minutesOf(entry.in!) + (nextDay ? 24 * 60 : 0) - rest
        : null;
      await db.execute(sql`insert into attendance_entries (register_id, register_date, establishment_id,
          employee_id, type, in_time, out_time, worked_minutes, rest_minutes, overtime_hours, submitted_on)
        values (${registerId}, ${day.date}::date, ${establishmentId}, ${employeeId}, ${entry.type ?? 'present'},
          ${inTime}::timestamp, ${outTime}::timestamp, ${worked}::int, ${rest}, ${entry.overtime ?? 0}, now())`);
    }
  }
}
