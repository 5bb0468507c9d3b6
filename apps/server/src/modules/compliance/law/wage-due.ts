import { LABOUR_CODES_IN_FORCE, valueOn } from './parameters.js';

/**
 * The day by which a wage period's wages are paid (paid on that day is in time), as the WAGES-PAID-LATE and
 * WAGE-REGISTER-MISSING rules compute it in SQL (paymentDueSql, wage-rules.ts): a period ending before 21/11/2025
 * by the Payment of Wages Act s.5(1) (the 7th day after its last day; the 10th with 1,000 or more workers); one
 * ending on or after it by the Code on Wages s.17(1), by its length: 1 day daily (that day), up to 7 weekly (its last
 * day that is not the weekly holiday), up to 16 fortnightly (2 days after), longer monthly (the 7th of the month
 * after the one it ends in). The seeds use it to pay on time or late on purpose; wage-rules.test.ts holds the two
 * to the same answers.
 */
export function wagePaymentDueDay(
  from: string,
  to: string,
  workers: number,
  weeklyHoliday: string | null = null,
): string {
  const on = (id: string) => valueOn(id, to)!;
  if (to < LABOUR_CODES_IN_FORCE) {
    const large = workers >= on('wages.large-establishment-workers');
    return addDays(to, on(large ? 'wages.payment-days-large' : 'wages.payment-days'));
  }
  const length = dayNumber(to) - dayNumber(from) + 1;
  if (length <= 1) return to;
  if (length <= 7) {
    for (let day = to; day >= from; day = addDays(day, -1)) if (weekDay(day) !== weeklyHoliday) return day;
    return to;
  }
  if (length <= 16) return addDays(to, on('wages.fortnightly-payment-days'));
  const next = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return addDays(next.toISOString().slice(0, 10), on('wages.monthly-payment-day') - 1);
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekDay = (date: string) => WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
