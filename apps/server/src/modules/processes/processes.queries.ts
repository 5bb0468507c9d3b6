import type { ProcessStatusFilter, ProcessType } from '@anupalan/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { employeeProcesses, employeeProcessSteps, employees, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';

/** The derived status of a process (Cancelled, Completed, Ongoing), in SQL. */
export const processStatusSql = sql<'Ongoing' | 'Completed' | 'Cancelled'>`case
  when ${employeeProcesses.cancelledOn} is not null then 'Cancelled'
  when ${employeeProcesses.submittedOn} is not null then 'Completed' else 'Ongoing' end`;

const statusCondition: Record<ProcessStatusFilter, SQL | undefined> = {
  All: undefined,
  Cancelled: sql`${employeeProcesses.cancelledOn} is not null`,
  Completed: sql`${employeeProcesses.cancelledOn} is null and ${employeeProcesses.submittedOn} is not null`,
  Ongoing: sql`${employeeProcesses.cancelledOn} is null and ${employeeProcesses.submittedOn} is null`,
};

/** The processes of one establishment of one type (and incident kind) in a status. */
export function processesOf(
  establishmentId: string,
  type: ProcessType,
  cmsIncidentId: number | null,
  status: ProcessStatusFilter,
): SQL {
  return and(
    eq(employeeProcesses.establishmentId, establishmentId),
    eq(employeeProcesses.type, type),
    cmsIncidentId === null
      ? sql`${employeeProcesses.cmsIncidentId} is null`
      : eq(employeeProcesses.cmsIncidentId, cmsIncidentId),
    statusCondition[status],
  ) as SQL;
}

const stepCounts = {
  completed_steps: sql<number>`(select count(*)::int from ${employeeProcessSteps} s
    where s.process_id = ${employeeProcesses.id} and s.applies and s.submitted_on is not null)`,
  pending_steps: sql<number>`(select count(*)::int from ${employeeProcessSteps} s
    where s.process_id = ${employeeProcesses.id} and s.applies and s.submitted_on is null)`,
  next_due_on: sql<string | null>`(select min(s.due_on) from ${employeeProcessSteps} s
    where s.process_id = ${employeeProcesses.id} and s.applies and s.submitted_on is null)`,
};

const processColumns = {
  id: employeeProcesses.id,
  type: employeeProcesses.type,
  cms_incident_id: employeeProcesses.cmsIncidentId,
  event_date: employeeProcesses.eventDate,
  body: employeeProcesses.body,
  status: processStatusSql,
  created_on: employeeProcesses.createdOn,
  submitted_on: employeeProcesses.submittedOn,
  cancel_reason: employeeProcesses.cancelReason,
  cancelled_on: employeeProcesses.cancelledOn,
  employee_id: employees.id,
  employee_code: employees.employeeCode,
  employee_name: sql<string>`concat_ws(' ', ${employees.name}, ${employees.surname})`,
  employee_exit_date: employees.exitDate,
  ...stepCounts,
};

/** One page of a list, newest event first, with its total. */
export async function listProcessPage(db: Executor, where: SQL, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(processColumns)
      .from(employeeProcesses)
      .innerJoin(employees, eq(employees.id, employeeProcesses.employeeId))
      .where(where)
      .orderBy(sql`${employeeProcesses.eventDate} desc`, sql`${employeeProcesses.id} desc`)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(employeeProcesses).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
export type ProcessRow = Awaited<ReturnType<typeof listProcessPage>>['rows'][number];

/** One process of an establishment, of a type; none for an id of another establishment or type. */
export async function findProcess(db: Executor, establishmentId: string, id: string, type?: ProcessType) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(processColumns)
    .from(employeeProcesses)
    .innerJoin(employees, eq(employees.id, employeeProcesses.employeeId))
    .where(
      and(
        eq(employeeProcesses.id, id),
        eq(employeeProcesses.establishmentId, establishmentId),
        type ? eq(employeeProcesses.type, type) : undefined,
      ),
    );
  return row ?? null;
}

/** The process row itself, locked for the caller's transaction. */
export async function lockProcess(tx: Tx, establishmentId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(employeeProcesses)
    .where(and(eq(employeeProcesses.id, id), eq(employeeProcesses.establishmentId, establishmentId)))
    .for('update');
  return row ?? null;
}

/** A process's step rows in order, with who submitted each. */
export function stepsOf(db: Executor, processId: string) {
  return db
    .select({
      row: employeeProcessSteps,
      submitted_by_name: sql<string | null>`${users.body} ->> 'name'`,
    })
    .from(employeeProcessSteps)
    .leftJoin(users, eq(users.id, employeeProcessSteps.submittedBy))
    .where(eq(employeeProcessSteps.processId, processId))
    .orderBy(asc(employeeProcessSteps.position));
}
export type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];
