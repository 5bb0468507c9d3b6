import {
  formatDateTime,
  formatRupeesFromPaise,
  parsePaise,
  WAGES_PAGE_SIZE,
  type WageEntryDisplayStatus,
  type WageRegisterStatus,
} from '@anupalan/shared';

/**
 * The wage screens' pure pieces: dates, money, statuses, the year pager and paging. Money arrives as rupee text
 * with two decimals ('123456.00', numeric(12,2) as the server holds it) and is shown in rupees with Indian
 * grouping ('₹1,23,456.00'); it never passes through a binary float.
 */

/** yyyy-mm-dd (or a timestamp starting with one) as DD/MM/YYYY, with no time zone involved. */
export function formatDay(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A wage period, '01/11/2026 - 30/11/2026'. */
export const formatPeriod = (from: string, to: string) => `${formatDay(from)} - ${formatDay(to)}`;

/** An instant (ISO timestamp) as DD/MM/YYYY hh:mm a in India. */
export const formatMoment = (instant: string) => formatDateTime(instant);

/** Rupee text as '₹1,23,456.00'; a negative amount keeps its sign; text that is not an amount is shown as it is. */
export function formatRupees(text: string): string {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const paise = parsePaise(negative ? trimmed.slice(1) : trimmed);
  if (paise === null) return text;
  return formatRupeesFromPaise(negative ? -paise : paise);
}

/** A register's status as the screens name it ('created' while entries are being filled), and its colour. */
export type RegisterStatusKey = WageRegisterStatus | 'created';
export function registerStatusKey(status: WageRegisterStatus | null): RegisterStatusKey {
  return status ?? 'created';
}
export const REGISTER_STATUS_COLORS: Record<RegisterStatusKey, string> = {
  created: 'orange',
  register_completed: 'blue',
  payslips_given: 'teal',
  paid_and_signed: 'green',
  cancelled: 'gray',
};

/**
 * An entry's status colour (spec part 2, section 4): Pending and Revision Pending not submitted (orange, red for a
 * revision), Completed green, Completed after register submission with a black marker (dark).
 */
export const ENTRY_STATUS_COLORS: Record<WageEntryDisplayStatus, string> = {
  Pending: 'orange',
  'Revision Pending': 'red',
  Completed: 'green',
  'Completed after register submission': 'dark',
};

/** The registers' list shows a calendar year: its first and last day as the query wants them (dd/MM/yyyy). */
export function yearRange(year: number): { start_date: string; end_date: string } {
  return { start_date: `01/01/${year}`, end_date: `31/12/${year}` };
}

/**
 * The years the pager can show: from the establishment's commencement year (or the current year when it has none,
 * or when it lies ahead) up to the current year. A year outside is brought inside.
 */
export function yearBounds(commencementDate: string | null, today: string): { first: number; last: number } {
  const last = Number(today.slice(0, 4));
  const started = commencementDate ? Number(commencementDate.slice(0, 4)) : last;
  return { first: Math.min(started, last), last };
}
export function clampYear(year: number, bounds: { first: number; last: number }): number {
  if (!Number.isInteger(year)) return bounds.last;
  return Math.min(Math.max(year, bounds.first), bounds.last);
}

/** How many pages of 25 hold `count` rows (spec part 2, section 9: total / 25 rounded up). */
export function pageCount(count: number, pageSize = WAGES_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(count / pageSize));
}

/** The register a start date opens: the live one starting that day, else a cancelled one, else none. */
export function registerStartingOn<T extends { from_date: string; status: WageRegisterStatus | null }>(
  registers: readonly T[],
  date: string,
): T | null {
  const starting = registers.filter((r) => r.from_date.slice(0, 10) === date);
  return starting.find((r) => r.status !== 'cancelled') ?? starting[0] ?? null;
}
