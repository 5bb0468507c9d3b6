import { istDateKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { attendanceEntries, attendanceRegisters } from '../schema/index.js';

/**
 * The demo's attendance (Form D) from the first day of the third month before this one (at least six weeks; the
 * demo's wage registers of those months, demo-wages.ts, need it complete), counted back from today in Asia/Kolkata,
 * for the two sites with workers: the Hinkal labour camp (Shree Ganesh Constructions, with Manjunath Electricals'
 * crew) and the Bogadi batching plant (Kaveri Builders). What a site's register really looks like: Sundays marked weekly
 * off (some automatically), a day closed for rain, absences and paid leave, overtime on concreting days, the
 * adolescents on their short recorded hours, a night pour at the plant. Today's camp register is being filled
 * (the subcontractor's crew done, the contractor's pending), yesterday's still has two entries to submit, and a
 * few days were never opened, so the calendar shows amber and red days. Nothing is invented for the compliance
 * engine: the morning run (demo.ts) finds in these entries an unrecorded long day, a Sunday concrete pour that
 * gave some workers seven days in a row, a loader operator kept more than 12 hours, and the missing registers.
 */

const DAYS_BACK = 42;

/** Days from the first day of the third month before today's to today, and at least DAYS_BACK. */
export function demoAttendanceDaysBack(today: string) {
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 3);
  return Math.max(DAYS_BACK, Math.round((Date.parse(`${today}T00:00:00Z`) - first.getTime()) / 86_400_000));
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekDay = (date: string) => WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** A small stable number from a text (the same worker and day give the same choice on every seeding). */
function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % 1000;
}

