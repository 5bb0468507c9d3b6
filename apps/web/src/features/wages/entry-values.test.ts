import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGE, draftErrors, draftOf, draftTotals, valuesOf } from './entry-values';
import { wageEntry } from './test-data';

describe('the side panel values', () => {
  it('starts from the entry, noughts as empty boxes', () => {
    const draft = draftOf(wageEntry(1, { hra: '500.00', payment_mode: 'cash', remarks: 'Paid at site' }));
    expect(draft.hra).toBe('500.00');
    expect(draft.pf).toBe('');
    expect(draft.payment_mode).toBe('cash');
    expect(draft.remarks).toBe('Paid at site');
  });

  it('sends empty amounts as nought, texts trimmed, and no payment mode as null', () => {
    const draft = { ...draftOf(wageEntry(1)), hra: ' 250.5 ', payment_reference: '  ', remarks: ' ok ' };
    const values = valuesOf(draft);
    expect(values.hra).toBe('250.5');
    expect(values.pf).toBe('0');
    expect(values.payment_mode).toBeNull();
    expect(values.payment_reference).toBeNull();
    expect(values.remarks).toBe('ok');
  });

  it('refuses amounts with a sign, three decimals or letters', () => {
    const draft = { ...draftOf(wageEntry(1)), hra: '-5', pf: '1.005', esic: 'ten', society: '12.50' };
    expect(draftErrors(draft)).toEqual({ hra: AMOUNT_MESSAGE, pf: AMOUNT_MESSAGE, esic: AMOUNT_MESSAGE });
  });

  it('adds up gross, deductions and net to the paisa, with the server computed lines', () => {
    // basic 3600 + DA 600 + overtime 262.50 + HRA 0.10 + other 0.20 = 4462.80
    const entry = wageEntry(1, { recoveries: '100.00' });
    const draft = {
      ...draftOf(entry),
      hra: '0.10',
      other_earnings: '0.20',
      pf: '0.01',
      other_deductions: '99.99',
    };
    expect(draftTotals(entry, draft)).toEqual({
      grossPaise: 446_280,
      deductionsPaise: 20_000,
      netPaise: 426_280,
      overHalf: false,
    });
  });

  it('allows deductions of exactly half the gross and flags a paisa more', () => {
    const entry = wageEntry(1, { basic: '10000.00', da: '1000.00', overtime: '0.00' });
    const half = { ...draftOf(entry), other_deductions: '5500.00' };
    expect(draftTotals(entry, half)?.overHalf).toBe(false);
    expect(draftTotals(entry, { ...half, other_deductions: '5500.01' })?.overHalf).toBe(true);
  });

  it('gives no totals while an amount is not one', () => {
    const entry = wageEntry(1);
    expect(draftTotals(entry, { ...draftOf(entry), pf: 'abc' })).toBeNull();
  });
});
