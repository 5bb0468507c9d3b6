import { describe, expect, it } from 'vitest';
import { paiseToRupees } from '../domain/establishments.js';
import { computeWage } from './compute.js';
import { addDays } from './exact.js';
import { WAGE_FIXTURES } from './fixtures.js';

describe('the hand-computed wage cases', () => {
  it('cover every day of each register once, in order', () => {
    for (const { name, input } of WAGE_FIXTURES) {
      const dates = input.attendance.map((d) => d.date);
      expect(dates[0], name).toBe(input.periodStart);
      expect(dates[dates.length - 1], name).toBe(input.periodEnd);
      dates.forEach((date, i) => {
        if (i > 0) expect(date, name).toBe(addDays(dates[i - 1]!, 1));
      });
    }
  });

  for (const fixture of WAGE_FIXTURES) {
    it(`${fixture.name}: to the paisa`, () => {
      const result = computeWage(fixture.input);
      const { expected } = fixture;
      if (!expected.ok) {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.problems.map((p) => p.message)).toEqual(expected.messages);
        return;
      }
      if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
      const { ok: _ok, ...lines } = expected;
      const w = result.wage;
      expect({
        paidDays: w.paidDays,
        overtimeHours: w.overtimeHours,
        basic: paiseToRupees(w.basicPaise),
        da: paiseToRupees(w.daPaise),
        overtime: paiseToRupees(w.overtimePaise),
        otherEarnings: paiseToRupees(w.otherEarningsPaise),
        gross: paiseToRupees(w.grossPaise),
        recoveries: paiseToRupees(w.recoveriesPaise),
        otherDeductions: paiseToRupees(w.otherDeductionsPaise),
        deductions: paiseToRupees(w.deductionsPaise),
        net: paiseToRupees(w.netPaise),
      }).toEqual(lines);
    });
  }
});
