import {
  istDay,
  PROCESS_MESSAGES,
  type ProcessClockInput,
  type ProcessKind,
  type ProcessListQuery,
  type ProcessSaveTarget,
  type ProcessStatus,
  type ProcessType,
  processKindOf,
  startOfIstDay,
  stepClocks,
} from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { employeeProcesses, employeeProcessSteps, employees } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/errors.js';
import {
  type EstablishmentInScope,
  establishmentForWrite,
  lockReason,
  registerCallerOf,
} from '../scope/index.js';
import { type ProcessRecord, processHooksOf, type StepSave } from './process-hooks.js';
import {
  catalogueOf,
  detailOf,
  iso,
  kindOfRow,
  listItemOf,
  nextPendingStep,
  stepOf,
} from './process-view.js';
import { findProcess, listProcessPage, lockProcess, processesOf, stepsOf } from './processes.queries.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date or date-time value of a step as an instant: a bare day is its first moment in India. */
function instantOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return DAY.test(value) ? startOfIstDay(value) : new Date(value).toISOString();
}

/** What the caller may do with the processes of this establishment. */
function callerOf(auth: AuthContext, found: EstablishmentInScope) {
  const caller = registerCallerOf(auth, found);
  const open = lockReason(found) === null;
  return {
    canWrite: caller.kind === 'contractor' && caller.writable,
    canCancel: (status: ProcessStatus) =>
      open &&
      ((caller.kind === 'contractor' && caller.writable && status === 'Ongoing') ||
        (auth.role === 'Government' && status === 'Completed')),
  };
}

function kindFor(type: ProcessType, cmsIncidentId: number | undefined | null): ProcessKind {
  const kind = processKindOf(type, cmsIncidentId);
  if (!kind) throw validationFailed({ cms_incident_id: PROCESS_MESSAGES.unknownKind });
  return kind;
}

export async function listProcesses(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  type: ProcessType,
  query: ProcessListQuery,
) {
  const kind = kindFor(type, query.cms_incident_id);
  const where = processesOf(found.establishment.id, type, kind.cmsIncidentId, query.status);
  const offset = (query.page - 1) * query.pageSize;
  const { rows, total } = await listProcessPage(deps.db, where, query.pageSize, offset);
  return {
    items: rows.map((row, i) => listItemOf(row, offset + i + 1)),
    max_count: total,
    page: query.page,
    pageSize: query.pageSize,
    can_create: callerOf(auth, found).canWrite,
  };
}

async function processIn(deps: Deps, found: EstablishmentInScope, type: ProcessType, id: string) {
  const row = await findProcess(deps.db, found.establishment.id, id, type);
  if (!row) throw notFound(PROCESS_MESSAGES.notFound);
  return row;
}

export async function processDetail(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  type: ProcessType,
  id: string,
) {
  const row = await processIn(deps, found, type, id);
  const steps = await stepsOf(deps.db, row.id);
  const caller = callerOf(auth, found);
  return detailOf(row, steps, {
    canWrite: caller.canWrite,
    canCancel: caller.canCancel(row.status),
    readOnly: !caller.canWrite,
  });
}

export async function processSteps(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  type: ProcessType,
  id: string,
) {
  return (await processDetail(deps, auth, found, type, id)).steps;
}

export async function processStepDetail(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  type: ProcessType,
  id: string,
  stepId: number,
) {
  const row = await processIn(deps, found, type, id);
  const kind = kindOfRow(row);
  const steps = await stepsOf(deps.db, row.id);
  const stepRow = steps.find((s) => s.row.stepId === stepId);
  const definition = kind.steps.find((s) => s.id === stepId);
  if (!stepRow || !definition) throw notFound(PROCESS_MESSAGES.stepNotFound);
  const writable = callerOf(auth, found).canWrite && row.status === 'Ongoing';
  return {
    ...stepOf(kind, stepRow, nextPendingStep(steps), writable),
    process_id: row.id,
    schema: definition.schema,
  };
}

export function processCatalogue(type: ProcessType) {
  return catalogueOf(type);
}

/** The step a save names, by its catalogue id or key, in the kind's steps. */
function stepOfKind(kind: ProcessKind, step: ProcessSaveTarget['step']) {
  const found = kind.steps.find((s) => (typeof step === 'number' ? s.id === step : s.key === step));
  if (!found) throw notFound(PROCESS_MESSAGES.stepNotFound);
  return found;
}

/** The form of the step a save names (before any record is read: an unknown one refuses the save). */
export function formOfSave(target: ProcessSaveTarget) {
  return stepOfKind(kindFor(target.type, target.cms_incident_id), target.step).schema;
}

