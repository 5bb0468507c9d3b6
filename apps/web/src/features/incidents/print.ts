import { formatDate } from '@anupalan/shared';

const enc = encodeURIComponent;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a print range (yyyy-mm-dd): each date required and whole, the start not after the end. */
export function rangeProblems(
  from: string,
  to: string,
): Partial<Record<'from' | 'to', 'required' | 'order'>> {
  const problems: Partial<Record<'from' | 'to', 'required' | 'order'>> = {};
  if (!DAY.test(from)) problems.from = 'required';
  if (!DAY.test(to)) problems.to = 'required';
  if (!problems.from && !problems.to && from > to) problems.to = 'order';
  return problems;
}

/** yyyy-mm-dd as dd/MM/yyyy, the reports' query form (spec part 2, section 7). */
const shown = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/**
 * The registers printed for a range: Form C at GET /api/reports/establishments/{id}/deductions (the spec's), Form E
 * beside it at .../maternity.
 */
const PRINTS = { formC: 'deductions', formE: 'maternity' } as const;
export type RegisterPrint = keyof typeof PRINTS;

/** A register's printable between two dates (yyyy-mm-dd), dated dd/MM/yyyy in its query. */
export const printPath = (print: RegisterPrint, establishmentId: string, from: string, to: string) =>
  `/api/reports/establishments/${enc(establishmentId)}/${PRINTS[print]}?${new URLSearchParams({
    from_date: shown(from),
    to_date: shown(to),
  })}`;
