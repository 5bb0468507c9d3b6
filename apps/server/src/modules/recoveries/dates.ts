/** yyyy-mm-dd arithmetic for the recovery and maternity registers (calendar dates: no time zone is involved). */

/** The date `days` days after a yyyy-mm-dd date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** dd/MM/yyyy, the product's display of a date, from yyyy-mm-dd. */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** numerator / denominator rounded to the nearest integer, a half going up; both non-negative, exact. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}
