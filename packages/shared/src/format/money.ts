/**
 * Money is carried as integer paise (or a decimal string from the database), never as a binary float
 * in calculations. These format it in rupees with Indian digit grouping (12,34,567.89).
 */
const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-IN');

/** ₹ with two decimals, from integer paise. */
export function formatRupeesFromPaise(paise: number | bigint): string {
  const value = BigInt(paise);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rupees = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, '0');
  const whole = plain.format(rupees);
  return `${negative ? '-' : ''}₹${whole}.${rest}`;
}

/** Indian grouping for counts (1,23,456). */
export function formatCount(value: number): string {
  return plain.format(value);
}

/** Indian grouping with two decimals for a decimal string such as '1234567.5'. */
export function formatDecimal(value: string | number): string {
  return grouping.format(Number(value));
}
