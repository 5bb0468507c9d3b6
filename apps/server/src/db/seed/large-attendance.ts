import { randomUUID } from 'node:crypto';
import { istDateKey } from '@anupalan/shared';
import type pg from 'pg';
import type { Db } from '../client.js';
import { copyRows } from './copy-rows.js';

/**
 * The large data set's attendance (seed:large, docs/attendance.md): a register per establishment per day and an
 * entry per worker per day for a span of days ending yesterday (Asia/Kolkata), written with COPY in one
 * transaction - the registers into attendance_registers, the entries month by month straight into their month
 * partitions (made first by ensure_attendance_partitions), so no row is routed and the audit trigger, which
 * records people's changes, is not woken for generated rows (session_replication_role = replica, as the rest of
 * the large set). Sundays are weekly offs; a day of rain is closed; about 4% of working days absent and 2% paid
 * leave; 2% of workers on the night set (20:00 to 05:00); a concreting day in fifty with two hours' overtime; one
 * entry in a thousand a long day with no overtime recorded (what the hours rules are for); yesterday still
 * pending for about a third of the workers; every fifth smaller establishment never opened two days (an amber
 * and a red day). The same choices on every run (a hash of the worker and the day), the ids random.
 */

export interface AttendanceWorker {
  id: string;
  joined: string;
}

export interface AttendanceSite {
  establishmentId: string;
  workers: AttendanceWorker[];
  /** 0 for the largest establishment. */
  index: number;
}

export interface AttendanceSpan {
  first: string;
  last: string;
  today: string;
  days: number;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The days of attendance: `days` of them, ending yesterday in Asia/Kolkata. */
export function attendanceWindow(days: number): AttendanceSpan {
  const today = istDateKey();
  return { first: addDays(today, -Math.max(days, 1)), last: addDays(today, -1), today, days };
}

/** A number 0..999 from two integers, well mixed (the same worker and day give the same choice). */
function mix(a: number, b: number) {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) % 1000;
}

