import { formatDate, formatRupeesFromPaise, rupeesToPaise } from '@anupalan/shared';

/** A stored yyyy-mm-dd date as DD/MM/YYYY (the business day in India). */
export function formatDay(dateKey: string): string {
  return formatDate(`${dateKey.slice(0, 10)}T00:00:00+05:30`);
}

/** An amount the server sends as rupees text ('780.50') in rupees with Indian grouping (₹1,00,780.50). */
export function formatRupees(amount: string): string {
  return formatRupeesFromPaise(rupeesToPaise(amount));
}
