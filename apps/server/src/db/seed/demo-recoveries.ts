import { addDays, istDateKey, type ProcessSaveValues, paiseToRupees } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import { cancelEmployeeProcess, recordProcessStep } from '../../modules/processes/index.js';
import { fineContextOf, fineLimitPaise } from '../../modules/recoveries/index.js';
import type { Db } from '../client.js';
import { actorOf } from './demo-actors.js';

/**
 * The demo's recovery register (Form C), recorded the way the contractor records it: through the processes module
 * with the recoveries module's rules (modules/recoveries), after the demo's wage registers (demo-wages.ts), so the
 * instalments of this month wait for the next register the contractor creates (docs/recoveries.md):
 * - the Hinkal labour camp (Shree Ganesh Constructions): a festival advance for Deepavali to a mason, ₹3,000.00 in
 *   three monthly instalments from this month; a fine on a helper for leaving the mixer running unattended, dated in
 *   the last month, after a show-cause notice, the explanation heard before the site engineer, at most half of the
 *   3% the law allows of that month's wages; a loan recorded against the wrong worker and cancelled;
 * - the Bogadi batching plant (Kaveri Builders): the cost of a damaged vibrator needle, ₹1,250.50 in two
 *   instalments (₹625.25 each).
 */

async function rows<T>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A worker of the establishment by code, if still employed: its id and joining date. */
export async function workerByCode(db: Db, establishmentId: string, code: string) {
  const [row] = await rows<{ id: string; joined: string }>(
    db,
    sql`select id, date_of_joining::text as joined from employees
      where establishment_id = ${establishmentId} and employee_code = ${code} and exit_date is null`,
  );
  return row ?? null;
}

const later = (a: string, b: string) => (a > b ? a : b);

export async function seedDemoRecoveries(db: Db, sites: { camp: string; plant: string }) {
  const today = istDateKey();
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(thisMonth, -1);
  const contractor = await actorOf(db, 'contractor@demo.anupalan.in');
  const contractor2 = await actorOf(db, 'contractor2@demo.anupalan.in');
  const record = (actor: AuthContext, est: string, employee_id: string, body: Record<string, unknown>) =>
    recordProcessStep(db, actor, est, {
      type: 'deduction',
      step: 'recovery_details',
      employee_id,
      body,
    } as ProcessSaveValues);

  const mason = await workerByCode(db, sites.camp, 'SGC-0001');
  if (mason)
    await record(contractor, sites.camp, mason.id, {
      recovery_type: 'advance',
      particulars: 'Festival advance for Deepavali',
      recovery_date: later(addDays(today, -10), mason.joined),
      amount: '3000.00',
      show_cause_issued: 'no',
      instalments: '3',
      first_month: thisMonth,
      remarks: 'Paid in cash, receipt no. 214',
    });

  const helper = await workerByCode(db, sites.camp, 'SGC-0003');
  const fineDay = addDays(lastMonthEnd, -3);
  if (helper && helper.joined <= fineDay) {
    const context = await fineContextOf(db, sites.camp, helper.id, fineDay, null);
    // Half of what the law allows in that wage period, in whole rupees, at most ₹200.
    const amount = Math.min(200_00, Math.floor(fineLimitPaise(context?.wagesPaise ?? 0) / 2 / 100) * 100);
    if (amount > 0)
      await record(contractor, sites.camp, helper.id, {
        recovery_type: 'fine',
        particulars: 'Left the concrete mixer running unattended (act 4 of the notified list)',
        recovery_date: fineDay,
        amount: paiseToRupees(amount),
        show_cause_issued: 'yes',
        explanation_heard_in_presence_of: 'Naveen Shetty, site engineer',
        instalments: '1',
        first_month: thisMonth,
      });
  }

  const wrong = await workerByCode(db, sites.camp, 'SGC-0006');
  if (wrong) {
    const { id } = await record(contractor, sites.camp, wrong.id, {
      recovery_type: 'loan',
      particulars: 'Loan for school fees',
      recovery_date: later(addDays(today, -3), wrong.joined),
      amount: '5000.00',
      show_cause_issued: 'no',
      instalments: '5',
      first_month: thisMonth,
    });
    await cancelEmployeeProcess(db, contractor, sites.camp, id, 'Recorded against the wrong worker');
  }

  const operator = await workerByCode(db, sites.plant, 'BBP-102');
  if (operator)
    await record(contractor2, sites.plant, operator.id, {
      recovery_type: 'damage_or_loss',
      particulars: 'Vibrator needle damaged by dropping it into the pour',
      recovery_date: later(addDays(today, -6), operator.joined),
      amount: '1250.50',
      show_cause_issued: 'yes',
      explanation_heard_in_presence_of: 'Ramesh Hegde, plant in-charge',
      instalments: '2',
      first_month: thisMonth,
      remarks: 'The worker agreed to pay half the repair cost',
    });
}