/** 'HH:mm' plus minutes, and whether it runs past midnight. */
function clock(hhmm: string, plus: number) {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + plus;
  const within = ((total % 1440) + 1440) % 1440;
  const text = `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
  return { text, nextDay: total >= 1440 };
}

interface Worker {
  id: string;
  code: string;
  joined: string;
  exit: string | null;
  subcontractor: boolean;
  designation: string;
}

type Entry = typeof attendanceEntries.$inferInsert;

interface Shift {
  /** 'HH:mm' */
  in: string;
  /** Minutes from in to out. */
  length: number;
  rest: number;
  overtime?: number;
}

/** A present entry for a shift (the out time on the next day when the shift runs past midnight). */
function present(
  day: string,
  s: Shift,
): Pick<Entry, 'type' | 'inTime' | 'outTime' | 'workedMinutes' | 'restMinutes' | 'overtimeHours'> {
  const out = clock(s.in, s.length);
  return {
    type: 'present',
    inTime: `${day} ${s.in}:00`,
    outTime: `${out.nextDay ? addDays(day, 1) : day} ${out.text}:00`,
    workedMinutes: s.length - s.rest,
    restMinutes: s.rest,
    overtimeHours: String(s.overtime ?? 0),
  };
}

async function workersOf(tx: Tx, establishmentId: string): Promise<Worker[]> {
  const rows = (await tx.execute(sql`select id, employee_code, date_of_joining::text as joined,
      exit_date::text as exit, subcontractor_agency_id is not null as sub, designation
    from employees where establishment_id = ${establishmentId} order by employee_code`)) as unknown as {
    rows: {
      id: string;
      employee_code: string;
      joined: string;
      exit: string | null;
      sub: boolean;
      designation: string;
    }[];
  };
  return rows.rows.map((r) => ({
    id: r.id,
    code: r.employee_code,
    joined: r.joined,
    exit: r.exit,
    subcontractor: r.sub,
    designation: r.designation,
  }));
}

async function userId(tx: Tx, email: string) {
  const rows = (await tx.execute(sql`select id from users where email_address = ${email}`)) as unknown as {
    rows: { id: string }[];
  };
  return rows.rows[0]?.id ?? null;
}

async function weeklyHoliday(tx: Tx, establishmentId: string) {
  const rows = (await tx.execute(
    sql`select body ->> 'weeklyHoliday' as day from establishments where id = ${establishmentId}`,
  )) as unknown as { rows: { day: string | null }[] };
  return rows.rows[0]?.day ?? 'Sunday';
}

interface DayPlan {
  /** Days never opened (amber within 7 days, red beyond). */
  missing: Set<string>;
  closed: Map<string, string>;
  /** Holidays marked 'Mark each attendance manually' (work on the weekly holiday). */
  manualHoliday: Set<string>;
  /** Days still being filled: these workers' entries are left unsubmitted (null: everyone's). */
  pending: Map<string, (w: Worker) => boolean>;
  /** The day's entry of a worker, or null for none (absent from the register). */
  entry(
    day: string,
    w: Worker,
    holiday: boolean,
  ): Omit<Entry, 'registerId' | 'registerDate' | 'establishmentId' | 'employeeId'>;
}

/** The `n`-th day counted back from today that is not the weekly holiday, starting `from` days back. */
function workingDayBack(today: string, holiday: string, from: number, n = 0) {
  let found = -1;
  for (let k = from; k <= DAYS_BACK; k++) {
    if (weekDay(addDays(today, -k)) !== holiday && ++found === n) return addDays(today, -k);
  }
  return addDays(today, -from);
}

async function writeRegisters(
  tx: Tx,
  establishmentId: string,
  workers: Worker[],
  plan: DayPlan,
  by: { contractor: string | null; subcontractor: string | null },
  holiday: string,
) {
  const today = istDateKey();
  const daysBack = demoAttendanceDaysBack(today);
  const first = addDays(today, -daysBack);
  await tx.execute(sql`select ensure_attendance_partitions(${first}::date, ${today}::date)`);
  const entries: Entry[] = [];
  let sundays = 0;
  for (let k = daysBack; k >= 0; k--) {
    const day = addDays(today, -k);
    const active = workers.filter((w) => w.joined <= day && (w.exit === null || w.exit >= day));
    if (active.length === 0 || plan.missing.has(day)) continue;
    const isHoliday = weekDay(day) === holiday;
    const closed = plan.closed.get(day) ?? null;
    const weekOffAll = isHoliday && !plan.manualHoliday.has(day);
    const pendingFor = plan.pending.get(day);
    // When the day's entries were submitted and the register opened (never later than now, for today).
    const notAfterNow = (d: Date) => (d.getTime() > Date.now() ? new Date() : d);
    const stamp = (w: Worker) =>
      notAfterNow(new Date(`${day}T${w.subcontractor ? '18:10' : '18:40'}:00+05:30`));
    const opened = notAfterNow(new Date(`${day}T08:05:00+05:30`));
    const rows: Omit<Entry, 'registerId'>[] = active.map((w) => {
      const base = { registerDate: day, establishmentId, employeeId: w.id };
      if (closed) return { ...base, type: null, source: 'form' as const };
      if (weekOffAll)
        return {
          ...base,
          type: 'week_off' as const,
          source: 'weekly_off' as const,
          submittedOn: stamp(w),
          submittedBy: by.contractor,
        };
      if (pendingFor?.(w)) return { ...base, type: null, source: 'form' as const };
      return {
        ...base,
        ...plan.entry(day, w, isHoliday),
        source: 'form' as const,
        submittedOn: stamp(w),
        submittedBy: w.subcontractor ? by.subcontractor : by.contractor,
      };
    });
    const completed = rows.every((r) => r.submittedOn);
    if (weekOffAll) sundays++;
    const [register] = await tx
      .insert(attendanceRegisters)
      .values({
        establishmentId,
        registerDate: day,
        status: completed ? 'completed' : 'pending',
        submittedOn: completed ? notAfterNow(new Date(`${day}T18:45:00+05:30`)) : null,
        isEstablishmentClosed: Boolean(closed),
        establishmentClosedReason: closed,
        isWeekOff: weekOffAll,
        // Every other Sunday was marked weekly off automatically on opening; the rest by hand.
        isAutomatic: weekOffAll && sundays % 2 === 1,
        weekOffChoice: isHoliday ? (weekOffAll ? 'all' : 'manual') : null,
        createdBy: by.contractor,
        createdAt: opened,
      })
      .returning({ id: attendanceRegisters.id });
    for (const r of rows) entries.push({ ...r, registerId: register!.id, createdAt: opened });
  }
  for (let i = 0; i < entries.length; i += 500)
    await tx.insert(attendanceEntries).values(entries.slice(i, i + 500));
  return entries.length;
}

/** Absent or on paid leave on about one working day in fifteen (the same days on every seeding). */
function away(day: string, w: Worker) {
  const h = hash(`${w.code}/${day}`);
  if (h < 45) return { type: 'absent' as const };
  if (h < 65) return { type: 'paid_leave' as const };
  return null;
}

const ADOLESCENT_SHIFTS: Record<string, Shift> = {
  // 4 h 30 min of work with the rest intervals their Form A particulars record.
  'SGC-0008': { in: '09:00', length: 330, rest: 60 },
  'ME-003': { in: '09:00', length: 300, rest: 30 },
};

/** The camp: 08:00 to 17:00 with an hour's rest; the concreting gangs stay two hours more, as overtime. */
function campPlan(today: string, holiday: string): DayPlan {
  const amber = workingDayBack(today, holiday, 2);
  const red = [workingDayBack(today, holiday, 10), workingDayBack(today, holiday, 10, 1)];
  const rain = workingDayBack(today, holiday, 17);
  const longDay = workingDayBack(today, holiday, 5);
  // The Sunday three to four weeks back: a slab was poured (after six days' work: seven in a row).
  let pour = addDays(today, -21);
  while (weekDay(pour) !== holiday) pour = addDays(pour, -1);
  const concreting = (day: string) => hash(`pour/${day}`) % 5 === 0;
  const gang = (w: Worker) =>
    /Mason|Bar bender|Shuttering|Helper/.test(w.designation) && !ADOLESCENT_SHIFTS[w.code];
  // The masons and the bar bender came in for the pour; the Monday after is their substituted rest day.
  const pourCrew = (w: Worker) => /^(Mason|Bar bender)/.test(w.designation) && !ADOLESCENT_SHIFTS[w.code];
  const substitute = addDays(pour, 1);
  const pourWeek = new Set(Array.from({ length: 7 }, (_, i) => addDays(pour, -i)));
  return {
    missing: new Set([amber, ...red]),
    closed: new Map([[rain, 'Heavy rain — site flooded']]),
    manualHoliday: new Set([pour]),
    pending: new Map<string, (w: Worker) => boolean>([
      // Today: the subcontractor's crew is submitted, most of the contractor's workers still pending.
      [today, (w) => !w.subcontractor && hash(`today/${w.code}`) % 4 !== 0],
      [addDays(today, -1), (w) => w.code === 'SGC-0004' || w.code === 'SGC-0010'],
    ]),
    entry(day, w, isHoliday) {
      const jitter = hash(`${w.code}/${day}/in`) % 11;
      const inAt = clock('08:00', jitter).text;
      if (isHoliday) {
        // The pour: 08:00 to 13:00 without a break (5 hours), recorded as overtime.
        if (pourCrew(w)) return present(day, { in: '08:00', length: 300, rest: 0, overtime: 5 });
        return { type: 'week_off' as const };
      }
      // The excavator operator stayed back to finish the trench: 10 hours, nothing recorded as overtime.
      if (day === longDay && w.code === 'SGC-0006')
        return present(day, { in: '07:30', length: 660, rest: 60 });
      if (day === substitute && pourCrew(w)) return { type: 'week_off' as const };
      // The pour crew did not miss a day of the week that ended in the pour.
      if (!(pourWeek.has(day) && pourCrew(w))) {
        const off = away(day, w);
        if (off) return off;
      }
      const adolescent = ADOLESCENT_SHIFTS[w.code];
      if (adolescent) return present(day, adolescent);
      if (concreting(day) && gang(w))
        return present(day, { in: inAt, length: 660 - (jitter % 5), rest: 60, overtime: 2 });
      return present(day, { in: inAt, length: 540 - (hash(`${w.code}/${day}/out`) % 6), rest: 60 });
    },
  };
}

/** The plant: 07:00 to 16:00; a night pour for the culvert; the loader operator's 12-and-a-half-hour day. */
function plantPlan(today: string, holiday: string): DayPlan {
  const night = workingDayBack(today, holiday, 8);
  const afterNight = addDays(night, 1);
  const spread = workingDayBack(today, holiday, 12);
  return {
    // Today's register is not opened yet (amber).
    missing: new Set([today]),
    closed: new Map(),
    manualHoliday: new Set(),
    pending: new Map(),
    entry(day, w, isHoliday) {
      if (isHoliday) return { type: 'week_off' as const };
      const nightCrew = w.code === 'BBP-101' || w.code === 'BBP-102';
      // 20:00 to 05:00 the next morning with half an hour's rest: 8 h 30 min, the half hour as overtime.
      if (day === night && nightCrew)
        return present(day, { in: '20:00', length: 540, rest: 30, overtime: 0.5 });
      if (day === afterNight && nightCrew) return { type: 'paid_leave' as const };
      // 06:00 to 18:30: 10 h 30 min of work (2 h 30 min overtime) but 12 h 30 min from in to out.
      if (day === spread && w.code === 'BBP-105')
        return present(day, { in: '06:00', length: 750, rest: 120, overtime: 2.5 });
      const off = away(day, w);
      if (off) return off;
      const jitter = hash(`${w.code}/${day}/in`) % 8;
      return present(day, { in: clock('06:55', jitter).text, length: 540 - (jitter % 4), rest: 60 });
    },
  };
}

/** Writes the demo's registers and entries; returns how many entries. */
export async function seedDemoAttendance(tx: Tx, sites: { camp: string; plant: string }) {
  const today = istDateKey();
  const by = {
    contractor: await userId(tx, 'contractor@demo.anupalan.in'),
    subcontractor: await userId(tx, 'subcontractor@demo.anupalan.in'),
  };
  const campHoliday = await weeklyHoliday(tx, sites.camp);
  const plantHoliday = await weeklyHoliday(tx, sites.plant);
  let count = await writeRegisters(
    tx,
    sites.camp,
    await workersOf(tx, sites.camp),
    campPlan(today, campHoliday),
    by,
    campHoliday,
  );
  count += await writeRegisters(
    tx,
    sites.plant,
    await workersOf(tx, sites.plant),
    plantPlan(today, plantHoliday),
    { contractor: await userId(tx, 'contractor2@demo.anupalan.in'), subcontractor: null },
    plantHoliday,
  );
  return count;
}
