import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ageOn,
  checkFine,
  checkRecovery,
  type FineContext,
  fineLimitPaise,
  type RecoveryFacts,
  recoveryDueOn,
  splitInstalments,
} from './recovery-rules.js';

const fine: RecoveryFacts = {
  type: 'fine',
  date: '2026-04-10',
  amountPaise: 30_00,
  showCauseIssued: true,
  explanationHeardInPresenceOf: 'Suresh Patil, site engineer',
  instalments: 1,
  firstMonth: '2026-04-01',
};
// The wages of April: 20 days at ₹500 + ₹50 DA = ₹11,000.00; 3% = ₹330.00.
const april: FineContext = {
  dateOfBirth: '1990-05-01',
  wagesPaise: 11_000_00,
  period: { from: '2026-04-01', to: '2026-04-30', source: 'attendance' },
  otherFinesPaise: 0,
};
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

describe('instalments', () => {
  it('splits the amount exactly to the paisa, the remainder on the last', () => {
    const parts = splitInstalments(1000_00, 3, '2026-11-15');
    expect(parts).toEqual([
      { seq: 1, month: '2026-11-01', amountPaise: 333_33 },
      { seq: 2, month: '2026-12-01', amountPaise: 333_33 },
      { seq: 3, month: '2027-01-01', amountPaise: 333_34 },
    ]);
    expect(parts.reduce((s, p) => s + p.amountPaise, 0)).toBe(1000_00);
  });
  it('one paisa in two instalments: nothing then the paisa', () => {
    expect(splitInstalments(1, 2, '2026-01-01').map((p) => p.amountPaise)).toEqual([0, 1]);
  });
  it('adds every split back to the amount', () => {
    for (const amount of [1, 99, 100, 12_345_67, 99_999_99])
      for (let n = 1; n <= 13; n += 1)
        expect(splitInstalments(amount, n, '2026-12-01').reduce((s, p) => s + p.amountPaise, 0)).toBe(amount);
  });
  it('counts months across years', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', 23)).toBe('2027-12-01');
  });
  it('refuses nonsense', () => {
    expect(() => splitInstalments(0, 1, '2026-01-01')).toThrow();
    expect(() => splitInstalments(100, 0, '2026-01-01')).toThrow();
  });
});

describe('a fine', () => {
  it('3% of the wages exactly is allowed; one paisa over is refused', () => {
    expect(fineLimitPaise(11_000_00)).toBe(330_00);
    expect(checkFine({ ...fine, amountPaise: 330_00 }, april)).toEqual([]);
    const over = checkFine({ ...fine, amountPaise: 330_01 }, april);
    expect(fields(over)).toEqual(['body.amount']);
    expect(over[0]!.message).toBe(
      'The fines in one wage period may not exceed 3% of the wages payable for it (Code on Wages s.19(4)): the wages for 01/04/2026 to 30/04/2026 are ₹11,000.00, so at most ₹330.00; this fine is ₹330.01.',
    );
  });
  it('3% of wages that are not a multiple of 100 paise is rounded down', () => {
    // 3% of ₹1,234.57 = ₹37.0371: at most ₹37.03.
    expect(fineLimitPaise(1234_57)).toBe(37_03);
    expect(checkFine({ ...fine, amountPaise: 37_03 }, { ...april, wagesPaise: 1234_57 })).toEqual([]);
    expect(fields(checkFine({ ...fine, amountPaise: 37_04 }, { ...april, wagesPaise: 1234_57 }))).toEqual([
      'body.amount',
    ]);
  });
  it('counts the other fines of the same wage period', () => {
    const context = { ...april, otherFinesPaise: 300_00 };
    expect(checkFine({ ...fine, amountPaise: 30_00 }, context)).toEqual([]);
    const over = checkFine({ ...fine, amountPaise: 30_01 }, context);
    expect(over[0]!.message).toContain('less the other fines of that period (₹300.00), at most ₹30.00');
  });
  it('no wages in the period: no fine at all', () => {
    expect(fields(checkFine({ ...fine, amountPaise: 1 }, { ...april, wagesPaise: 0 }))).toEqual([
      'body.amount',
    ]);
  });
  it('on a worker who turns 15 the next day is refused; on the birthday allowed', () => {
    const born = { ...april, dateOfBirth: '2011-04-11' };
    expect(ageOn('2011-04-11', '2026-04-10')).toBe(14);
    const under = checkFine(fine, born);
    expect(fields(under)).toEqual(['employee_id']);
    expect(under[0]!.message).toBe(
      'No fine may be imposed on a worker under 15 years of age (Code on Wages s.19(5)): the worker was 14 on 10/04/2026.',
    );
    expect(checkFine({ ...fine, date: '2026-04-11' }, born)).toEqual([]);
  });
  it('a birthday on 29 February counts from 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2023-02-28')).toBe(14);
    expect(ageOn('2008-02-29', '2023-03-01')).toBe(15);
  });
  it('without a show-cause notice, or without whom the explanation was heard before, is refused', () => {
    expect(checkRecovery(fine)).toEqual([]);
    const noNotice = checkRecovery({ ...fine, showCauseIssued: false });
    expect(fields(noNotice)).toEqual(['body.show_cause_issued']);
    expect(noNotice[0]!.message).toContain('show cause');
    expect(fields(checkRecovery({ ...fine, explanationHeardInPresenceOf: '  ' }))).toEqual([
      'body.explanation_heard_in_presence_of',
    ]);
  });
  it('in instalments is refused', () => {
    const two = checkRecovery({ ...fine, instalments: 2 });
    expect(fields(two)).toEqual(['body.instalments']);
    expect(two[0]!.message).toContain('never in instalments');
  });
  it('may be recovered in the month 90 days after its date, not later', () => {
    // 10/04/2026 + 90 days = 09/07/2026: July at the latest.
    expect(checkRecovery({ ...fine, firstMonth: '2026-07-01' })).toEqual([]);
    const late = checkRecovery({ ...fine, firstMonth: '2026-08-01' });
    expect(late).toEqual([
      {
        field: 'body.first_month',
        message:
          'A fine may not be recovered after 90 days from the day it was imposed (Code on Wages s.19(6)): its month of recovery may be Jul 2026 at the latest.',
      },
    ]);
  });
  it('is due within 90 days of its date', () => {
    expect(recoveryDueOn(fine)).toBe('2026-07-09');
  });
});

describe('an advance, a loan, a damage or loss', () => {
  const advance: RecoveryFacts = {
    ...fine,
    type: 'advance',
    amountPaise: 5000_00,
    showCauseIssued: false,
    explanationHeardInPresenceOf: '',
    instalments: 5,
    firstMonth: '2026-05-01',
  };
  it('needs no show-cause and may be in instalments', () => {
    expect(checkRecovery(advance)).toEqual([]);
  });
  it('may not start before the month of its date', () => {
    expect(fields(checkRecovery({ ...advance, firstMonth: '2026-03-31' }))).toEqual(['body.first_month']);
    expect(checkRecovery({ ...advance, firstMonth: '2026-04-01' })).toEqual([]);
  });
  it('is due by the end of its last instalment month', () => {
    expect(recoveryDueOn(advance)).toBe('2026-09-30');
    expect(recoveryDueOn({ ...advance, instalments: 10 })).toBe('2027-02-28');
  });
  it('refuses no amount', () => {
    expect(fields(checkRecovery({ ...advance, amountPaise: 0 }))).toEqual(['body.amount']);
  });
});
