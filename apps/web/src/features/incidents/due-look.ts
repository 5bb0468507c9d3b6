/**
 * How a step's due time looks (spec: amber when due soon, red when overdue): a pending step past its due time is
 * overdue (red); one due within DUE_SOON_HOURS is due soon (amber); else it is pending with time to spare. A submitted
 * step or one with no clock has no due look. Compared as instants, so it holds across midnight in any zone.
 */
export const DUE_SOON_HOURS = 48;

export type DueLook = 'overdue' | 'soon' | 'pending';

export const DUE_COLORS: Record<DueLook, string> = { overdue: 'red', soon: 'orange', pending: 'blue' };

export function dueLook(dueOn: string, now: Date = new Date()): DueLook {
  const left = Date.parse(dueOn) - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_HOURS * 3_600_000 ? 'soon' : 'pending';
}
