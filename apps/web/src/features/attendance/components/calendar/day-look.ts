import type { CalendarDay } from '../../calendar';

/** How a day looks and what it is called: its colour class, and the key of its label in the catalogue. */
export type DayLook =
  | 'blocked'
  | 'red'
  | 'amber'
  | 'holiday'
  | 'pending'
  | 'completed'
  | 'closed'
  | 'weekOff';

/**
 * A day's look: a day that cannot be opened is greyed; a working day with no register is amber, red once
 * overdue; the weekly holiday with no register is plain; a register shows its state.
 */
export function dayLook(day: CalendarDay): DayLook {
  if (day.blocked && day.state === 'none') return 'blocked';
  if (day.state !== 'none') return day.state;
  if (day.warning) return day.warning;
  return 'holiday';
}

/** Every look, in the order the legend lists them. */
export const LEGEND: readonly DayLook[] = [
  'pending',
  'completed',
  'weekOff',
  'closed',
  'amber',
  'red',
  'holiday',
];
