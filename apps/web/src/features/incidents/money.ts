import { formatRupeesFromPaise, parsePaise } from '@anupalan/shared';

/** Rupee text ('1500', '1500.5') as '₹1,500.50' with Indian grouping; never through a binary float. */
export function formatRupeeText(text: string): string {
  const paise = parsePaise(text.trim());
  return paise === null ? text : formatRupeesFromPaise(paise);
}
