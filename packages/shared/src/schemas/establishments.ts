import { LICENSE_TYPES, SKILL_KEYS, WEEK_DAYS } from '../domain/establishments.js';
import { SKILL_CATEGORIES } from '../domain/limits.js';
import type { FieldSchema, FormSchema } from '../form-schema/types.js';

const required = { isRequired: { enabled: true } };
const name = (colName: string, title: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type: 'text',
  colName,
  title,
  validations: { ...required, pattern: { enabled: true, value: 'name' } },
  ...extra,
});
const rupees = {
  enabled: true,
  value: '^\\d{1,9}(\\.\\d{1,2})?$',
  message: 'Enter the amount in rupees, with at most two decimals',
};

/** The grid the amounts are laid out in: the skill categories as rows, basic, DA and overtime as columns. */
const SKILL_GRID = 'Skill category';

/**
 * Basic, DA and overtime of one skill category, as columns of a minimum-wage row. Overtime is calculated
 * as twice the hourly minimum wage, 2 × (basic + DA) / 8, unless the person types the notified rate.
 */
export function skillAmountFields(prefix: string, accordion: boolean): FieldSchema[] {
  return SKILL_KEYS.flatMap((key, i) => [
    {
      type: 'number' as const,
      colName: `${prefix}${key}.minimumBasic`,
      title: `${SKILL_CATEGORIES[i]}: minimum basic per day (₹)`,
      grid: { group: SKILL_GRID, row: SKILL_CATEGORIES[i]!, column: 'Basic per day (₹)' },
      isAccordionField: accordion,
      validations: { ...required, pattern: rupees },
    },
    {
      type: 'number' as const,
      colName: `${prefix}${key}.da`,
      title: `${SKILL_CATEGORIES[i]}: DA per day (₹)`,
      grid: { group: SKILL_GRID, row: SKILL_CATEGORIES[i]!, column: 'DA per day (₹)' },
      helperText: 'If DA is not in the state notification, enter 0',
      isAccordionField: accordion,
      validations: { ...required, pattern: rupees },
    },
    {
      type: 'calculation' as const,
      colName: `${prefix}${key}.overTime`,
      title: `${SKILL_CATEGORIES[i]}: overtime per hour (₹)`,
      grid: { group: SKILL_GRID, row: SKILL_CATEGORIES[i]!, column: 'Overtime per hour (₹)' },
      expression: `(${prefix}${key}.minimumBasic + ${prefix}${key}.da) / 8 * 2`,
      decimals: 2,
      overridable: true,
      helperText: 'Calculated as double the hourly minimum wage; type the notified rate if it differs',
      isAccordionField: accordion,
      validations: { pattern: rupees },
    },
  ]);
}