function recordOf(row: typeof employeeProcesses.$inferSelect): ProcessRecord {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    employeeId: row.employeeId,
    type: row.type,
    cmsIncidentId: row.cmsIncidentId,
    eventDate: iso(row.eventDate),
    body: row.body,
    status: row.cancelledOn ? 'Cancelled' : row.submittedOn ? 'Completed' : 'Ongoing',
  };
}

/** The worker a new process is about: one of this establishment's, on the books on the event's day. */
async function workerFor(tx: Tx, establishmentId: string, employeeId: string | undefined) {
  if (!employeeId) throw validationFailed({ employee_id: PROCESS_MESSAGES.employeeRequired });
  const [worker] = await tx
    .select({ id: employees.id, joined: employees.dateOfJoining, exitDate: employees.exitDate })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.establishmentId, establishmentId)))
    .for('share');
  if (!worker) throw notFound('Employee not found.');
  return worker;
}

/**
 * Saves a step: a new process with its first step (no process_id), or the next pending step of an ongoing one.
 * The establishment is locked first, so two saves of one process run one after the other and the second sees
 * the first's step submitted. The registered hooks of the type validate before anything is written and run after.
 */
export async function saveProcessStep(
  db: Db,
  auth: AuthContext,
  establishmentId: string,
  target: ProcessSaveTarget,
  values: { process_id?: string; employee_id?: string; body: Record<string, unknown> },
) {
  const kind = kindFor(target.type, target.cms_incident_id);
  const definition = stepOfKind(kind, target.step);
  const now = new Date().toISOString();
  return inTransaction(db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId, { ownerContractor: true });
    const ctx = { auth, found };
    const body = values.body;
    const doneOn = instantOf(body[definition.doneField]);
    if (!doneOn) throw validationFailed({ [`body.${definition.doneField}`]: 'Required' });

    let process: typeof employeeProcesses.$inferSelect | null = null;
    let earlier: StepSave['earlier'] = {};
    let submittedOn: Partial<Record<string, string>> = {};
    let eventDate: string;
    let employeeId: string;

    if (!values.process_id) {
      if (definition.id !== kind.steps[0]!.id)
        throw validationFailed({ step: PROCESS_MESSAGES.firstStepOnly });
      eventDate = instantOf(body[kind.eventField])!;
      const eventDay = istDay(eventDate);
      const worker = await workerFor(tx, found.establishment.id, values.employee_id);
      if (eventDay < worker.joined)
        throw validationFailed({ [`body.${kind.eventField}`]: PROCESS_MESSAGES.dateBeforeJoining });
      if (worker.exitDate && eventDay > worker.exitDate)
        throw validationFailed({ employee_id: PROCESS_MESSAGES.employeeExited });
      if (kind.eventField === 'incident_date' && String(body.complaint_date) < String(body.incident_date))
        throw validationFailed({ 'body.complaint_date': PROCESS_MESSAGES.dateBeforeIncident });
      employeeId = worker.id;
    } else {
      process = await lockProcess(tx, found.establishment.id, values.process_id);
      if (!process || process.type !== kind.type || (process.cmsIncidentId ?? null) !== kind.cmsIncidentId)
        throw notFound(PROCESS_MESSAGES.notFound);
      if (process.cancelledOn) throw conflict(PROCESS_MESSAGES.cancelledNoChange, 'PROCESS_CANCELLED');
      if (process.submittedOn) throw conflict(PROCESS_MESSAGES.completedNoChange, 'PROCESS_COMPLETED');
      const rows = await stepsOf(tx, process.id);
      const row = rows.find((r) => r.row.stepId === definition.id);
      if (!row) throw notFound(PROCESS_MESSAGES.stepNotFound);
      if (row.row.submittedOn) throw conflict(PROCESS_MESSAGES.stepSubmitted, 'STEP_SUBMITTED');
      if (!row.row.applies) throw conflict(PROCESS_MESSAGES.stepNotApplicable, 'STEP_NOT_APPLICABLE');
      if (nextPendingStep(rows) !== definition.id)
        throw conflict(PROCESS_MESSAGES.stepOutOfOrder, 'STEP_OUT_OF_ORDER');
      eventDate = iso(process.eventDate);
      const doneValue = String(body[definition.doneField]);
      const beforeEvent = DAY.test(doneValue) ? doneValue < istDay(eventDate) : doneOn < eventDate;
      if (beforeEvent && !definition.mayPrecedeEvent)
        throw validationFailed({ [`body.${definition.doneField}`]: PROCESS_MESSAGES.dateBeforeEvent });
      employeeId = process.employeeId;
      for (const r of rows) {
        if (r.row.values) earlier[r.row.step] = r.row.values;
        if (r.row.submittedOn) submittedOn[r.row.step] = iso(r.row.submittedOn);
      }
    }

    const save: StepSave = {
      process: process ? recordOf(process) : null,
      employeeId,
      type: kind.type,
      cmsIncidentId: kind.cmsIncidentId,
      stepId: definition.id,
      step: definition.key,
      values: body,
      earlier,
    };
    for (const hooks of processHooksOf(kind.type)) await hooks.validate?.(tx, ctx, save);

    if (!process) {
      const [inserted] = await tx
        .insert(employeeProcesses)
        .values({
          establishmentId: found.establishment.id,
          employeeId,
          type: kind.type,
          cmsIncidentId: kind.cmsIncidentId,
          eventDate,
          body,
          createdBy: auth.userId,
        })
        .returning();
      process = inserted!;
      await tx
        .insert(employeeProcessSteps)
        .values(
          kind.steps.map((s, position) => ({ processId: process!.id, stepId: s.id, step: s.key, position })),
        );
      earlier = {};
      submittedOn = {};
    }
    const saved = process!;
    await tx
      .update(employeeProcessSteps)
      .set({ values: body, doneOn, submittedOn: now, submittedBy: auth.userId, updatedAt: sql`now()` })
      .where(
        and(eq(employeeProcessSteps.processId, saved.id), eq(employeeProcessSteps.step, definition.key)),
      );

    // The clocks again with this step's values: whether each step applies and when it is due, once computable.
    const input: ProcessClockInput = {
      eventDate,
      values: { ...earlier, [definition.key]: body },
      submittedOn: { ...submittedOn, [definition.key]: now },
    };
    const clocks = stepClocks(kind, input);
    for (const clock of clocks)
      await tx
        .update(employeeProcessSteps)
        .set({ applies: clock.applies, dueOn: clock.dueOn })
        .where(
          and(
            eq(employeeProcessSteps.processId, saved.id),
            eq(employeeProcessSteps.step, clock.step.key),
            sql`(${employeeProcessSteps.applies}, ${employeeProcessSteps.dueOn}) is distinct from (${clock.applies}, ${clock.dueOn}::timestamptz)`,
          ),
        );
    const complete = clocks.every((c) => !c.applies || input.submittedOn[c.step.key]);
    let status: ProcessStatus = 'Ongoing';
    if (complete) {
      await tx
        .update(employeeProcesses)
        .set({ submittedOn: now, updatedAt: sql`now()` })
        .where(eq(employeeProcesses.id, saved.id));
      status = 'Completed';
    }
    const record = { ...recordOf(saved), status };
    for (const hooks of processHooksOf(kind.type)) await hooks.afterSave?.(tx, ctx, record, save);
    return { message: PROCESS_MESSAGES.saved, id: saved.id, step: definition.id, status };
  });
}

