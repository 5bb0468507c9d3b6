import { addDays, addWorkingDays, istDateKey, type ProcessSaveValues } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { removeEntry } from '../../modules/attendance/attendance.service.js';
import { cancelEmployeeProcess, recordProcessStep } from '../../modules/processes/index.js';
import type { Db, Executor } from '../client.js';
import { inTransaction, systemActor } from '../tx.js';
import { actorOf } from './demo-actors.js';

/**
 * The demo's employee processes (spec part 2 'Incidents'), recorded the way the contractor records them: through
 * the processes module (modules/processes/index.ts), which checks every step's form and clock and refuses what the
 * server refuses. The workers are the demo's own (demo-employees.ts). Dates are counted back from today (Asia/
 * Kolkata), never before a worker joined, so the clocks show every state: on time, late, overdue and due soon.
 * - the Hinkal labour camp (Shree Ganesh Constructions): a fall from the scaffolding, notified in time and reported
 *   in Form EE; a serious injury whose notice went late and whose Form EE is overdue; a minor cut yesterday, its
 *   72-hour notice still due; a fatal fall on a worker's last day, notified within the 4 hours, with Form EE and the
 *   settlement to the heirs due (the exit, 'Deceased', ends the link); three harassment complaints (one closed with
 *   action taken, one waiting for the inquiry report past its 10 days, one just filed); the worker who resigned
 *   (demo-employees.ts), whose full and final settlement came 7 working days later (late); an accident recorded
 *   against the wrong worker and cancelled;
 * - the Bogadi batching plant (Kaveri Builders): a minor accident notified in time; a retrenchment settled the
 *   next working day (when that is not after today).
 * Each step's submitted_on is then set to the story's moment (a few hours after its action); the audit log keeps the
 * real ones.
 */

