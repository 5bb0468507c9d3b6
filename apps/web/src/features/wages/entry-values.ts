import {
  formatRupeesFromPaise,
  parsePaise,
  RUPEES_PATTERN,
  WAGE_PAYMENT_MODES,
  type WageEntry,
  type WageEntryValues,
  type WagePaymentMode,
} from '@anupalan/shared';

/** The amounts a person enters in the side panel (the server computes basic, DA, overtime and recoveries). */
export const EARNING_FIELDS = ['hra', 'other_earnings'] as const;
export const DEDUCTION_FIELDS = [
  'pf',
  'esic',
  'society',
  'income_tax',
  'insurance',
  'other_deductions',
] as const;
export type AmountField = (typeof EARNING_FIELDS)[number] | (typeof DEDUCTION_FIELDS)[number];
const AMOUNT_FIELDS: readonly AmountField[] = [...EARNING_FIELDS, ...DEDUCTION_FIELDS];

/** The side panel's form as typed: every amount as text, so nothing is rounded on the way. */
export interface WageDraft extends Record<AmountField, string> {
  payment_mode: WagePaymentMode | '';
  payment_reference: string;
  remarks: string;
}
export type DraftField = keyof WageDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The text the contract refuses an amount with (shared: the server says the same). */
export const AMOUNT_MESSAGE = 'Enter an amount in rupees with at most two decimals';

/** '0.00' shows as an empty box (nothing entered); any other amount as the server holds it. */
const typed = (amount: string) => (parsePaise(amount) === 0 ? '' : amount);

export function draftOf(entry: WageEntry): WageDraft {
  const amounts = Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, typed(entry[f])])) as Record<
    AmountField,
    string
  >;
  return {
    ...amounts,
    payment_mode: entry.payment_mode ?? '',
    payment_reference: entry.payment_reference ?? '',
    remarks: entry.remarks ?? '',
  };
}

/** An amount box: empty (nought) or rupees with at most two decimals, no sign. */
const amountOk = (text: string) => text.trim() === '' || RUPEES_PATTERN.test(text.trim());

export function draftErrors(draft: WageDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of AMOUNT_FIELDS) if (!amountOk(draft[field])) errors[field] = AMOUNT_MESSAGE;
  return errors;
}

/** What is sent: amounts as typed ('' is nought), the payment mode or null, texts trimmed or null. */
export function valuesOf(draft: WageDraft): WageEntryValues {
  const amounts = Object.fromEntries(
    AMOUNT_FIELDS.map((f) => [f, draft[f].trim() === '' ? '0' : draft[f].trim()]),
  ) as Record<AmountField, string>;
  return {
    ...amounts,
    payment_mode: WAGE_PAYMENT_MODES.includes(draft.payment_mode as WagePaymentMode)
      ? (draft.payment_mode as WagePaymentMode)
      : null,
    payment_reference: draft.payment_reference.trim() || null,
    remarks: draft.remarks.trim() || null,
  };
}

const paiseOf = (text: string) => (text.trim() === '' ? 0 : parsePaise(text));

/** The totals of what is on screen, in paise, exactly; null while an amount is not one. */
export interface DraftTotals {
  grossPaise: number;
  deductionsPaise: number;
  netPaise: number;
  /** Deductions over half of gross: the server refuses it (Payment of Wages Act s.7(3); Code on Wages s.18). */
  overHalf: boolean;
}

/**
 * Gross = basic + DA + overtime (the server's) + HRA + other earnings; deductions = recoveries (the server's) +
 * PF + ESIC + society + income tax + insurance + others; net = gross - deductions. Compared exactly: 2 x
 * deductions > gross is over half, exactly half is allowed.
 */
export function draftTotals(entry: WageEntry, draft: WageDraft): DraftTotals | null {
  const computed = [entry.basic, entry.da, entry.overtime].map(parsePaise);
  const recoveries = parsePaise(entry.recoveries);
  const earnings = EARNING_FIELDS.map((f) => paiseOf(draft[f]));
  const deductions = DEDUCTION_FIELDS.map((f) => paiseOf(draft[f]));
  const all = [...computed, recoveries, ...earnings, ...deductions];
  if (all.some((p) => p === null)) return null;
  const sum = (list: (number | null)[]) => list.reduce<number>((total, p) => total + (p ?? 0), 0);
  const grossPaise = sum([...computed, ...earnings]);
  const deductionsPaise = sum([recoveries, ...deductions]);
  return {
    grossPaise,
    deductionsPaise,
    netPaise: grossPaise - deductionsPaise,
    overHalf: 2 * deductionsPaise > grossPaise,
  };
}

export const rupeesOfPaise = (paise: number) => formatRupeesFromPaise(paise);
