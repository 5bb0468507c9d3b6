/**
 * Input formats of the form engine (spec part 1, section 5): dates typed as DD/MM/YYYY with the slashes
 * inserted automatically, and 12-hour HH:MM times with an AM/PM chooser. Values are kept as yyyy-mm-dd and
 * 24-hour HH:MM, so the server and the database never parse display text.
 */

/** What a date input shows as the user types: digits only, slashes after day and month, at most 10 chars. */
export function maskDateTyping(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Why a typed date is not acceptable yet, or null when it is a whole valid date. */
export function dateTypingError(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return 'Enter the date as DD/MM/YYYY';
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (day < 1 || day > 31) return 'Day must be from 1 to 31';
  if (month < 1 || month > 12) return 'Month must be from 1 to 12';
  if (year === 0) return 'Year cannot be zero';
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return 'Invalid Date';
  return null;
}

export type Meridiem = 'AM' | 'PM';

/** The default AM/PM of a time field: out_time fields default to PM, others to AM. */
export function defaultMeridiem(colName: string): Meridiem {
  return /(^|\.)out_?time$/i.test(colName) ? 'PM' : 'AM';
}

/** Validates 'hh:mm' as typed in a 12-hour field: hour 1-12 (not 00), minutes 0-59. */
export function timeTypingError(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return 'Enter the time as HH:MM';
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12) return 'Hour must be from 1 to 12';
  if (minute > 59) return 'Minutes must be from 0 to 59';
  return null;
}

/** 12-hour 'hh:mm' + AM/PM to the stored 24-hour 'HH:MM'. */
export function to24Hour(text: string, meridiem: Meridiem): string {
  const [h, m] = text.split(':').map(Number) as [number, number];
  const hour = (h % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The stored 24-hour 'HH:MM' to what a 12-hour field shows. */
export function to12Hour(value: string): { text: string; meridiem: Meridiem } {
  const [h, m] = value.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return {
    text: `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
    meridiem: h < 12 ? 'AM' : 'PM',
  };
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * An out-time earlier than or equal to the in-time belongs to the next day (a night shift).
 * Returns the out instant's date and whether it moved; dates are yyyy-mm-dd.
 */
export function resolveOutTime(
  date: string,
  inTime: string,
  outTime: string,
): { outDate: string; nextDay: boolean } {
  if (minutesOf(outTime) > minutesOf(inTime)) return { outDate: date, nextDay: false };
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { outDate: next.toISOString().slice(0, 10), nextDay: true };
}

/** Worked minutes between in and out, with the next-day rule. */
export function workedMinutes(inTime: string, outTime: string): number {
  const diff = minutesOf(outTime) - minutesOf(inTime);
  return diff > 0 ? diff : diff + 24 * 60;
}
