/**
 * Date and time display in Indian conventions, always in Asia/Kolkata whatever the machine's zone.
 * Intl is available in browsers and Node alike, so no library is needed for display.
 */
export const IST_TIME_ZONE = 'Asia/Kolkata';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** One formatter per set of options: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', { timeZone: IST_TIME_ZONE, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

function parts(value: DateInput, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of formatterOf(options).formatToParts(toDate(value))) {
    out[p.type] = p.value;
  }
  return out;
}

/** dd/MM/yyyy */
export function formatDate(value: DateInput): string {
  const p = parts(value, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}/${p.month}/${p.year}`;
}

/** hh:mm a (12-hour, upper-case AM/PM) */
export function formatTime(value: DateInput): string {
  const p = parts(value, { hour: '2-digit', minute: '2-digit', hour12: true });
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** dd/MM/yyyy hh:mm a */
export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** MMM dd, yyyy hh:mm a (used for last login). */
export function formatLastLogin(value: DateInput): string {
  const p = parts(value, { day: '2-digit', month: 'short', year: 'numeric' });
  return `${p.month} ${p.day}, ${p.year} ${formatTime(value)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd MMM yyyy, h:mm a (comments and their replies, spec part 1, section 9), e.g. '05 Nov 2026, 4:45 PM'. */
export function formatCommentTime(value: DateInput): string {
  const p = parts(value, {
    day: '2-digit',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${p.day} ${MONTHS[Number(p.month) - 1]} ${p.year}, ${Number(p.hour)}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** The calendar date (yyyy-mm-dd) of an instant in Asia/Kolkata: the business day. */
export function istDateKey(value: DateInput = new Date()): string {
  const p = parts(value, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** Turns a dd/MM/yyyy string into yyyy-mm-dd, or null when it is not a real calendar date. */
export function parseDisplayDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year === 0 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}
