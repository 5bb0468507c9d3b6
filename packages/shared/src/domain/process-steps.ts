import type { FormSchema } from '../form-schema/types.js';
import {
  accidentDetailsSchema,
  accidentNoticeSchema,
  actionTakenSchema,
  complaintSchema,
  exitDetailsSchema,
  formEeSchema,
  inquiryReportSchema,
  inquirySchema,
  maternityNoticeSchema,
  paymentBeforeDeliverySchema,
  paymentRemainingSchema,
  proofOfDeliverySchema,
  recoveryCompletedSchema,
  recoveryDetailsSchema,
  settlementSchema,
} from '../schemas/processes.js';
import { addDays, dueAfter, endOfIstDay, istDay, lastDayOfMonth } from './process-due.js';

/**
 * The step catalogue of the employee processes (spec part 2, 'Incidents'; LAW.md rows 8, 15, 17-20): for each type
 * (and incident kind) its ordered steps, each with a numeric id (unique across the catalogue, the `stepId` of the
 * API), a key, a name, its form (schemas/processes.ts), its clock and whether it applies. The server stores a step's
 * due_on once its clock can be computed (its anchor is known) and done_on, the moment the step's action took place
 * as its form records it (a notice's 'sent on', a settlement's date), which the compliance rules compare.
 */

