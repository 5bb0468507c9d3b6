import { randomUUID } from 'node:crypto';
import {
  addDays,
  type ProcessClockInput,
  type ProcessKind,
  processKindOf,
  startOfIstDay,
  stepClocks,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { employeeProcesses, employeeProcessSteps } from '../schema/index.js';
import { inTransaction, systemActor } from '../tx.js';
import type { AttendanceSite, AttendanceSpan } from './large-attendance.js';

/**
 * The large data set's employee processes (seed:large): a few per establishment with attendance - a minor accident
 * notified the next morning (completed), a serious one whose notice is still pending (its 72-hour clock run out, Form
 * EE due), and a harassment complaint waiting for its inquiry - with the due times the catalogue's clocks give
 * (stepClocks, the same as a save stores). Written in one transaction with the audit triggers quiet for generated
 * rows (session_replication_role = replica), as the rest of the large set.
 */

type ProcessRow = typeof employeeProcesses.$inferInsert;
type StepRow = typeof employeeProcessSteps.$inferInsert;

/** A process and its step rows, the first `submitted` steps saved with these values at these moments. */
function processRows(
  kind: ProcessKind,
  process: Omit<ProcessRow, 'type' | 'cmsIncidentId' | 'eventDate' | 'body'>,
  eventDate: string,
  saved: { values: Record<string, unknown>; doneOn: string; at: string }[],
): { process: ProcessRow; steps: StepRow[] } {
  const input: ProcessClockInput = {
    eventDate,
    values: Object.fromEntries(saved.map((s, i) => [kind.steps[i]!.key, s.values])),
    submittedOn: Object.fromEntries(saved.map((s, i) => [kind.steps[i]!.key, s.at])),
  };
  const clocks = stepClocks(kind, input);
  const complete = clocks.every((c) => !c.applies || input.submittedOn[c.step.key]);
  return {
    process: {
      ...process,
      type: kind.type,
      cmsIncidentId: kind.cmsIncidentId,
      eventDate,
      body: saved[0]!.values,
      createdOn: saved[0]!.at,
      submittedOn: complete ? saved.at(-1)!.at : null,
    },
    steps: clocks.map((c, position) => ({
      processId: process.id!,
      stepId: c.step.id,
      step: c.step.key,
      position,
      applies: c.applies,
      dueOn: c.dueOn,
      values: saved[position]?.values ?? null,
      doneOn: saved[position]?.doneOn ?? null,
      submittedOn: saved[position]?.at ?? null,
      submittedBy: saved[position] ? process.createdBy : null,
    })),
  };
}

export async function addLargeProcesses(db: Db, sites: AttendanceSite[], span: AttendanceSpan) {
  const accident = processKindOf('incident', 1)!;
  const harassment = processKindOf('incident', 2)!;
  const processes: ProcessRow[] = [];
  const steps: StepRow[] = [];
  const owners = (await db.execute(sql`select e.id, (select ua.user_id from user_agencies ua
      where ua.agency_id = e.contractor_agency_id limit 1) as user_id
    from establishments e where e.id = any(${`{${sites.map((s) => s.establishmentId).join(',')}}`}::uuid[])`)) as unknown as {
    rows: { id: string; user_id: string | null }[];
  };
  const ownerOf = new Map(owners.rows.map((r) => [r.id, r.user_id]));
  const add = (made: { process: ProcessRow; steps: StepRow[] }) => {
    processes.push(made.process);
    steps.push(...made.steps);
  };
  for (const site of sites) {
    const owner = ownerOf.get(site.establishmentId);
    if (site.workers.length < 3 || !owner) continue;
    const base = { establishmentId: site.establishmentId, createdBy: owner };
    const day = (n: number, worker: number) => {
      const d = addDays(span.last, -n - (site.index % 5));
      return d < site.workers[worker]!.joined ? site.workers[worker]!.joined : d;
    };
    const minorDay = day(20, 0);
    const minorAt = `${minorDay}T15:40:00+05:30`;
    add(
      processRows(accident, { ...base, id: randomUUID(), employeeId: site.workers[0]!.id }, minorAt, [
        {
          values: {
            event_date: minorAt,
            location: 'Shuttering yard',
            isFatalAccident: 'no',
            is_serious_injury: 'no',
            description: 'Cut on the hand from a shuttering plate; first aid at the site',
          },
          doneOn: minorAt,
          at: `${minorDay}T17:00:00+05:30`,
        },
        {
          values: {
            notice_sent_on: `${addDays(minorDay, 1)}T10:15:00+05:30`,
            notice_sent_to: 'Inspector of Factories',
          },
          doneOn: `${addDays(minorDay, 1)}T10:15:00+05:30`,
          at: `${addDays(minorDay, 1)}T11:00:00+05:30`,
        },
      ]),
    );
    const seriousDay = day(6, 1);
    const seriousAt = `${seriousDay}T09:05:00+05:30`;
    add(
      processRows(accident, { ...base, id: randomUUID(), employeeId: site.workers[1]!.id }, seriousAt, [
        {
          values: {
            event_date: seriousAt,
            location: 'Batching plant conveyor',
            isFatalAccident: 'no',
            is_serious_injury: 'yes',
            description: 'Leg fractured when a conveyor guard gave way',
          },
          doneOn: seriousAt,
          at: `${seriousDay}T12:00:00+05:30`,
        },
      ]),
    );
    const incident = day(40, 2);
    const complaint = addDays(incident, 8);
    if (complaint <= span.last)
      add(
        processRows(
          harassment,
          { ...base, id: randomUUID(), employeeId: site.workers[2]!.id },
          startOfIstDay(incident),
          [
            {
              values: {
                incident_date: incident,
                complaint_date: complaint,
                complaintCodeNo: `IC/${site.index + 1}/1`,
                extension_granted: 'no',
              },
              doneOn: startOfIstDay(complaint),
              at: `${complaint}T17:30:00+05:30`,
            },
          ],
        ),
      );
  }
  if (processes.length === 0) return { processes: 0 };
  await inTransaction(db, systemActor('seed-large'), async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (let i = 0; i < processes.length; i += 2000)
      await tx.insert(employeeProcesses).values(processes.slice(i, i + 2000));
    for (let i = 0; i < steps.length; i += 2000)
      await tx.insert(employeeProcessSteps).values(steps.slice(i, i + 2000));
  });
  return { processes: processes.length };
}
