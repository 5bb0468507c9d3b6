import { istDateKey } from './date.js';

const DAY_MS = 86_400_000;

export type DueStatus =
  | { kind: 'overdue'; days: number }
  | { kind: 'dueIn'; days: number }
  | { kind: 'today' };

/** Whole calendar days from one yyyy-mm-dd to another (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Where a due date (yyyy-mm-dd, or an instant taken as its day in India) stands today in Asia/Kolkata:
 * 'Overdue by N Day(s)', 'Due in N Day(s)' or 'Due Today' (spec part 2, the compliance dashboard).
 */
export function dueStatus(dueOn: string, now: Date = new Date()): DueStatus {
  const due = /^\d{4}-\d{2}-\d{2}$/.test(dueOn) ? dueOn : istDateKey(dueOn);
  const days = daysBetween(istDateKey(now), due);
  if (days === 0) return { kind: 'today' };
  return days < 0 ? { kind: 'overdue', days: -days } : { kind: 'dueIn', days };
}

/** The spec's English words for a due status. */
export function formatDueStatus(status: DueStatus): string {
  if (status.kind === 'today') return 'Due Today';
  return status.kind === 'overdue' ? `Overdue by ${status.days} Day(s)` : `Due in ${status.days} Day(s)`;
}