/** Create an establishment (contractor), in three steps; initial values hold one empty minimum-wage row. */
export const establishmentSchema: FormSchema = {
  type: 'establishment',
  purpose: 'create',
  title: 'Establishment',
  saveUrl: '/api/subprojects/{subprojectId}/establishments',
  auditUrl: '/api/audit/establishments/{establishmentId}',
  accessBy: ['Contractor'],
  editDisabledIf: 'closed_on',
  steps: [
    {
      title: 'Establishment',
      fields: [
        name('body.name', 'Establishment name', { fieldSize: 12 }),
        {
          type: 'textarea',
          colName: 'body.natureOfWork',
          title: 'Nature of work',
          fieldSize: 12,
          validations: required,
        },
        name('body.address', 'Address of the site', { fieldSize: 12 }),
        name('body.town', 'Town / city'),
        name('body.district', 'District'),
        {
          type: 'dropdown',
          colName: 'body.state',
          title: 'State',
          src: '/api/options/states',
          validations: required,
        },
        {
          type: 'text',
          colName: 'body.pincode',
          title: 'Pincode',
          validations: {
            ...required,
            pattern: { enabled: true, value: 'pincode', message: 'Invalid Pincode.' },
          },
        },
        {
          type: 'date-simple',
          colName: 'commencementDate',
          title: 'Date of commencement',
          validations: required,
        },
        {
          type: 'date-simple',
          colName: 'body.expectedCompletionDate',
          title: 'Expected date of completion',
          validations: {
            isDateMoreThan: {
              enabled: true,
              col: 'commencementDate',
              message: 'Must be after the date of commencement',
            },
          },
        },
        {
          type: 'dropdown',
          colName: 'body.weeklyHoliday',
          title: 'Weekly holiday',
          dropdownArray: WEEK_DAYS.map((d) => ({ value: d, label: d })),
          validations: required,
        },
        {
          type: 'number',
          colName: 'body.maxWorkers',
          title: 'Most workers expected on any day',
          helperText: 'Decides whether the Contract Labour and BOCW Acts apply',
          validations: { ...required, isNotLessThanNum: { enabled: true, num: 1 } },
        },
      ],
    },
    {
      title: 'Employer and inspector details',
      fields: [
        name('body.employerName', 'Manager or agent in charge'),
        name('body.employerDesignation', 'Designation'),
        {
          type: 'tel',
          colName: 'body.employerMobile',
          title: 'Mobile',
          prependText: '+91',
          validations: {
            ...required,
            isValidPhoneNo: { enabled: true, message: 'Enter a valid mobile number' },
          },
        },
        { type: 'textfield-na', colName: 'body.lin', title: 'Labour Identification Number (LIN)' },
        { type: 'time', colName: 'body.shiftStart', title: 'Shift starts', validations: required },
        {
          type: 'time',
          colName: 'body.shiftEnd',
          title: 'Shift ends',
          outTimeOf: 'body.shiftStart',
          validations: required,
        },
        name('body.inspectorOffice', 'Office of the labour inspector', {
          helperText: 'Where notices and returns are sent',
        }),
      ],
    },
    {
      title: 'Minimum wages',
      fields: [
        {
          type: 'table-input-extend',
          colName: 'min_wages',
          title: 'Minimum wages as notified by the State',
          fieldSize: 12,
          columns: [
            {
              type: 'date-simple',
              colName: 'start_date',
              title: 'From Date',
              validations: { isRequired: { enabled: true, message: 'Required.' } },
            },
            {
              type: 'date-simple',
              colName: 'end_date',
              title: 'To Date',
              helperText: 'Leave empty while these rates are in force',
              validations: {
                isDateMoreThan: { enabled: true, col: 'start_date', message: 'Must be after the From Date' },
              },
            },
            ...skillAmountFields('body.', true),
          ],
        },
      ],
    },
  ],
};

/** One minimum-wage period (the minimum wages panel of the establishment). */
export const minWageSchema: FormSchema = {
  type: 'establishment',
  purpose: 'min-wage',
  title: 'Minimum wages',
  saveUrl: '/api/establishments/{establishmentId}/establishment-min-wages',
  accessBy: ['Contractor'],
  steps: [
    {
      title: 'Minimum wages',
      fields: [
        {
          type: 'date-simple',
          colName: 'start_date',
          title: 'From Date',
          validations: { isRequired: { enabled: true, message: 'Required.' } },
        },
        {
          type: 'date-simple',
          colName: 'end_date',
          title: 'To Date',
          helperText: 'Leave empty while these rates are in force',
          validations: {
            isDateMoreThan: { enabled: true, col: 'start_date', message: 'Must be after the From Date' },
          },
        },
        ...skillAmountFields('body.', false),
      ],
    },
  ],
};

export const licenseSchema: FormSchema = {
  type: 'establishment',
  purpose: 'license',
  title: 'License',
  saveUrl: '/api/establishments/{establishmentId}/licenses',
  accessBy: ['Contractor'],
  steps: [
    {
      title: 'License',
      fields: [
        {
          type: 'dropdown',
          colName: 'license_type',
          title: 'Type',
          dropdownArray: LICENSE_TYPES.map((t) => ({ value: String(t.id), label: t.name })),
          validations: required,
        },
        { type: 'text', colName: 'body.licenseNo', title: 'License number', validations: required },
        { type: 'date-simple', colName: 'start_date', title: 'Commenced on', validations: required },
        {
          type: 'date-simple',
          colName: 'end_date',
          title: 'Expiring on',
          validations: {
            ...required,
            isDateMoreThan: {
              enabled: true,
              col: 'start_date',
              message: 'Must be after the commencement date',
            },
          },
        },
        {
          type: 'number',
          colName: 'body.maxWorkers',
          title: 'Workers allowed',
          validations: { isNotLessThanNum: { enabled: true, num: 1 } },
        },
        { type: 'file', colName: 'body.document', title: 'License copy' },
      ],
    },
  ],
};