interface Worker {
  id: string;
  code: string;
  joined: string;
  exit_date: string | null;
  last_day: string | null;
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The establishment's workers, earliest joined first, with the last day they have attendance filled in. */
function workersOf(db: Db, establishmentId: string) {
  return rows<Worker>(
    db,
    sql`select e.id, e.employee_code as code, e.date_of_joining::text as joined, e.exit_date::text as exit_date,
        (select max(a.register_date)::text from attendance_entries a where a.employee_id = e.id and a.type is not null)
          as last_day
      from employees e where e.establishment_id = ${establishmentId}
      order by e.date_of_joining, e.employee_code`,
  );
}

const at = (day: string, time: string) => `${day}T${time}:00+05:30`;
const later = (a: string, b: string) => (a > b ? a : b);

export async function seedDemoProcesses(db: Db, sites: { camp: string; plant: string }) {
  const today = istDateKey();
  const ago = (n: number) => addDays(today, -n);
  const contractor = await actorOf(db, 'contractor@demo.anupalan.in');
  const contractor2 = await actorOf(db, 'contractor2@demo.anupalan.in');
  /** Story moments of each saved step: [process id, step key, instant]. */
  const moments: [string, string, string][] = [];

  const record = async (actor: AuthContext, est: string, values: ProcessSaveValues, moment: string) => {
    const saved = await recordProcessStep(db, actor, est, values);
    moments.push([saved.id, String(values.step), moment]);
    return saved.id;
  };
  const hoursAfter = (instant: string, hours: number) =>
    new Date(Date.parse(instant) + hours * 3_600_000).toISOString();

  const accident = async (
    actor: AuthContext,
    est: string,
    worker: Worker,
    event: string,
    details: { fatal: boolean; serious: boolean; location: string; description: string },
    notice?: { after: number; to: string },
    formEe?: { afterDays: number },
  ) => {
    const id = await record(
      actor,
      est,
      {
        type: 'incident',
        cms_incident_id: 1,
        step: 'accident_details',
        employee_id: worker.id,
        body: {
          event_date: event,
          location: details.location,
          isFatalAccident: details.fatal ? 'yes' : 'no',
          is_serious_injury: details.serious ? 'yes' : 'no',
          description: details.description,
        },
      },
      hoursAfter(event, 1),
    );
    const now = new Date().toISOString();
    if (notice && hoursAfter(event, notice.after) < now) {
      const sent = hoursAfter(event, notice.after);
      await record(
        actor,
        est,
        {
          type: 'incident',
          cms_incident_id: 1,
          step: 'accident_notice',
          process_id: id,
          body: {
            notice_sent_on: sent,
            notice_sent_to: notice.to,
            notice_reference: `LAB/${sent.slice(0, 4)}/AN`,
          },
        },
        hoursAfter(sent, 1),
      );
    }
    if (formEe && addDays(event.slice(0, 10), formEe.afterDays) < today) {
      const day = addDays(event.slice(0, 10), formEe.afterDays);
      await record(
        actor,
        est,
        {
          type: 'incident',
          cms_incident_id: 1,
          step: 'form_ee',
          process_id: id,
          body: { report_sent_on: day, report_sent_to: 'Commissioner for Employees Compensation, Mysuru' },
        },
        at(day, '16:00'),
      );
    }
    return id;
  };

  const camp = await workersOf(db, sites.camp);
  const plant = await workersOf(db, sites.plant);
  const onBooks = (list: Worker[]) => list.filter((w) => !w.exit_date);
  const campActive = onBooks(camp);
  const pick = (list: Worker[], i: number) => list[i % list.length]!;
  /** A day `n` days ago, not before the worker joined. */
  const since = (worker: Worker, n: number) => later(ago(n), worker.joined);

  // The camp's accidents: a serious injury reported on time, another notified late with Form EE overdue.
  const injured = pick(campActive, 0);
  await accident(
    contractor,
    sites.camp,
    injured,
    at(since(injured, 40), '23:10'),
    {
      fatal: false,
      serious: true,
      location: 'Block B scaffolding, third level',
      description:
        'Fell from the second lift of the scaffolding while fixing the shuttering; right ankle fractured',
    },
    { after: 20, to: 'Inspector of Factories and Boilers, Mysuru' },
    { afterDays: 5 },
  );
  const serious = pick(campActive, 1);
  await accident(
    contractor,
    sites.camp,
    serious,
    at(since(serious, 12), '10:30'),
    {
      fatal: false,
      serious: true,
      location: 'Mixer platform near the labour camp kitchen',
      description: 'Left forearm fractured when the mixer drum swung; in plaster for six weeks',
    },
    { after: 80, to: 'Inspector of Factories and Boilers, Mysuru' },
  );
  const minor = pick(campActive, 2);
  await accident(contractor, sites.camp, minor, at(ago(1), '16:45'), {
    fatal: false,
    serious: false,
    location: 'Rebar yard',
    description: 'Cut on the right palm from a rebar end; first aid at the site, back at work the next day',
  });
  const wrong = await accident(contractor, sites.camp, pick(campActive, 3), at(ago(3), '11:20'), {
    fatal: false,
    serious: false,
    location: 'Cement store',
    description: 'Bag fell on the foot while unloading the lorry',
  });
  await cancelEmployeeProcess(db, contractor, sites.camp, wrong, 'Recorded against the wrong worker');

  // Harassment complaints.
  const complaint = async (
    worker: Worker,
    incident: string,
    filedAfter: number,
    code: string,
    extension: boolean,
    steps: { inquiry?: number; report?: number; action?: [number, string] },
  ) => {
    const complaintDay = addDays(incident, filedAfter);
    const id = await record(
      contractor,
      sites.camp,
      {
        type: 'incident',
        cms_incident_id: 2,
        step: 'complaint',
        employee_id: worker.id,
        body: {
          incident_date: incident,
          complaint_date: complaintDay,
          complaintCodeNo: code,
          extension_granted: extension ? 'yes' : 'no',
          description:
            'Complaint of remarks and conduct of a sexual nature by a co-worker, made to the Internal Committee',
        },
      },
      at(complaintDay, '17:30'),
    );
    const next = async (step: string, body: Record<string, unknown>, day: string) =>
      record(
        contractor,
        sites.camp,
        { type: 'incident', cms_incident_id: 2, step, process_id: id, body },
        at(day, '18:00'),
      );
    if (steps.inquiry === undefined || addDays(complaintDay, steps.inquiry) > today) return;
    const inquiry = addDays(complaintDay, steps.inquiry);
    await next('inquiry', { inquiry_completed_on: inquiry }, inquiry);
    if (steps.report === undefined || addDays(inquiry, steps.report) > today) return;
    const report = addDays(inquiry, steps.report);
    await next('inquiry_report', { report_date: report }, report);
    if (!steps.action || addDays(report, steps.action[0]) > today) return;
    const action = addDays(report, steps.action[0]);
    await next('action_taken', { action_date: action, action: steps.action[1] }, action);
  };
  const women = await rows<{ id: string }>(
    db,
    sql`select id from employees where establishment_id = ${sites.camp} and exit_date is null
      and body ->> 'gender' = 'Female' order by date_of_joining, employee_code`,
  );
  const complainant = (i: number) => {
    const id = women[i % Math.max(women.length, 1)]?.id;
    return campActive.find((w) => w.id === id) ?? pick(campActive, 4 + i);
  };
  const first = complainant(0);
  await complaint(first, since(first, 110), 12, 'IC/SGC/2026/01', true, {
    inquiry: 55,
    report: 6,
    action: [21, 'Written warning to the respondent and transfer to the Bogadi batching plant'],
  });
  const second = complainant(1);
  const secondIncident = since(second, 70);
  await complaint(second, secondIncident, 9, 'IC/SGC/2026/02', false, { inquiry: 48 });
  const third = complainant(2);
  await complaint(third, since(third, 10), 5, 'IC/SGC/2026/03', false, {});

  // Terminations: a worker with no attendance after the exit (the register refuses an exit that would leave some).
  const termination = async (
    actor: AuthContext,
    est: string,
    worker: Worker,
    exitDate: string,
    reason: string,
    settlement?: { workingDays: number; amount: string },
  ) => {
    const id = await record(
      actor,
      est,
      {
        type: 'termination',
        step: 'exit_details',
        employee_id: worker.id,
        body: { exit_date: exitDate, exit_reason: reason },
      },
      at(exitDate, '18:30'),
    );
    // The register keeps an unfilled entry for the worker on a later day already opened: the contractor removes
    // it, as the attendance screen offers for a worker no longer employed that day.
    const after = await rows<{ register_id: string }>(
      db,
      sql`select register_id from attendance_entries where employee_id = ${worker.id}
        and register_date > ${exitDate}::date and type is null`,
    );
    for (const entry of after) await removeEntry({ db } as Deps, actor, est, entry.register_id, worker.id);
    if (!settlement) return id;
    const day = addWorkingDays(exitDate, settlement.workingDays);
    if (day > today) return id;
    await record(
      actor,
      est,
      {
        type: 'termination',
        step: 'settlement',
        process_id: id,
        body: { settlement_date: day, amount: settlement.amount },
      },
      at(day, '15:00'),
    );
    return id;
  };
  const exited = camp.find((w) => w.exit_date);
  if (exited)
    await termination(contractor, sites.camp, exited, exited.exit_date!, 'Resigned', {
      workingDays: 7,
      amount: '21875.00',
    });
  // A fatal fall on a worker's last day at work: notified within the 4 hours, Form EE and the settlement to the
  // heirs still due; the worker's exit ('Deceased') ends the link.
  const victim = [...campActive].reverse().find((w) => w.last_day && w.last_day < today);
  if (victim?.last_day && campActive.length > 5) {
    await accident(
      contractor,
      sites.camp,
      victim,
      at(victim.last_day, '17:40'),
      {
        fatal: true,
        serious: true,
        location: 'Overhead water tank, north side',
        description: 'Fell from the water tank staging; declared dead on arrival at K R Hospital, Mysuru',
      },
      { after: 3, to: 'Inspector of Factories and Boilers, Mysuru' },
    );
    await termination(contractor, sites.camp, victim, victim.last_day, 'Deceased');
  }

  // The plant.
  const plantActive = onBooks(plant);
  if (plantActive.length) {
    const hurt = pick(plantActive, 0);
    await accident(
      contractor2,
      sites.plant,
      hurt,
      at(since(hurt, 20), '14:05'),
      {
        fatal: false,
        serious: false,
        location: 'Aggregate conveyor, batching plant',
        description: 'Bruised shoulder when a conveyor guard came loose; two days of rest',
      },
      { after: 30, to: 'Inspector of Factories and Boilers, Mysuru' },
    );
    const retrenched = plantActive.at(-1)!;
    const exitDay = retrenched.last_day;
    if (exitDay && plantActive.length > 1)
      await termination(contractor2, sites.plant, retrenched, exitDay, 'Retrenched', {
        workingDays: 1,
        amount: '16240.50',
      });
  }

  // The story's moments: each step submitted a little after its action, the process made with its first step.
  await inTransaction(db, systemActor('seed'), async (tx) => {
    for (const [processId, step, moment] of moments) {
      const when = moment > new Date().toISOString() ? new Date().toISOString() : moment;
      await tx.execute(sql`update employee_process_steps set submitted_on = ${when}::timestamptz
        where process_id = ${processId} and step = ${step}`);
    }
    await tx.execute(sql`update employee_processes p set
        created_on = (select min(s.submitted_on) from employee_process_steps s where s.process_id = p.id),
        submitted_on = case when p.submitted_on is null then null
          else (select max(s.submitted_on) from employee_process_steps s where s.process_id = p.id) end,
        cancelled_on = case when p.cancelled_on is null then null
          else (select max(s.submitted_on) from employee_process_steps s where s.process_id = p.id) + interval '2 hours' end
      where p.establishment_id in (${sites.camp}, ${sites.plant})`);
  });
  return moments.length;
}
