import { type ProcessType, processKindOf, stepClocks } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { ProcessFacts } from './process-cases.js';

/** The instant a step's action took place from its form's field: a day counts from its start in India. */
const instantOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);

/**
 * Writes a worked case's employee processes (process-cases.ts) for an establishment whose workers are already in
 * Form A, as the process routes would have stored them: the process with its first step's values as body, one
 * row per catalogue step with whether it applies and its due time computed by the catalogue's own clocks
 * (domain/process-steps.ts) from the steps submitted, done_on from each submitted step's field, and the process
 * submitted once every applicable step is.
 */
export async function addCaseProcesses(db: Executor, establishmentId: string, facts: ProcessFacts) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const workers = await rows<{ id: string; employee_code: string }>(
    sql`select id, employee_code from employees where establishment_id = ${establishmentId}`,
  );
  const [user] = await rows<{ id: string }>(sql`select id from users order by created_at limit 1`);
  for (const p of facts) {
    const employeeId = workers.find((w) => w.employee_code === p.code)?.id;
    if (!employeeId) throw new Error(`No worker ${p.code} in the case`);
    const type: ProcessType = p.kind === 'accident' || p.kind === 'harassment' ? 'incident' : p.kind;
    const cmsIncidentId = p.kind === 'accident' ? 1 : p.kind === 'harassment' ? 2 : null;
    const kind = processKindOf(type, cmsIncidentId);
    if (!kind) throw new Error(`No kind ${p.kind}`);
    const values: Record<string, Record<string, unknown>> = {};
    const submittedOn: Record<string, string> = {};
    for (const s of p.steps) {
      values[s.key] = s.values;
      submittedOn[s.key] =
        s.submittedOn ?? instantOf(String(s.values[kind.steps.find((d) => d.key === s.key)!.doneField]));
    }
    const first = kind.steps[0]!;
    const eventDate = instantOf(String(values[first.key]?.[kind.eventField]));
    const clocks = stepClocks(kind, { eventDate, values, submittedOn });
    const done = clocks.every((c) => !c.applies || values[c.step.key]);
    const [process] = await rows<{
      id: string;
    }>(sql`insert into employee_processes (establishment_id, employee_id,
        type, cms_incident_id, event_date, body, created_by, submitted_on, cancel_reason, cancelled_on, cancelled_by)
      values (${establishmentId}, ${employeeId}, ${type}, ${cmsIncidentId}, ${eventDate}::timestamptz,
        ${JSON.stringify(values[first.key] ?? {})}::jsonb, ${user!.id},
        ${done ? (submittedOn[kind.steps.at(-1)!.key] ?? eventDate) : null}::timestamptz,
        ${p.cancelled ? 'Recorded by mistake' : null}, ${p.cancelled ? eventDate : null}::timestamptz,
        ${p.cancelled ? user!.id : null})
      returning id`);
    for (const [position, c] of clocks.entries()) {
      const v = values[c.step.key];
      await db.execute(sql`insert into employee_process_steps (process_id, step_id, step, position, applies,
          values, due_on, done_on, submitted_on, submitted_by)
        values (${process!.id}, ${c.step.id}, ${c.step.key}, ${position}, ${c.applies},
          ${v ? JSON.stringify(v) : null}::jsonb, ${c.dueOn}::timestamptz,
          ${v ? instantOf(String(v[c.step.doneField])) : null}::timestamptz,
          ${v ? submittedOn[c.step.key] : null}::timestamptz, ${v ? user!.id : null})`);
    }
  }
}
