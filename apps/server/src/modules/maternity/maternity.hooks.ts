import { formatRupeesFromPaise, paiseToRupees, parsePaise } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { validationFailed } from '../../lib/errors.js';
import type { ProcessHooks, StepSave } from '../processes/index.js';
import { attendanceWages, daysWorked, employeeFacts, rateInForce } from '../recoveries/recoveries.service.js';
import {
  averagingWindow,
  checkClaim,
  MATERNITY_MESSAGES,
  type MaternityClaim,
  type MaternityPlan,
  type MaternityProblem,
  planOf,
  qualifyingWindow,
  remainingDuePaise,
} from './maternity-rules.js';

/*
 * Maternity leave's rules (Form E) through the employee-process hook seam: the notice of claim is refused for a
 * worker who is not a woman, who has not worked 80 days in the 12 months before the expected delivery, or whose
 * leave starts more than the weeks allowed before it; the benefit (the entitlement at the average daily wage) is
 * written on the process as `benefit`; each payment is refused below what is due or dated before what it follows.
 */

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

export function claimOf(values: Record<string, unknown>): MaternityClaim {
  return {
    noticeDate: text(values.notice_date),
    expectedDelivery: text(values.expected_delivery_date),
    survivingChildren: Number(text(values.surviving_children)) || 0,
    leaveFrom: text(values.leave_from),
  };
}

function refuse(problems: MaternityProblem[]): never {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.message;
  throw validationFailed(fields, problems.map((p) => p.message).join('\n'));
}

/**
 * The benefit of a claim (docs/decisions.md 'Maternity leave'): the average daily wage of the three calendar months
 * before the leave, from the attendance (days present or on paid leave at the wage and DA per day in force each
 * day); with no day worked in them, the wage and DA per day in force on the day before the leave.
 */
export async function planFor(
  tx: Executor,
  establishmentId: string,
  employeeId: string,
  claim: MaternityClaim,
) {
  const window = averagingWindow(claim.leaveFrom);
  const read = await attendanceWages(tx, establishmentId, employeeId, window.from, window.to);
  if (read.days > 0) return planOf(claim, { wagesPaise: parsePaise(read.wages) ?? 0, daysWorked: read.days });
  const rate = await rateInForce(tx, employeeId, window.to);
  return planOf(claim, { wagesPaise: parsePaise(rate ?? '0') ?? 0, daysWorked: rate ? 1 : 0 });
}

/** The plan as the process's body shows it (money rupee text). */
export function benefitBody(plan: MaternityPlan) {
  return {
    weeks: plan.weeks,
    leave_from: plan.leaveFrom,
    leave_to: plan.leaveTo,
    days_before_delivery: plan.daysBefore,
    days_after_delivery: plan.daysAfter,
    average_daily_wage: paiseToRupees(plan.averageDailyWagePaise),
    averaging_from: plan.averaging.from,
    averaging_to: plan.averaging.to,
    averaging_wages: paiseToRupees(plan.averaging.wagesPaise),
    averaging_days: plan.averaging.daysWorked,
    amount_before_delivery: paiseToRupees(plan.beforePaise),
    amount_total: paiseToRupees(plan.totalPaise),
    text: `${plan.weeks} weeks from ${plan.leaveFrom.split('-').reverse().join('/')} to ${plan.leaveTo.split('-').reverse().join('/')} at ${formatRupeesFromPaise(plan.averageDailyWagePaise)} a day: ${formatRupeesFromPaise(plan.beforePaise)} before delivery (${plan.daysBefore} days, in advance), ${formatRupeesFromPaise(plan.totalPaise)} in all.`,
  };
}

/** The plan back from the process's body.benefit, or null when it is not there or unreadable. */
function planOfBody(value: unknown): MaternityPlan | null {
  if (!value || typeof value !== 'object') return null;
  const b = value as Record<string, unknown>;
  const rate = parsePaise(text(b.average_daily_wage));
  const before = parsePaise(text(b.amount_before_delivery));
  const total = parsePaise(text(b.amount_total));
  if (rate === null || before === null || total === null) return null;
  return {
    weeks: Number(b.weeks),
    leaveFrom: text(b.leave_from),
    leaveTo: text(b.leave_to),
    daysBefore: Number(b.days_before_delivery),
    daysAfter: Number(b.days_after_delivery),
    averageDailyWagePaise: rate,
    averageDailyWageText: formatRupeesFromPaise(rate),
    averaging: {
      from: text(b.averaging_from),
      to: text(b.averaging_to),
      wagesPaise: parsePaise(text(b.averaging_wages)) ?? 0,
      daysWorked: Number(b.averaging_days),
    },
    beforePaise: before,
    totalPaise: total,
  };
}

async function validateNotice(tx: Tx, establishmentId: string, save: StepSave) {
  const claim = claimOf(save.values);
  const worker = await employeeFacts(tx, establishmentId, save.employeeId);
  const window = qualifyingWindow(claim.expectedDelivery);
  const days = await daysWorked(tx, establishmentId, save.employeeId, window.from, window.to);
  const problems = checkClaim(claim, { gender: worker?.gender ?? null, daysWorked: days });
  if (problems.length) refuse(problems);
}

async function validatePayment(tx: Tx, establishmentId: string, save: StepSave) {
  if (!save.process) return;
  const claim = claimOf(save.earlier.notice_of_claim ?? save.process.body);
  // The benefit as the notice wrote it on the process (what the screens showed), else read again.
  const plan =
    planOfBody(save.process.body.benefit) ?? (await planFor(tx, establishmentId, save.employeeId, claim));
  const amount = parsePaise(text(save.values.amount)) ?? 0;
  const paidOn = text(save.values.paid_on);
  const problems: MaternityProblem[] = [];
  if (save.step === 'payment_before_delivery') {
    if (amount < plan.beforePaise)
      problems.push({
        field: 'body.amount',
        message: MATERNITY_MESSAGES.paidTooLittle('for the period before delivery', plan.beforePaise, plan),
      });
    if (paidOn && paidOn < claim.noticeDate)
      problems.push({ field: 'body.paid_on', message: MATERNITY_MESSAGES.paidBeforeNotice });
  } else {
    const before = parsePaise(text(save.earlier.payment_before_delivery?.amount)) ?? 0;
    const due = remainingDuePaise(plan, before);
    if (amount < due)
      problems.push({
        field: 'body.amount',
        message: MATERNITY_MESSAGES.paidTooLittle('for the remaining period', due, plan),
      });
    const delivered = text(save.earlier.proof_of_delivery?.delivery_date);
    if (paidOn && delivered && paidOn < delivered)
      problems.push({ field: 'body.paid_on', message: MATERNITY_MESSAGES.paidBeforeProof });
  }
  if (problems.length) refuse(problems);
}

export const maternityHooks: ProcessHooks = {
  async validate(tx, ctx, save) {
    const est = ctx.found.establishment.id;
    if (save.step === 'notice_of_claim') await validateNotice(tx, est, save);
    else if (save.step === 'payment_before_delivery' || save.step === 'payment_remaining')
      await validatePayment(tx, est, save);
  },
  async afterSave(tx, ctx, process, save) {
    if (save.step !== 'notice_of_claim') return;
    const plan = await planFor(tx, ctx.found.establishment.id, process.employeeId, claimOf(save.values));
    await tx.execute(
      sql`update employee_processes set body = body || ${JSON.stringify({ benefit: benefitBody(plan) })}::jsonb where id = ${process.id}`,
    );
  },
};
