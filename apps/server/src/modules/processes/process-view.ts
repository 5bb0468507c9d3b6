import {
  PROCESS_KINDS,
  type ProcessDetail,
  type ProcessKind,
  type ProcessListItem,
  type ProcessStep,
  processKindOf,
} from '@anupalan/shared';
import type { ProcessRow, StepRow } from './processes.queries.js';

/** An instant as the API answers it (ISO, UTC), from a Date or PostgreSQL's text ('2026-11-24 17:00:00+00'). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const normal = value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(normal).toISOString();
}

/** The catalogue kind of a stored process. */
export function kindOfRow(row: {
  type: ProcessListItem['type'];
  cms_incident_id: number | null;
}): ProcessKind {
  const kind = processKindOf(row.type, row.cms_incident_id);
  if (!kind) throw new Error(`no catalogue kind for ${row.type} ${row.cms_incident_id}`);
  return kind;
}

export function listItemOf(row: ProcessRow, serialNo: number): ProcessListItem {
  const kind = kindOfRow(row);
  return {
    id: row.id,
    serial_no: serialNo,
    type: row.type,
    cms_incident_id: row.cms_incident_id,
    kind_id: kind.id,
    employee: {
      id: row.employee_id,
      employee_code: row.employee_code,
      name: row.employee_name,
      label: `${row.employee_name} (${row.employee_code})`,
      exit_date: row.employee_exit_date,
    },
    event_date: iso(row.event_date),
    body: row.body,
    status: row.status,
    created_on: iso(row.created_on),
    submitted_on: iso(row.submitted_on),
    cancel_reason: row.cancel_reason,
    cancelled_on: iso(row.cancelled_on),
    completed_steps: row.completed_steps,
    pending_steps: row.pending_steps,
    next_due_on: iso(row.next_due_on),
  };
}

/**
 * A step as it stands. `canWrite`: the caller may save steps of this process now (its contractor, the
 * establishment writable, the process ongoing); the step is then savable when it is the next pending one.
 */
export function stepOf(
  kind: ProcessKind,
  row: StepRow,
  nextPendingId: number | null,
  canWrite: boolean,
): ProcessStep {
  const step = kind.steps.find((s) => s.id === row.row.stepId);
  const submitted = row.row.submittedOn !== null;
  const dueOn = iso(row.row.dueOn);
  const doneOn = iso(row.row.doneOn);
  return {
    id: row.row.stepId,
    key: row.row.step,
    name: step?.name ?? row.row.step,
    position: row.row.position,
    status: submitted ? 'Completed' : row.row.applies ? 'Pending' : 'Not applicable',
    due_text: step?.due?.text ?? null,
    due_on: dueOn,
    done_on: doneOn,
    submitted_on: iso(row.row.submittedOn),
    submitted_by: row.submitted_by_name,
    late: Boolean(submitted && dueOn && doneOn && doneOn > dueOn),
    values: row.row.values,
    can_save: canWrite && !submitted && row.row.applies && row.row.stepId === nextPendingId,
  };
}

/** The first applicable step not yet submitted. */
export function nextPendingStep(steps: StepRow[]): number | null {
  return steps.find((s) => s.row.applies && s.row.submittedOn === null)?.row.stepId ?? null;
}

export function detailOf(
  row: ProcessRow,
  steps: StepRow[],
  access: { canWrite: boolean; canCancel: boolean; readOnly: boolean },
): ProcessDetail {
  const kind = kindOfRow(row);
  const { serial_no: _serial, ...item } = listItemOf(row, 0);
  const next = nextPendingStep(steps);
  const writable = access.canWrite && row.status === 'Ongoing';
  return {
    ...item,
    steps: steps.map((s) => stepOf(kind, s, next, writable)),
    all_completed: row.status !== 'Cancelled' && next === null,
    can_cancel: access.canCancel,
    read_only: access.readOnly,
  };
}

/** The catalogue as /api/cms/{type} serves it. */
export function catalogueOf(type: ProcessKind['type']) {
  return PROCESS_KINDS.filter((k) => k.type === type).map((k) => ({
    value: k.id,
    label: k.name,
    body: {
      type: k.type,
      cms_incident_id: k.cmsIncidentId,
      steps: k.steps.map((s) => ({
        id: s.id,
        key: s.key,
        name: s.name,
        due_text: s.due?.text ?? null,
        applies_text: s.appliesText ?? null,
        schema: s.schema,
      })),
    },
  }));
}