export const PROCESS_TYPES = ['incident', 'deduction', 'maternity_leave', 'termination'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

/** Incident kinds (spec part 2, section 9): 1 workplace accident, 2 harassment complaint. */
export const INCIDENT_KINDS = { workplaceAccident: 1, harassmentComplaint: 2 } as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[keyof typeof INCIDENT_KINDS];

/**
 * The catalogue's kinds: the ids of EMPLOYEE_PROCESSES (domain/processes.ts, whose documents 'View Documents'
 * shows): 1 workplace accident, 2 harassment complaint, 3 deduction, 4 maternity leave, 5 termination.
 */
export const PROCESS_KIND_IDS = {
  accident: 1,
  harassment: 2,
  deduction: 3,
  maternity_leave: 4,
  termination: 5,
} as const;
export type ProcessKindId = (typeof PROCESS_KIND_IDS)[keyof typeof PROCESS_KIND_IDS];

/** A process's steps as the clocks read them: each submitted step's values and when it was submitted. */
export interface ProcessClockInput {
  /** The process's event (the first step's event field) as an ISO instant or yyyy-mm-dd day. */
  eventDate: string;
  values: Partial<Record<string, Record<string, unknown>>>;
  submittedOn: Partial<Record<string, string>>;
}

export interface StepDue {
  /** The clock in words, for the screens and the catalogue. */
  text: string;
  /** When the step is due (ISO instant), or null while its anchor is not known yet. */
  at(input: ProcessClockInput): string | null;
}

export interface ProcessStepDefinition {
  id: number;
  key: string;
  name: string;
  schema: FormSchema;
  /** The field of the step's values (under body) that says when its action took place (done_on). */
  doneField: string;
  due?: StepDue;
  /** Whether the step applies to this process (Form EE only after a death or serious injury); default yes. */
  applies?(input: ProcessClockInput): boolean;
  /** When the step applies only sometimes, in words. */
  appliesText?: string;
  /** Its date may come before the event (a delivery before the notice of claim, Maternity Benefit Act s.6(2)). */
  mayPrecedeEvent?: boolean;
}

export interface ProcessKind {
  id: ProcessKindId;
  type: ProcessType;
  /** For incidents, the cms_incident_id (1 or 2). */
  cmsIncidentId: IncidentKind | null;
  name: string;
  /** The first step's field holding the event (accident time, incident date, recovery date, ...). */
  eventField: string;
  steps: ProcessStepDefinition[];
}

const textValue = (input: ProcessClockInput, step: string, field: string): string | null => {
  const v = input.values[step]?.[field];
  return typeof v === 'string' && v !== '' ? v : null;
};
const yes = (input: ProcessClockInput, step: string, field: string) =>
  textValue(input, step, field) === 'yes';

/** A clock from another step's date field. */
function fromValue(
  step: string,
  field: string,
  unit: 'days' | 'hours',
  amount: number,
  text: string,
): StepDue {
  return {
    text,
    at: (input) => {
      const anchor = textValue(input, step, field);
      return anchor ? dueAfter(anchor, unit, amount) : null;
    },
  };
}

const accident: ProcessKind = {
  id: PROCESS_KIND_IDS.accident,
  type: 'incident',
  cmsIncidentId: INCIDENT_KINDS.workplaceAccident,
  name: 'Workplace accident',
  eventField: 'event_date',
  steps: [
    {
      id: 1,
      key: 'accident_details',
      name: 'Accident details',
      schema: accidentDetailsSchema,
      doneField: 'event_date',
    },
    {
      id: 2,
      key: 'accident_notice',
      name: 'Notice of accident',
      schema: accidentNoticeSchema,
      doneField: 'notice_sent_on',
      due: {
        text: 'Within 4 hours of the accident when fatal, otherwise within 72 hours',
        at: (input) =>
          dueAfter(input.eventDate, 'hours', yes(input, 'accident_details', 'isFatalAccident') ? 4 : 72),
      },
    },
    {
      id: 3,
      key: 'form_ee',
      name: 'Report of death or serious injury (Form EE)',
      schema: formEeSchema,
      doneField: 'report_sent_on',
      due: { text: 'Within 7 days of the accident', at: (input) => dueAfter(input.eventDate, 'days', 7) },
      applies: (input) =>
        yes(input, 'accident_details', 'isFatalAccident') ||
        yes(input, 'accident_details', 'is_serious_injury'),
      appliesText: 'When the accident is fatal or the injury serious',
    },
  ],
};

const harassment: ProcessKind = {
  id: PROCESS_KIND_IDS.harassment,
  type: 'incident',
  cmsIncidentId: INCIDENT_KINDS.harassmentComplaint,
  name: 'Harassment complaint',
  eventField: 'incident_date',
  steps: [
    {
      id: 4,
      key: 'complaint',
      name: 'Complaint',
      schema: complaintSchema,
      doneField: 'complaint_date',
      due: {
        text: 'Within 3 months of the incident (6 months when the extension is granted)',
        at: (input) =>
          dueAfter(input.eventDate, 'months', yes(input, 'complaint', 'extension_granted') ? 6 : 3),
      },
    },
    {
      id: 5,
      key: 'inquiry',
      name: 'Inquiry completed',
      schema: inquirySchema,
      doneField: 'inquiry_completed_on',
      due: fromValue('complaint', 'complaint_date', 'days', 90, 'Within 90 days of the complaint'),
    },
    {
      id: 6,
      key: 'inquiry_report',
      name: 'Inquiry report',
      schema: inquiryReportSchema,
      doneField: 'report_date',
      due: fromValue('inquiry', 'inquiry_completed_on', 'days', 10, 'Within 10 days of the inquiry'),
    },
    {
      id: 7,
      key: 'action_taken',
      name: 'Action taken',
      schema: actionTakenSchema,
      doneField: 'action_date',
      due: fromValue('inquiry_report', 'report_date', 'days', 60, 'Within 60 days of the report'),
    },
  ],
};

const deduction: ProcessKind = {
  id: PROCESS_KIND_IDS.deduction,
  type: 'deduction',
  cmsIncidentId: null,
  name: 'Recovery (Form C)',
  eventField: 'recovery_date',
  steps: [
    {
      id: 8,
      key: 'recovery_details',
      name: 'Recovery details',
      schema: recoveryDetailsSchema,
      doneField: 'recovery_date',
    },
    {
      id: 9,
      key: 'recovery_completed',
      name: 'Recovery completed',
      schema: recoveryCompletedSchema,
      doneField: 'date_of_complete_recovery',
      due: {
        text: 'A fine within 90 days of its date; otherwise by the end of the last instalment month',
        at: (input) => {
          const details = input.values.recovery_details;
          if (!details) return null;
          if (details.recovery_type === 'fine') return dueAfter(input.eventDate, 'days', 90);
          const first = textValue(input, 'recovery_details', 'first_month');
          const instalments = Number(details.instalments);
          if (!first || !Number.isInteger(instalments) || instalments < 1) return null;
          return endOfIstDay(lastDayOfMonth(first, instalments - 1));
        },
      },
    },
  ],
};

const maternity: ProcessKind = {
  id: PROCESS_KIND_IDS.maternity_leave,
  type: 'maternity_leave',
  cmsIncidentId: null,
  name: 'Maternity leave (Form E)',
  eventField: 'notice_date',
  steps: [
    {
      id: 10,
      key: 'notice_of_claim',
      name: 'Notice of claim',
      schema: maternityNoticeSchema,
      doneField: 'notice_date',
    },
    {
      id: 11,
      key: 'payment_before_delivery',
      name: 'Payment before delivery',
      schema: paymentBeforeDeliverySchema,
      doneField: 'paid_on',
      due: {
        text: 'In advance: before the leave begins',
        at: (input) => {
          const from = textValue(input, 'notice_of_claim', 'leave_from');
          return from ? endOfIstDay(addDays(istDay(from), -1)) : null;
        },
      },
    },
    {
      id: 12,
      key: 'proof_of_delivery',
      name: 'Proof of delivery',
      schema: proofOfDeliverySchema,
      doneField: 'delivery_date',
      mayPrecedeEvent: true,
    },
    {
      id: 13,
      key: 'payment_remaining',
      name: 'Payment of the remaining period',
      schema: paymentRemainingSchema,
      doneField: 'paid_on',
      due: {
        text: 'Within 48 hours of the proof of delivery',
        at: (input) => {
          const proof = input.submittedOn.proof_of_delivery;
          return proof ? dueAfter(proof, 'hours', 48) : null;
        },
      },
    },
  ],
};

const termination: ProcessKind = {
  id: PROCESS_KIND_IDS.termination,
  type: 'termination',
  cmsIncidentId: null,
  name: 'Termination',
  eventField: 'exit_date',
  steps: [
    { id: 14, key: 'exit_details', name: 'Exit details', schema: exitDetailsSchema, doneField: 'exit_date' },
    {
      id: 15,
      key: 'settlement',
      name: 'Full and final settlement',
      schema: settlementSchema,
      doneField: 'settlement_date',
      due: {
        text: 'Within 2 working days of the exit',
        at: (input) => dueAfter(input.eventDate, 'working_days', 2),
      },
    },
  ],
};

export const PROCESS_KINDS: readonly ProcessKind[] = [
  accident,
  harassment,
  deduction,
  maternity,
  termination,
];

/** The kind of a process: its type and, for an incident, its cms_incident_id. */
export function processKindOf(type: ProcessType, cmsIncidentId?: number | null): ProcessKind | null {
  return (
    PROCESS_KINDS.find(
      (k) => k.type === type && (type !== 'incident' || k.cmsIncidentId === Number(cmsIncidentId)),
    ) ?? null
  );
}

/** A step of the catalogue by its numeric id, with its kind. */
export function processStepById(id: number): { kind: ProcessKind; step: ProcessStepDefinition } | null {
  for (const kind of PROCESS_KINDS) {
    const step = kind.steps.find((s) => s.id === id);
    if (step) return { kind, step };
  }
  return null;
}

/** What each step of a process is now: whether it applies and, when computable, when it is due. */
export function stepClocks(kind: ProcessKind, input: ProcessClockInput) {
  return kind.steps.map((step) => ({
    step,
    applies: step.applies ? step.applies(input) : true,
    dueOn: step.due ? step.due.at(input) : null,
  }));
}
