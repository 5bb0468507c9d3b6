import { z } from 'zod';
import { INPUT_LIMITS } from '../domain/limits.js';
import { PROCESS_TYPES } from '../domain/process-steps.js';
import type { FormSchema } from '../form-schema/types.js';

/**
 * Employee processes (spec part 2, 'Incidents': workplace accidents, harassment complaints, recoveries (Form C),
 * maternity leave (Form E) and terminations), one mechanism; issue 15. Under /api/establishments/{id}:
 * - GET  employee-process/incident?cms_incident_id=1|2[&status&page&pageSize]   processList
 * - GET  employee-process/deduction | maternity_leave | termination[?status...]  processList
 * - GET  employee-process/{type}/{processId}                                    processDetail (steps, banner counts)
 * - GET  employee-process/{type}/{processId}/steps                              processStep[]
 * - GET  employee-process/{type}/{processId}/steps/{stepId}                     processStepDetail (with its form)
 * - POST employee-process {values: processSaveValues}                           processSaved
 *        creates a process with its first step (no process_id; employee_id names the worker) or saves the next
 *        step of an ongoing one (process_id). The step's fields are under values.body, checked by its form.
 * - POST employee-process/{processId}/cancel {values: {cancel_reason}}          {message: 'Incident cancelled successfully.'}
 * And the catalogue: GET /api/cms/incident (two items, value 1 and 2), /api/cms/deduction, /api/cms/maternity_leave,
 * /api/cms/termination (one item each): cmsProcessItem[]. The documents of a kind: GET
 * /api/cms/employee-process/{kindId}/documents (kindId = the item's value, domain/processes.ts).
 *
 * `{type}` is incident, deduction, maternity_leave or termination; `stepId` the step's numeric catalogue id
 * (domain/process-steps.ts). Dates: instants are ISO timestamps, days yyyy-mm-dd; the screens format them
 * (DD/MM/YYYY, 12-hour time, Asia/Kolkata).
 *
 * Who (docs/decisions.md 'Employee processes'): the establishment's contractor records processes and saves steps;
 * the Government and the consultant read; a subcontractor has no access (403, the spec hides the group from it).
 * The contractor cancels an Ongoing process, the Government a Completed one; a cancelled process never changes,
 * nor does a completed one except by that cancel.
 */

export const PROCESS_STATUSES = ['Ongoing', 'Completed', 'Cancelled'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];
export const PROCESS_STATUS_FILTERS = ['All', ...PROCESS_STATUSES] as const;
export type ProcessStatusFilter = (typeof PROCESS_STATUS_FILTERS)[number];

/** A step's state: submitted; waiting; or not applicable to this process (Form EE of a minor accident). */
export const PROCESS_STEP_STATUSES = ['Completed', 'Pending', 'Not applicable'] as const;
export type ProcessStepStatus = (typeof PROCESS_STEP_STATUSES)[number];

export const PROCESS_PAGE_SIZE = 10;

/** The texts of the module (spec part 2, sections 2, 4 and 8). */
export const PROCESS_MESSAGES = {
  pendingBanner: 'IMPORTANT: Please fill in the pending steps below as required for this incident.',
  allCompleted: 'All steps have been completed',
  cancelled: 'Incident cancelled successfully.',
  cancelFailed: 'Failed to cancel the incident',
  saved: 'Form Submitted Successfully',
  notFound: 'Employee process not found.',
  stepNotFound: 'Step not found.',
  contractorOnly: 'Only the contractor of this establishment records incidents and their steps.',
  noSubcontractors: 'Incidents are not available to subcontractors.',
  cancelRoles: 'Only the contractor (before completion) or the Government (after) may cancel.',
  cancelledNoChange: 'This record was cancelled and can no longer be changed.',
  completedNoChange: 'All steps of this record are completed: it can no longer be changed.',
  contractorCancelsOngoing: 'The contractor cancels a record only while it is ongoing.',
  governmentCancelsCompleted: 'The Government cancels a record only once all its steps are completed.',
  stepSubmitted: 'This step is already submitted.',
  stepOutOfOrder: 'Complete the earlier steps first.',
  stepNotApplicable: 'This step does not apply to this record.',
  firstStepOnly: 'A new record starts with its first step.',
  employeeRequired: 'Choose the employee',
  employeeExited: 'This employee has exited: a new record cannot be made for them.',
  unknownKind: 'Choose the type of the record.',
  dateBeforeEvent: 'This date cannot be before the date of the event.',
  dateBeforeIncident: 'The complaint cannot be made before the incident.',
  dateBeforeJoining: 'This date cannot be before the employee joined.',
} as const;

/** The type in a path: a process type. */
export const processTypeParam = z.enum(PROCESS_TYPES);