/**
 * Cancels a process with a reason: its contractor while it is ongoing, the Government once it is completed
 * (spec part 2, section 6). A cancelled process never changes again; a second cancel is refused.
 */
export async function cancelProcess(
  db: Db,
  auth: AuthContext,
  establishmentId: string,
  processId: string,
  reason: string,
) {
  return inTransaction(db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    const process = await lockProcess(tx, found.establishment.id, processId);
    if (!process) throw notFound(PROCESS_MESSAGES.notFound);
    if (process.cancelledOn) throw conflict(PROCESS_MESSAGES.cancelledNoChange, 'PROCESS_CANCELLED');
    const status: ProcessStatus = process.submittedOn ? 'Completed' : 'Ongoing';
    if (auth.role === 'Contractor') {
      if (found.establishment.contractorAgencyId !== auth.agencyId)
        throw forbidden(PROCESS_MESSAGES.cancelRoles, 'CANCEL_ROLES');
      if (status !== 'Ongoing')
        throw forbidden(PROCESS_MESSAGES.contractorCancelsOngoing, 'CANCEL_ONGOING_ONLY');
    } else if (auth.role === 'Government') {
      if (status !== 'Completed')
        throw forbidden(PROCESS_MESSAGES.governmentCancelsCompleted, 'CANCEL_COMPLETED_ONLY');
    } else throw forbidden(PROCESS_MESSAGES.cancelRoles, 'CANCEL_ROLES');
    const [cancelled] = await tx
      .update(employeeProcesses)
      .set({
        cancelReason: reason.trim(),
        cancelledOn: sql`now()`,
        cancelledBy: auth.userId,
        updatedAt: sql`now()`,
      })
      .where(eq(employeeProcesses.id, process.id))
      .returning();
    for (const hooks of processHooksOf(process.type))
      await hooks.afterCancel?.(tx, { auth, found }, recordOf(cancelled!));
    return { message: PROCESS_MESSAGES.cancelled };
  });
}
