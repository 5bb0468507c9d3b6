/**
 * Device punches (biometric or face-recognition terminals) turned into attendance: a pure function, no database.
 *
 * A terminal records a punch whenever a worker presents a finger or a face; it neither knows nor says whether the
 * punch is an in or an out. So, per worker, in time order:
 * 1. a punch within `duplicateMinutes` of the worker's previous kept punch is a duplicate (a second press of the
 *    same finger, two terminals at one gate) and dropped;
 * 2. a shift is the run of punches that starts with a punch and takes each next one that comes within
 *    `maxGapHours` of the one before and within `maxShiftHours` of the shift's first punch; a later punch starts
 *    the next shift. A night shift (in at 20:00, out at 06:00) is one shift across midnight;
 * 3. the shift's first punch is its in time, its last its out time; in between, each out-and-back pair (the 2nd and
 *    3rd punch, the 4th and 5th, ...) is rest taken. The shift belongs to the day of its in punch.
 * A shift of one punch has no out time: it proposes nothing and is reported for review.
 *
 * Times are wall-clock local times (Asia/Kolkata has no daylight saving), held as minutes since 1970-01-01 00:00
 * of that wall clock, so that adding a day never meets a time zone.
 */

export interface PunchOptions {
  duplicateMinutes: number;
  maxGapHours: number;
  maxShiftHours: number;
}

export const DEFAULT_PUNCH_OPTIONS: PunchOptions = {
  duplicateMinutes: 2,
  maxGapHours: 14,
  maxShiftHours: 16,
};

/** One line of a punch log: the worker's code as the terminal knows it and the local date-time of the punch. */
export interface Punch {
  code: string;
  /** Minutes since 1970-01-01 00:00 of the local wall clock. */
  at: number;
  /** The line or row of the file it came from (for the review). */
  row: number;
}

export interface Shift {
  code: string;
  /** The day the shift belongs to: the day of its in punch (yyyy-mm-dd). */
  day: string;
  /** Local date-times 'yyyy-mm-dd HH:mm'. */
  inAt: string;
  outAt: string | null;
  /** Out minus in, minus rest (minutes); null without an out punch. */
  workedMinutes: number | null;
  restMinutes: number;
  punches: number;
  /** What a reviewer should look at: one punch only, or an odd number (a rest whose return was not punched). */
  note: 'single_punch' | 'odd_punches' | null;
  rows: number[];
}

export interface PairResult {
  shifts: Shift[];
  duplicates: Punch[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes of the wall clock as 'yyyy-mm-dd HH:mm'. */
export function wallTime(minutes: number): string {
  const d = new Date(minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The wall clock's minutes of a date and time ('yyyy-mm-dd', hours, minutes). */
export function wallMinutes(day: string, hours: number, minutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
}

function shiftOf(code: string, punches: Punch[]): Shift {
  const first = punches[0]!;
  const last = punches[punches.length - 1]!;
  const single = punches.length === 1;
  let rest = 0;
  // Out at the 2nd punch, back at the 3rd; out at the 4th, back at the 5th; ... The last punch is the out time.
  for (let i = 1; i + 2 < punches.length; i += 2) {
    rest += punches[i + 1]!.at - punches[i]!.at;
  }
  return {
    code,
    day: wallTime(first.at).slice(0, 10),
    inAt: wallTime(first.at),
    outAt: single ? null : wallTime(last.at),
    workedMinutes: single ? null : last.at - first.at - rest,
    restMinutes: rest,
    punches: punches.length,
    note: single ? 'single_punch' : punches.length % 2 === 1 ? 'odd_punches' : null,
    rows: punches.map((p) => p.row),
  };
}

/** Every worker's punches as shifts, with the duplicates that were dropped; shifts by code, then in time. */
export function pairPunches(
  punches: readonly Punch[],
  options: PunchOptions = DEFAULT_PUNCH_OPTIONS,
): PairResult {
  const byCode = new Map<string, Punch[]>();
  for (const p of punches) {
    const list = byCode.get(p.code);
    if (list) list.push(p);
    else byCode.set(p.code, [p]);
  }
  const shifts: Shift[] = [];
  const duplicates: Punch[] = [];
  const codes = [...byCode.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const code of codes) {
    const sorted = byCode.get(code)!.sort((a, b) => a.at - b.at || a.row - b.row);
    const kept: Punch[] = [];
    for (const p of sorted) {
      const previous = kept[kept.length - 1];
      if (previous && p.at - previous.at <= options.duplicateMinutes) duplicates.push(p);
      else kept.push(p);
    }
    let current: Punch[] = [];
    for (const p of kept) {
      const first = current[0];
      const previous = current[current.length - 1];
      if (
        first &&
        previous &&
        (p.at - previous.at > options.maxGapHours * 60 || p.at - first.at > options.maxShiftHours * 60)
      ) {
        shifts.push(shiftOf(code, current));
        current = [];
      }
      current.push(p);
    }
    if (current.length > 0) shifts.push(shiftOf(code, current));
  }
  return { shifts, duplicates };
}