/** The contractor marks completion of work with the date and Form VII. */
export const completionSchema: FormSchema = {
  type: 'establishment',
  purpose: 'completion',
  title: 'Completion of work',
  saveUrl: '/api/establishments/{establishmentId}/completion',
  accessBy: ['Contractor'],
  steps: [
    {
      title: 'Completion of work',
      fields: [
        {
          // Shown for reference and compared with; the server puts the establishment's own date here.
          type: 'date-simple',
          colName: 'commencementDate',
          title: 'Date of commencement',
          disabled: true,
        },
        {
          type: 'date-simple',
          colName: 'completion_body.date',
          title: 'Date of completion',
          validations: {
            ...required,
            isDateNotOfFuture: { enabled: true },
            // Work can end on the day it began, never before (threshold -1: the same day passes).
            isDateMoreThan: {
              enabled: true,
              col: 'commencementDate',
              threshold: -1,
              message: 'The date of completion cannot be before the date of commencement',
            },
          },
        },
        {
          type: 'generated-form-upload',
          colName: 'completion_body.formVII',
          title: 'Form VII (notice of completion)',
          url: '/kits/forms/form-vii.html',
          validations: required,
        },
        {
          type: 'textarea',
          colName: 'completion_body.note',
          title: 'Note',
          fieldSize: 12,
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
  ],
};

const typedWord = (word: string): FieldSchema => ({
  type: 'text',
  colName: 'completion_body.confirmText',
  title: `Type ${word} to confirm`,
  fieldSize: 12,
  validations: {
    ...required,
    pattern: { enabled: true, value: `^${word}$`, message: `Type ${word} to confirm` },
  },
});

/** The Government approves a marked completion: the establishment is then locked. */
export const approvalSchema: FormSchema = {
  type: 'establishment',
  purpose: 'approve-completion',
  title: 'Approve completion',
  saveUrl: '/api/establishments/{establishmentId}/completion',
  accessBy: ['Government'],
  steps: [
    {
      title: 'Approve completion',
      fields: [
        typedWord('complete'),
        {
          type: 'checkbox',
          colName: 'completion_body.isGovtApproved',
          title: 'I have verified the completion of work and Form VII',
          fieldSize: 12,
          validations: required,
        },
      ],
    },
  ],
};

/** The Government cancels an establishment; closed_on becomes today. */
export const cancellationSchema: FormSchema = {
  type: 'establishment',
  purpose: 'cancellation',
  title: 'Cancellation of work',
  saveUrl: '/api/establishments/{establishmentId}/cancellation',
  accessBy: ['Government'],
  steps: [
    {
      title: 'Cancellation of work',
      fields: [
        {
          type: 'textarea',
          colName: 'completion_body.note',
          title: 'Reason for cancellation',
          fieldSize: 12,
          validations: { ...required, pattern: { enabled: true, value: 'sentence' } },
        },
        typedWord('CANCEL'),
        {
          type: 'checkbox',
          colName: 'completion_body.isGovtCancelled',
          title: 'I have verified that this establishment is to be cancelled',
          fieldSize: 12,
          validations: required,
        },
      ],
    },
  ],
};

/** The contractor adds a subcontractor: its agency and first user. */
export const subcontractorSchema: FormSchema = {
  type: 'establishment',
  purpose: 'subcontractor',
  title: 'Subcontractor',
  saveUrl: '/api/establishments/{establishmentId}/subcontractors',
  accessBy: ['Contractor'],
  steps: [
    {
      title: 'Subcontractor',
      fields: [
        name('agencies.body.name', 'Subcontractor name'),
        name('body.work', 'Work given', { fieldSize: 12 }),
        { type: 'date-simple', colName: 'body.startDate', title: 'Start date', validations: required },
        name('users.body.name', 'User name'),
        {
          type: 'email',
          colName: 'users.email_address',
          title: 'E-mail',
          validations: { ...required, pattern: { enabled: true, value: 'email', message: 'Invalid email' } },
        },
        { type: 'checkbox', colName: 'body.hasLoginAccess', title: 'Give login access now' },
      ],
    },
  ],
};

export const ESTABLISHMENT_SCHEMAS: FormSchema[] = [
  establishmentSchema,
  minWageSchema,
  licenseSchema,
  completionSchema,
  approvalSchema,
  cancellationSchema,
  subcontractorSchema,
];
