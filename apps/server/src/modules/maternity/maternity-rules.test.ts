import { describe, expect, it } from 'vitest';
import {
  averageDailyWagePaise,
  averagingWindow,
  checkClaim,
  earliestLeaveFrom,
  type MaternityClaim,
  planOf,
  qualifyingWindow,
  remainingDuePaise,
} from './maternity-rules.js';

const claim: MaternityClaim = {
  noticeDate: '2026-08-01',
  expectedDelivery: '2026-10-15',
  survivingChildren: 1,
  leaveFrom: '2026-08-20',
};
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

describe('the notice of claim', () => {
  it('80 days worked qualifies; 79 does not', () => {
    expect(checkClaim(claim, { gender: 'Female', daysWorked: 80 })).toEqual([]);
    const short = checkClaim(claim, { gender: 'Female', daysWorked: 79 });
    expect(fields(short)).toEqual(['employee_id']);
    expect(short[0]!.message).toBe(
      'A woman qualifies for maternity benefit after at least 80 days actually worked in the 12 months before her expected delivery (Maternity Benefit Act s.5(2)): the attendance shows 79 days present or on paid leave from 15/10/2025 to 14/10/2026.',
    );
  });
  it('the 12 months end the day before the expected delivery', () => {
    expect(qualifyingWindow('2026-10-15')).toEqual({ from: '2025-10-15', to: '2026-10-14' });
    expect(qualifyingWindow('2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-28' });
  });
  it('the leave may start 8 weeks before the expected delivery exactly, not a day earlier', () => {
    expect(earliestLeaveFrom('2026-10-15', 1)).toBe('2026-08-20');
    expect(checkClaim(claim, { gender: 'Female', daysWorked: 120 })).toEqual([]);
    const early = checkClaim({ ...claim, leaveFrom: '2026-08-19' }, { gender: 'Female', daysWorked: 120 });
    expect(fields(early)).toEqual(['body.leave_from']);
    expect(early[0]!.message).toBe(
      'At most 8 weeks of the leave may precede the expected delivery (Maternity Benefit Act s.5(3)): the leave may start on 20/08/2026 at the earliest.',
    );
  });
  it('with two or more surviving children, 6 weeks before', () => {
    expect(earliestLeaveFrom('2026-10-15', 2)).toBe('2026-09-03');
    const two = { ...claim, survivingChildren: 2 };
    expect(fields(checkClaim(two, { gender: 'Female', daysWorked: 120 }))).toEqual(['body.leave_from']);
    expect(checkClaim({ ...two, leaveFrom: '2026-09-03' }, { gender: 'Female', daysWorked: 120 })).toEqual(
      [],
    );
  });
  it('only for a woman', () => {
    const man = checkClaim(claim, { gender: 'Male', daysWorked: 120 });
    expect(fields(man)).toEqual(['employee_id']);
    expect(man[0]!.message).toContain("records this worker's gender as 'Male'");
    expect(fields(checkClaim(claim, { gender: null, daysWorked: 120 }))).toEqual(['employee_id']);
  });
  it('a notice dated after the leave starts is refused', () => {
    const late = checkClaim({ ...claim, noticeDate: '2026-08-21' }, { gender: 'Female', daysWorked: 120 });
    expect(fields(late)).toEqual(['body.notice_date']);
  });
});

describe('the benefit', () => {
  it('the average daily wage to the paisa, a half up', () => {
    // ₹45,000.50 over 77 days = ₹584.422..., ₹584.42
    expect(averageDailyWagePaise(45_000_50, 77)).toBe(584_42);
    // 1 paisa over 2 days = half a paisa: 1
    expect(averageDailyWagePaise(1, 2)).toBe(1);
    expect(averageDailyWagePaise(0, 0)).toBe(0);
  });
  it('the three calendar months before the leave', () => {
    expect(averagingWindow('2026-08-20')).toEqual({ from: '2026-05-20', to: '2026-08-19' });
    expect(averagingWindow('2026-05-31')).toEqual({ from: '2026-02-28', to: '2026-05-30' });
  });
  it('26 weeks: the days before the expected delivery in advance, the rest after the proof', () => {
    const plan = planOf(claim, { wagesPaise: 60 * 550_00, daysWorked: 60 });
    expect(plan).toMatchObject({
      weeks: 26,
      leaveFrom: '2026-08-20',
      leaveTo: '2027-02-17',
      daysBefore: 56,
      daysAfter: 126,
      averageDailyWagePaise: 550_00,
      beforePaise: 56 * 550_00,
      totalPaise: 182 * 550_00,
    });
    expect(remainingDuePaise(plan, 56 * 550_00)).toBe(126 * 550_00);
    expect(remainingDuePaise(plan, 200 * 550_00)).toBe(0);
  });
  it('12 weeks with two or more surviving children', () => {
    const plan = planOf(
      { ...claim, survivingChildren: 3, leaveFrom: '2026-10-15' },
      { wagesPaise: 100_00, daysWorked: 3 },
    );
    expect(plan).toMatchObject({ weeks: 12, daysBefore: 0, daysAfter: 84, averageDailyWagePaise: 33_33 });
    expect(plan.totalPaise).toBe(84 * 33_33);
  });
});