const TIMES = Array.from(
  { length: 1440 },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`,
);

interface Day {
  date: string;
  next: string;
  index: number;
  sunday: boolean;
  month: string;
}

const RAIN = 'Heavy rain — site flooded';

/** One entry's columns after the ids, in COPY's text format, or null for no entry. */
function entryText(site: AttendanceSite, s: number, day: Day, closed: boolean, span: AttendanceSpan) {
  const submitted = `${day.date} 18:30:00+05:30`;
  if (day.sunday) return `week_off\t\\N\t\\N\t\\N\t0\t0\tweekly_off\t${submitted}`;
  if (closed) return '\\N\t\\N\t\\N\t\\N\t0\t0\tform\t\\N';
  const h = mix(site.index * 100_003 + s, day.index);
  if (day.date === span.last && h < 300) return '\\N\t\\N\t\\N\t\\N\t0\t0\tform\t\\N';
  if (h < 40) return `absent\t\\N\t\\N\t\\N\t0\t0\tform\t${submitted}`;
  if (h < 60) return `paid_leave\t\\N\t\\N\t\\N\t0\t0\tform\t${submitted}`;
  const night = s % 50 === 7;
  const start = night ? 20 * 60 + (h % 10) : 8 * 60 + (h % 15);
  let length = 540;
  let overtime = 0;
  if (h === 999) length = 660;
  else if (!night && h % 50 === 0) {
    length = 660;
    overtime = 2;
  }
  const end = start + length;
  const out = end >= 1440 ? `${day.next} ${TIMES[end - 1440]}` : `${day.date} ${TIMES[end]}`;
  return `present\t${day.date} ${TIMES[start]}\t${out}\t${length - 60}\t60\t${overtime}\tform\t${submitted}`;
}

const pending = (text: string) => text.startsWith('\\N');

/**
 * Writes the attendance of `sites` over `span` (their commencement moved before it, Sunday their weekly
 * holiday). Returns the counts, a recent working day's register of each site, and the last whole month.
 */
export async function addLargeAttendance(
  db: Db,
  sites: AttendanceSite[],
  span: AttendanceSpan,
  log: (line: string) => void = () => {},
) {
  const lastWholeMonth = (() => {
    const to = addDays(`${span.today.slice(0, 7)}-01`, -1);
    const from = `${to.slice(0, 7)}-01`;
    return from >= span.first ? { from, to } : null;
  })();
  const references = new Map<string, string>();
  const result = {
    entries: 0,
    registers: 0,
    registerIdOf: (establishmentId: string) => references.get(establishmentId) ?? null,
    lastWholeMonth,
  };
  if (sites.length === 0 || span.days <= 0) return result;

  const days: Day[] = [];
  for (let date = span.first, i = 0; date <= span.last; date = addDays(date, 1), i++) {
    const next = addDays(date, 1);
    const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    days.push({ date, next, index: i, sunday, month: date.slice(0, 7) });
  }
  const working = days.filter((d) => !d.sunday);
  const plan = sites.map((site) => {
    const closedDay =
      working[Math.min(working.length - 1, Math.floor(working.length * 0.4) + (site.index % 7))]!;
    // Every fifth smaller establishment never opened the last working day but one and the tenth from the end.
    const missing = new Set<string>();
    if (site.index % 5 === 1 && working.length > 12) {
      missing.add(working[working.length - 2]!.date);
      missing.add(working[working.length - 10]!.date);
    }
    const registerIds = new Map<string, string>();
    for (const d of days) if (!missing.has(d.date)) registerIds.set(d.date, randomUUID());
    const reference = [...working]
      .reverse()
      .find((d) => d.date < span.last && !missing.has(d.date) && d !== closedDay);
    if (reference) references.set(site.establishmentId, registerIds.get(reference.date)!);
    return { site, closed: closedDay.date, missing, registerIds };
  });

  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `update establishments set commencement_date = $1::date,
        body = body || '{"weeklyHoliday": "Sunday"}'::jsonb where id = any($2::uuid[])`,
      [addDays(span.first, -120), sites.map((s) => s.establishmentId)],
    );
    await client.query('select ensure_attendance_partitions($1::date, $2::date)', [span.first, span.last]);

    // The registers: completed when every entry of the day is submitted.
    function* registerPieces() {
      let lines: string[] = [];
      for (const p of plan) {
        for (const d of days) {
          const id = p.registerIds.get(d.date);
          if (!id) continue;
          const closed = d.date === p.closed && !d.sunday;
          // Only a closed day and yesterday can have entries left pending.
          const open =
            !d.sunday &&
            (closed || d.date === span.last) &&
            p.site.workers.some(
              (w, s) => w.joined <= d.date && pending(entryText(p.site, s, d, closed, span)),
            );
          const status = open ? 'pending\t\\N' : `completed\t${d.date} 18:45:00+05:30`;
          lines.push(
            `${id}\t${p.site.establishmentId}\t${d.date}\t${status}\t${closed}\t${closed ? RAIN : '\\N'}\t${d.sunday}\t${d.sunday}\t${d.sunday ? 'all' : '\\N'}\t${d.date} 08:05:00+05:30\n`,
          );
          if (lines.length === 5000) {
            yield lines.join('');
            lines = [];
          }
        }
      }
      if (lines.length) yield lines.join('');
    }
    result.registers = await copyRows(
      client,
      `copy attendance_registers (id, establishment_id, register_date, status, submitted_on,
        is_establishment_closed, establishment_closed_reason, is_week_off, is_automatic, week_off_choice,
        created_at) from stdin`,
      registerPieces(),
    );
    log(`attendance: ${result.registers} registers`);

    // The entries, a month at a time, into the month's partition.
    const months = [...new Set(days.map((d) => d.month))];
    for (const month of months) {
      const monthDays = days.filter((d) => d.month === month);
      function* entryPieces() {
        let lines: string[] = [];
        for (const p of plan) {
          const est = p.site.establishmentId;
          for (const d of monthDays) {
            const registerId = p.registerIds.get(d.date);
            if (!registerId) continue;
            const closed = d.date === p.closed && !d.sunday;
            const head = `\t${registerId}\t${d.date}\t${est}\t`;
            const workers = p.site.workers;
            for (let s = 0; s < workers.length; s++) {
              const w = workers[s]!;
              if (w.joined > d.date) continue;
              lines.push(`${randomUUID()}${head}${w.id}\t${entryText(p.site, s, d, closed, span)}\n`);
              if (lines.length === 5000) {
                yield lines.join('');
                lines = [];
              }
            }
          }
        }
        if (lines.length) yield lines.join('');
      }
      const copied = await copyRows(
        client,
        `copy attendance_entries_${month.replace('-', '_')} (id, register_id, register_date, establishment_id,
          employee_id, type, in_time, out_time, worked_minutes, rest_minutes, overtime_hours, source, submitted_on)
          from stdin`,
        entryPieces(),
      );
      result.entries += copied;
      log(`attendance: ${month}, ${copied.toLocaleString('en-IN')} entries`);
    }
    // The registers' counts, which the entry triggers keep, were not kept for rows written with them off.
    await client.query('select recount_attendance_register_counts()');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return result;
}
