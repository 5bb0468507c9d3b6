import type { FieldSchema, FormSchema } from '../form-schema/types.js';

/*
 * The forms of the employee processes' steps (spec part 2, 'Incidents'; the step catalogue in
 * domain/process-steps.ts says which form each step uses, in which order and with which clock). Every field of a
 * step lies under `body.` (the step's values as stored); the save names its process, step and worker at the top
 * (api/processes.ts, processSaveValues). All are saved at POST /api/establishments/{id}/employee-process.
 */

const required = { isRequired: { enabled: true } };
const notFuture = { isDateNotOfFuture: { enabled: true } };
const sentence = { pattern: { enabled: true, value: 'sentence' } };
const rupees = {
  pattern: {
    enabled: true,
    value: '^\\d{1,9}(\\.\\d{1,2})?$',
    message: 'Enter the amount in rupees, with at most two decimals',
  },
};
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const SAVE_URL = '/api/establishments/{establishmentId}/employee-process';

const field = (colName: string, title: string, type: FieldSchema['type'], extra: Partial<FieldSchema> = {}) =>
  ({ type, colName: `body.${colName}`, title, ...extra }) as FieldSchema;
const date = (colName: string, title: string, extra: Partial<FieldSchema> = {}) =>
  field(colName, title, 'date-simple', { validations: { ...required, ...notFuture }, ...extra });
const instant = (colName: string, title: string) =>
  field(colName, title, 'datetime', { validations: { ...required, ...notFuture } });
const text = (colName: string, title: string, isRequired = true) =>
  field(colName, title, 'text', { validations: isRequired ? { ...required, ...sentence } : sentence });
const longText = (colName: string, title: string, isRequired = true) =>
  field(colName, title, 'textarea', {
    fieldSize: 12,
    validations: isRequired ? { ...required, ...sentence } : sentence,
  });
const yesNo = (colName: string, title: string, extra: Partial<FieldSchema> = {}) =>
  field(colName, title, 'radio', { radioArray: YES_NO, validations: required, ...extra });
const money = (colName: string, title: string) =>
  field(colName, title, 'number', { prependText: '₹', validations: { ...required, ...rupees } });

function stepForm(purpose: string, title: string, fields: FieldSchema[]): FormSchema {
  return {
    type: 'employee_process',
    purpose,
    title,
    saveUrl: SAVE_URL,
    accessBy: ['Contractor'],
    recordKeys: ['process_id', 'employee_id'],
    steps: [{ title, fields }],
  };
}

/** Incident type 1, workplace accident. The injured worker is the save's employee_id. */
export const accidentDetailsSchema = stepForm('accident_details', 'Accident details', [
  instant('event_date', 'Date and time of the accident'),
  text('location', 'Location of the accident'),
  yesNo('isFatalAccident', 'Is it a fatal accident?'),
  yesNo('is_serious_injury', 'Serious injury (disables the worker for 48 hours or more)?', {
    helpMessage: 'A serious injury or a death is reported in Form EE within 7 days',
  }),
  longText('description', 'Description of the accident'),
]);
export const accidentNoticeSchema = stepForm('accident_notice', 'Notice of accident', [
  instant('notice_sent_on', 'Notice sent on'),
  text('notice_sent_to', 'Sent to (authority)'),
  text('notice_reference', 'Reference number', false),
]);
export const formEeSchema = stepForm('form_ee', 'Report of death or serious injury (Form EE)', [
  date('report_sent_on', 'Form EE sent on'),
  text('report_sent_to', 'Sent to (Commissioner)'),
]);

/** Incident type 2, harassment complaint (POSH Act). The complainant is the save's employee_id. */
export const complaintSchema = stepForm('complaint', 'Complaint', [
  date('incident_date', 'Date of the incident'),
  date('complaint_date', 'Date of the complaint'),
  text('complaintCodeNo', 'Complaint code number'),
  yesNo('extension_granted', 'Extension of 3 months granted by the Internal Committee?', {
    helpMessage: 'A complaint is made within 3 months of the incident, or 6 with the extension',
  }),
  longText('description', 'Summary of the complaint', false),
]);
export const inquirySchema = stepForm('inquiry', 'Inquiry completed', [
  date('inquiry_completed_on', 'Inquiry completed on'),
]);
export const inquiryReportSchema = stepForm('inquiry_report', 'Inquiry report', [
  date('report_date', 'Report given to the employer on'),
]);
export const actionTakenSchema = stepForm('action_taken', 'Action taken', [
  date('action_date', 'Action taken on'),
  longText('action', 'Action taken'),
]);

