export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The keys of the four skill categories in a minimum-wage body, in the order of SKILL_CATEGORIES. */
export const SKILL_KEYS = ['highlySkilled', 'skilled', 'semiSkilled', 'unskilled'] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

/** Licence types an establishment holds (LAW.md rules 1, 2 and 16). */
export const LICENSE_TYPES = [
  { id: 1, name: 'Labour licence (Contract Labour Act / OSH Code)' },
  { id: 2, name: 'BOCW establishment registration' },
  { id: 3, name: 'Insurance under the Employees’ Compensation Act' },
] as const;

/** An amount in rupees with at most two decimals, as typed: exact, never a float. */
export const RUPEES_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Rupees text ('650', '650.5', '650.50') to integer paise. */
export function rupeesToPaise(text: string): number {
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer paise to rupees text with two decimals. */
export function paiseToRupees(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The overtime rate when the notification gives none: twice the hourly minimum wage, hourly = daily / 8
 * (LAW.md rule 12), rounded to the paisa, half up.
 */
export function defaultOvertimePaise(basicPaise: number, daPaise: number): number {
  return Math.floor(((basicPaise + daPaise) * 2 + 4) / 8);
}
