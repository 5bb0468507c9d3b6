import { parseDisplayDate } from '@anupalan/shared';

/**
 * Cells of the attendance files as people type them (pure). Dates DD/MM/YYYY (or yyyy-mm-dd, DD-MM-YYYY,
 * DD.MM.YYYY); times on the 12-hour clock ('8:05 AM', '08:05 pm', '8 AM') or the 24-hour clock ('08:05', '20:05',
 * '8.05', with seconds or without).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as yyyy-mm-dd, or null when it is not a real calendar date. */
export function parseDay(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return parseDisplayDate(`${pad(Number(m[3]))}/${pad(Number(m[2]))}/${m[1]}`);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return parseDisplayDate(`${pad(Number(m[1]))}/${pad(Number(m[2]))}/${m[3]}`);
  return null;
}

/** A time of day as minutes after midnight (0..1439), or null when it is not one. */
export function parseClock(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))?(?::(\d{2}))? ?([ap])\.? ?m\.?$/.exec(t);
  if (twelve) {
    const h = Number(twelve[1]);
    const min = Number(twelve[2] ?? 0);
    if (h < 1 || h > 12 || min > 59 || Number(twelve[3] ?? 0) > 59) return null;
    return ((h % 12) + (twelve[4] === 'p' ? 12 : 0)) * 60 + min;
  }
  const day = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?$/.exec(t);
  if (day) {
    const h = Number(day[1]);
    const min = Number(day[2]);
    if (h > 23 || min > 59 || Number(day[3] ?? 0) > 59) return null;
    return h * 60 + min;
  }
  return null;
}

/** Minutes after midnight as 'HH:mm' (24-hour, the wire's form). */
export const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Minutes after midnight on the 12-hour clock, as the files and the browser show it ('08:05 AM'). */
export function clock12(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(minutes % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A date and a time in one cell ('20/11/2026 08:05', '2026-11-20T20:05:31', '20-11-2026 8:05 PM'). A date alone is
 * midnight: a spreadsheet's date-and-time cell at 00:00 reads as its day only (lib/sheet-file.ts).
 */
export function parseStamp(text: string): { day: string; minutes: number } | null {
  const alone = parseDay(text);
  if (alone) return { day: alone, minutes: 0 };
  const m = /^(\S+)[ T]+(.+)$/.exec(text.trim());
  if (!m) return null;
  const day = parseDay(m[1]!);
  const minutes = parseClock(m[2]!.replace(/(\.\d+)?(z|[+-]\d{2}:?\d{2})?$/i, ''));
  return day && minutes !== null ? { day, minutes } : null;
}

export const ENTRY_TYPES = ['present', 'absent', 'paid_leave', 'week_off'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The types as the files and the register show them. */
export const TYPE_LABELS: Record<EntryType, string> = {
  present: 'Present',
  absent: 'Absent',
  paid_leave: 'Paid Leave',
  week_off: 'Weekly Off',
};

const TYPE_WORDS = new Map<string, EntryType>([
  ['present', 'present'],
  ['p', 'present'],
  ['absent', 'absent'],
  ['a', 'absent'],
  ['paid leave', 'paid_leave'],
  ['paid_leave', 'paid_leave'],
  ['pl', 'paid_leave'],
  ['leave', 'paid_leave'],
  ['weekly off', 'week_off'],
  ['week off', 'week_off'],
  ['week_off', 'week_off'],
  ['wo', 'week_off'],
]);

/** A type cell ('Present', 'P', 'Paid Leave', 'PL', 'Weekly Off', 'WO', any case), or null. */
export function parseType(text: string): EntryType | null {
  return TYPE_WORDS.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** Overtime hours: a number from 0 to 24 with at most two decimals ('1.5', '2'), or null. */
export function parseHours(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n <= 24 ? n : null;
}

/** Whole minutes from 0 to 1440, or null. */
export function parseMinutes(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n <= 1440 ? n : null;
}
