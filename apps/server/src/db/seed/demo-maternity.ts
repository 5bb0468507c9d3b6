import { addDays, istDateKey, type ProcessSaveValues } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import '../../modules/maternity/index.js';
import { recordProcessStep } from '../../modules/processes/index.js';
import type { Db } from '../client.js';
import { actorOf } from './demo-actors.js';

/**
 * The demo's maternity leave register (Form E), recorded through the processes module with the maternity module's
 * rules (modules/maternity): at the Hinkal labour camp, the woman worker with the most days worked claims the
 * benefit for a delivery expected in eight weeks and four days, her leave from in four days (the 8 weeks the law
 * allows), her first child; the payment for the period before delivery, due in advance by the day before the leave,
 * is not yet made (due soon). At the Bogadi batching plant, a woman expecting her third child in eleven weeks gave
 * notice today (12 weeks of leave, at most 6 before), her leave months away. A claim is recorded only when the
 * attendance qualifies her (80 days), as the server requires; the benefit on the process is the server's own.
 */

async function rows<T>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The establishment's women still employed, most days worked first. */
function womenOf(db: Db, establishmentId: string) {
  return rows<{ id: string; joined: string; days: number }>(
    db,
    sql`select e.id, e.date_of_joining::text as joined,
        (select count(*)::int from attendance_entries a where a.employee_id = e.id
          and a.type in ('present', 'paid_leave')) as days
      from employees e where e.establishment_id = ${establishmentId} and e.exit_date is null
        and e.body->>'gender' = 'Female'
      order by days desc, e.employee_code`,
  );
}

export async function seedDemoMaternity(db: Db, sites: { camp: string; plant: string }) {
  const today = istDateKey();
  const contractor = await actorOf(db, 'contractor@demo.anupalan.in');
  const contractor2 = await actorOf(db, 'contractor2@demo.anupalan.in');

  const [campWoman] = await womenOf(db, sites.camp);
  if (campWoman && campWoman.days >= 80) {
    const body = {
      notice_date: addDays(today, -2),
      expected_delivery_date: addDays(today, 60),
      surviving_children: '0',
      leave_from: addDays(today, 4),
    };
    await recordProcessStep(db, contractor, sites.camp, {
      type: 'maternity_leave',
      step: 'notice_of_claim',
      employee_id: campWoman.id,
      body,
    } as ProcessSaveValues);
  }

  const [plantWoman] = await womenOf(db, sites.plant);
  if (plantWoman && plantWoman.days >= 80)
    await recordProcessStep(db, contractor2, sites.plant, {
      type: 'maternity_leave',
      step: 'notice_of_claim',
      employee_id: plantWoman.id,
      body: {
        notice_date: today,
        expected_delivery_date: addDays(today, 77),
        surviving_children: '2',
        leave_from: addDays(today, 42),
      },
    } as ProcessSaveValues);
}