/** A list's query: status filter (All by default), the incident kind for incidents, the page. */
export const processListQuery = z.object({
  cms_incident_id: z.coerce.number().int().min(1).max(2).optional(),
  status: z.enum(PROCESS_STATUS_FILTERS).default('All'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(PROCESS_PAGE_SIZE),
});
export type ProcessListQuery = z.infer<typeof processListQuery>;

/** The worker a process is about. */
export const processEmployee = z.object({
  id: z.uuid(),
  employee_code: z.string(),
  name: z.string(),
  label: z.string(),
  exit_date: z.string().nullable(),
});

/** A row of a list. `body` holds the first step's values (location, isFatalAccident, complaintCodeNo, exit_date...). */
export const processListItem = z.object({
  id: z.uuid(),
  serial_no: z.number().int(),
  type: processTypeParam,
  cms_incident_id: z.number().int().nullable(),
  /** The catalogue kind (1 accident, 2 harassment, 3 deduction, 4 maternity leave, 5 termination). */
  kind_id: z.number().int(),
  employee: processEmployee,
  event_date: z.string(),
  body: z.record(z.string(), z.unknown()),
  status: z.enum(PROCESS_STATUSES),
  created_on: z.string(),
  submitted_on: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_on: z.string().nullable(),
  /** Banner counts: applicable steps submitted and still pending. */
  completed_steps: z.number().int(),
  pending_steps: z.number().int(),
  /** The earliest due time of a pending step (ISO), when one is computable. */
  next_due_on: z.string().nullable(),
});
export type ProcessListItem = z.infer<typeof processListItem>;

export const processList = z.object({
  items: z.array(processListItem),
  max_count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the caller may record a new one (the contractor of a writable link). */
  can_create: z.boolean(),
});
export type ProcessList = z.infer<typeof processList>;

/** One step of a process as it stands. */
export const processStep = z.object({
  /** The catalogue's step id (the stepId of the steps/{stepId} call). */
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  position: z.number().int(),
  status: z.enum(PROCESS_STEP_STATUSES),
  /** The clock in words ('Within 72 hours of the accident ...'), or null for a step without one. */
  due_text: z.string().nullable(),
  /** When it is due (ISO instant; null without a clock or while its anchor is not known). */
  due_on: z.string().nullable(),
  /** When its action took place, as its form says (a notice's 'sent on'); null until submitted. */
  done_on: z.string().nullable(),
  submitted_on: z.string().nullable(),
  submitted_by: z.string().nullable(),
  /** Whether the action took place after the due time (done_on after due_on), once submitted. */
  late: z.boolean(),
  /** The saved values (the form's `body`), null until submitted. */
  values: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the caller may save this step now (the next pending step, for the contractor). */
  can_save: z.boolean(),
});
export type ProcessStep = z.infer<typeof processStep>;

export const processDetail = processListItem.omit({ serial_no: true }).extend({
  steps: z.array(processStep),
  /** Whether every applicable step is submitted ('All steps have been completed'). */
  all_completed: z.boolean(),
  can_cancel: z.boolean(),
  /** Whether the employee's record is read only for the caller (a terminated link, a reader). */
  read_only: z.boolean(),
});
export type ProcessDetail = z.infer<typeof processDetail>;

/** A form of the engine as the API sends it (checked by its outline; the engine reads the rest). */
const formSchemaJson = z.looseObject({
  type: z.string(),
  purpose: z.string(),
  title: z.string(),
  saveUrl: z.string(),
  steps: z.array(z.unknown()),
}) as unknown as z.ZodType<FormSchema>;

/** One step with the form to fill or show (a FormSchema of the engine). */
export const processStepDetail = processStep.extend({
  process_id: z.uuid(),
  schema: formSchemaJson,
});
export type ProcessStepDetail = z.infer<typeof processStepDetail>;

/**
 * The save's values: what is saved (type, cms_incident_id for an incident, step: the catalogue step id or key),
 * which process (process_id; absent for a new one, whose worker is employee_id) and the step's fields in body.
 */
export const processSaveTarget = z.object({
  type: processTypeParam,
  cms_incident_id: z.coerce.number().int().min(1).max(2).optional(),
  step: z.union([z.number().int().min(1).max(1000), z.string().max(INPUT_LIMITS.text)]),
  process_id: z.uuid().optional(),
  employee_id: z.uuid().optional(),
});
export type ProcessSaveTarget = z.infer<typeof processSaveTarget>;
export interface ProcessSaveValues extends ProcessSaveTarget {
  body: Record<string, unknown>;
}

export const processSaved = z.object({
  message: z.string(),
  id: z.uuid(),
  step: z.number().int(),
  status: z.enum(PROCESS_STATUSES),
});
export type ProcessSaved = z.infer<typeof processSaved>;

/** A step of the catalogue as /api/cms/{type} serves it. */
export const cmsProcessStep = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  due_text: z.string().nullable(),
  applies_text: z.string().nullable(),
  schema: formSchemaJson,
});
/** An item of /api/cms/incident and the others: value (the kind id; 1 or 2 for incidents), label and body. */
export const cmsProcessItem = z.object({
  value: z.number().int(),
  label: z.string(),
  body: z.object({
    type: processTypeParam,
    cms_incident_id: z.number().int().nullable(),
    steps: z.array(cmsProcessStep),
  }),
});
export type CmsProcessItem = z.infer<typeof cmsProcessItem>;