/** Deduction (Form C, the register of loans and recoveries). */
export const RECOVERY_TYPES = ['damage_or_loss', 'fine', 'advance', 'loan'] as const;
export type RecoveryType = (typeof RECOVERY_TYPES)[number];
export const RECOVERY_TYPE_LABELS: Record<RecoveryType, string> = {
  damage_or_loss: 'Damage or loss',
  fine: 'Fine',
  advance: 'Advance',
  loan: 'Loan',
};
export const recoveryDetailsSchema = stepForm('recovery_details', 'Recovery details', [
  field('recovery_type', 'Recovery type', 'dropdown', {
    dropdownArray: RECOVERY_TYPES.map((value) => ({ value, label: RECOVERY_TYPE_LABELS[value] })),
    validations: required,
  }),
  text('particulars', 'Particulars'),
  date('recovery_date', 'Date of damage, loss, fine, advance or loan'),
  money('amount', 'Amount'),
  yesNo('show_cause_issued', 'Whether a show-cause notice was issued'),
  text('explanation_heard_in_presence_of', 'Explanation heard in the presence of', false),
  field('instalments', 'Number of instalments', 'number', {
    validations: {
      ...required,
      pattern: { enabled: true, value: '^[1-9]\\d{0,2}$', message: 'Enter a whole number of at least 1' },
    },
    helpMessage: 'A fine is recovered in one instalment',
  }),
  field('first_month', 'First month of recovery', 'date-simple', {
    validations: required,
    helpMessage: 'Any day of the month of the first instalment',
  }),
  longText('remarks', 'Remarks', false),
]);
export const recoveryCompletedSchema = stepForm('recovery_completed', 'Recovery completed', [
  date('date_of_complete_recovery', 'Date of complete recovery'),
]);

/** Maternity leave (Form E). The woman worker is the save's employee_id. */
export const maternityNoticeSchema = stepForm('notice_of_claim', 'Notice of claim', [
  date('notice_date', 'Notice given on'),
  field('expected_delivery_date', 'Expected date of delivery', 'date-simple', { validations: required }),
  field('surviving_children', 'Number of surviving children', 'number', {
    validations: {
      ...required,
      pattern: { enabled: true, value: '^\\d{1,2}$', message: 'Enter a whole number' },
    },
  }),
  field('leave_from', 'Leave from', 'date-simple', { validations: required }),
]);
export const paymentBeforeDeliverySchema = stepForm('payment_before_delivery', 'Payment before delivery', [
  money('amount', 'Amount paid for the period before delivery'),
  date('paid_on', 'Paid on'),
]);
export const proofOfDeliverySchema = stepForm('proof_of_delivery', 'Proof of delivery', [
  date('delivery_date', 'Date of delivery'),
  field('proof', 'Proof of delivery', 'file-upload', {
    accept: ['.pdf', '.jpg', '.jpeg', '.png'],
    validations: required,
  }),
]);
export const paymentRemainingSchema = stepForm('payment_remaining', 'Payment of the remaining period', [
  money('amount', 'Amount paid for the remaining period'),
  date('paid_on', 'Paid on'),
]);

/** Termination: the exit ends the worker's link (the employee register's exit, workflow employee-exit). */
export const exitDetailsSchema = stepForm('exit_details', 'Exit details', [
  date('exit_date', 'Date of exit'),
  field('exit_reason', 'Reason for exit', 'dropdown-creatable', {
    dropdownArray: [
      'Resigned',
      'Retrenched',
      'Dismissed after inquiry',
      'Removed from service',
      'Contract period completed',
      'Work of the establishment completed',
    ].map((r) => ({ value: r, label: r })),
    helpMessage: 'Choose a reason or type another',
    validations: { ...required, ...sentence },
  }),
]);
export const settlementSchema = stepForm('settlement', 'Full and final settlement', [
  date('settlement_date', 'Settled on'),
  money('amount', 'Amount paid in full and final settlement'),
]);

/** The cancel form of a process (spec part 2, section 5): the reason, required and held to the comment pattern. */
export const processCancelSchema: FormSchema = {
  type: 'employee_process',
  purpose: 'cancel',
  title: 'Cancel incident',
  saveUrl: '/api/establishments/{establishmentId}/employee-process/{processId}/cancel',
  accessBy: ['Contractor', 'Government'],
  steps: [
    {
      title: 'Cancel',
      fields: [
        {
          type: 'textarea',
          colName: 'cancel_reason',
          title: 'Reason for cancelling',
          fieldSize: 12,
          validations: {
            isRequired: { enabled: true, message: 'Required' },
            pattern: {
              enabled: true,
              value: 'comment',
              message: 'Use alphabets, numbers and underscores only',
            },
          },
        },
      ],
    },
  ],
};

export const PROCESS_STEP_SCHEMAS: FormSchema[] = [
  accidentDetailsSchema,
  accidentNoticeSchema,
  formEeSchema,
  complaintSchema,
  inquirySchema,
  inquiryReportSchema,
  actionTakenSchema,
  recoveryDetailsSchema,
  recoveryCompletedSchema,
  maternityNoticeSchema,
  paymentBeforeDeliverySchema,
  proofOfDeliverySchema,
  paymentRemainingSchema,
  exitDetailsSchema,
  settlementSchema,
];
export const PROCESS_SCHEMAS: FormSchema[] = [...PROCESS_STEP_SCHEMAS, processCancelSchema];
