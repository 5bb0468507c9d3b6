import { SKILL_KEYS } from '../domain/establishments.js';
import { SKILL_CATEGORIES } from '../domain/limits.js';
import type { FieldSchema, FormSchema } from '../form-schema/types.js';

const required = { isRequired: { enabled: true } };
const namePattern = { pattern: { enabled: true, value: 'name' } };
const text = (colName: string, title: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type: 'text',
  colName,
  title,
  validations: namePattern,
  ...extra,
});
const rupees = {
  enabled: true,
  value: '^\\d{1,9}(\\.\\d{1,2})?$',
  message: 'Enter the amount in rupees, with at most two decimals',
};

export const GENDERS = ['Male', 'Female', 'Transgender'] as const;
export const EMPLOYMENT_TYPES = ['Permanent', 'Temporary', 'Casual', 'Contract', 'Apprentice'] as const;

/** The Form A columns a construction employer must fill for every worker (the compliance rule checks them). */
export const FORM_A_MANDATORY_COLUMNS = [
  'employee_code',
  'name',
  'body.gender',
  'body.fatherOrSpouseName',
  'date_of_birth',
  'body.nationality',
  'date_of_joining',
  'designation',
  'skill_category',
  'body.employmentType',
  'aadhaar',
  'body.mobile',
  'body.bankAccount',
  'body.ifsc',
  'body.presentAddress',
  'body.permanentAddress',
] as const;

/**
 * A worker's Form A record (Ease of Compliance to Maintain Registers Rules 2017, Form A). What the form
 * requires is what a worker cannot be recorded without; the other register columns (Aadhaar, mobile, bank)
 * may follow and, while missing, the compliance rule 'Form A incomplete' names them. The adolescent
 * particulars are required by the server for a worker aged 14 to 18 on the date of joining.
 */
export const employeeSchema: FormSchema = {
  type: 'employee',
  purpose: 'create',
  title: 'Employee',
  saveUrl: '/api/establishments/{establishmentId}/employees',
  auditUrl: '/api/audit/employees/{employeeId}',
  accessBy: ['Contractor', 'Subcontractor'],
  steps: [
    {
      title: 'Personal details',
      fields: [
        {
          type: 'text',
          colName: 'employee_code',
          title: 'Employee code',
          maxLength: 30,
          validations: {
            ...required,
            pattern: {
              enabled: true,
              value: '^[A-Za-z0-9][A-Za-z0-9/_-]*$',
              message: 'Use letters, digits, / _ and - only',
            },
          },
        },
        text('name', 'Name', { validations: { ...required, ...namePattern } }),
        text('surname', 'Surname'),
        {
          type: 'dropdown',
          colName: 'body.gender',
          title: 'Gender',
          dropdownArray: GENDERS.map((g) => ({ value: g, label: g })),
          validations: required,
        },
        text('body.fatherOrSpouseName', "Father's / spouse's name", {
          validations: { ...required, ...namePattern },
        }),
        {
          type: 'date-simple',
          colName: 'date_of_birth',
          title: 'Date of birth',
          validations: { ...required, isDateNotOfFuture: { enabled: true } },
        },
        text('body.nationality', 'Nationality', { validations: { ...required, ...namePattern } }),
        text('body.education', 'Education level'),
        text('body.identificationMark', 'Identification mark'),
        { type: 'file-img', colName: 'body.photo', title: 'Photo', accept: ['.jpg', '.jpeg', '.png'] },
        {
          type: 'file-img',
          colName: 'body.signature',
          title: 'Signature / thumb impression',
          accept: ['.jpg', '.jpeg', '.png'],
        },
      ],
    },
    {
      title: 'Employment',
      fields: [
        {
          type: 'date-simple',
          colName: 'date_of_joining',
          title: 'Date of joining',
          helperText: 'Not before the date of commencement of the establishment',
          validations: { ...required, isDateNotOfFuture: { enabled: true } },
        },
        text('designation', 'Designation', { validations: { ...required, ...namePattern } }),
        {
          type: 'dropdown',
          colName: 'skill_category',
          title: 'Category (skill)',
          dropdownArray: SKILL_KEYS.map((key, i) => ({ value: key, label: SKILL_CATEGORIES[i]! })),
          validations: required,
        },
        {
          type: 'dropdown',
          colName: 'body.employmentType',
          title: 'Type of employment',
          dropdownArray: EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t })),
          validations: required,
        },
        text('body.serviceBookNo', 'Service book no.'),
        {
          type: 'date-simple',
          colName: 'exit_date',
          title: 'Date of exit',
          validations: {
            isDateNotOfFuture: { enabled: true },
            isDateMoreThan: {
              enabled: true,
              col: 'date_of_joining',
              threshold: -1,
              message: 'The date of exit cannot be before the date of joining',
            },
          },
        },
        {
          type: 'textarea',
          colName: 'body.exitReason',
          title: 'Reason for exit',
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
    {
      title: 'Identity and bank',
      fields: [
        {
          type: 'text',
          colName: 'aadhaar',
          title: 'Aadhaar number',
          helperText: 'Stored encrypted; shown as XXXX XXXX and its last four digits',
          maxLength: 14,
          validations: { pattern: { enabled: true, value: 'aadhaar' } },
        },
        {
          type: 'tel',
          colName: 'body.mobile',
          title: 'Mobile',
          prependText: '+91',
          validations: { isValidPhoneNo: { enabled: true, message: 'Enter a valid mobile number' } },
        },
        {
          type: 'text',
          colName: 'body.uan',
          title: 'UAN',
          validations: { pattern: { enabled: true, value: '^\\d{12}$', message: 'UAN has 12 digits' } },
        },
        {
          type: 'text',
          colName: 'body.pan',
          title: 'PAN',
          validations: { pattern: { enabled: true, value: 'pan' } },
        },
        {
          type: 'text',
          colName: 'body.esicIpNo',
          title: 'ESIC IP number',
          validations: {
            pattern: { enabled: true, value: '^\\d{10}$', message: 'ESIC IP number has 10 digits' },
          },
        },
        text('body.lwfNo', 'LWF number'),
        {
          type: 'text',
          colName: 'body.bankAccount',
          title: 'Bank account number',
          validations: {
            pattern: { enabled: true, value: '^\\d{9,18}$', message: 'Enter 9 to 18 digits' },
          },
        },
        text('body.bankName', 'Bank'),
        {
          type: 'text',
          colName: 'body.ifsc',
          title: 'IFSC',
          validations: {
            pattern: { enabled: true, value: '^[A-Z]{4}0[A-Z0-9]{6}$', message: 'Invalid IFSC' },
          },
        },
      ],
    },
    {
      title: 'Addresses and remarks',
      fields: [
        {
          type: 'textarea',
          colName: 'body.presentAddress',
          title: 'Present address',
          fieldSize: 12,
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
        {
          type: 'textarea',
          colName: 'body.permanentAddress',
          title: 'Permanent address',
          fieldSize: 12,
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
        {
          type: 'textarea',
          colName: 'body.remarks',
          title: 'Remarks',
          fieldSize: 12,
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
    {
      title: 'Adolescent particulars',
      fields: [
        {
          type: 'text-view',
          colName: 'adolescentNote',
          title: 'Required for a worker aged 14 to 18: they appear in the adolescent register',
          fieldSize: 12,
        },
        {
          type: 'textarea',
          colName: 'body.adolescent.natureOfWork',
          title: 'Nature of work',
          fieldSize: 12,
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
        {
          type: 'number',
          colName: 'body.adolescent.dailyHours',
          title: 'Daily hours of work',
          validations: {
            pattern: { enabled: true, value: '^\\d(\\.\\d{1,2})?$', message: 'Enter the hours, e.g. 4.5' },
          },
        },
        {
          type: 'text',
          colName: 'body.adolescent.restIntervals',
          title: 'Intervals of rest',
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
  ],
};

/** The hint of the wage period form (spec part 2, section 5). */
export const OVERTIME_HINT =
  'As per law, overtime rate should be twice the rate of daily wage on hourly basis';

/**
 * A wage period of one employee: its rates from the start date until the next period starts. Overtime left
 * as calculated is twice (wage + DA) / 8, to the paisa.
 */
export const employeeWagePeriodSchema: FormSchema = {
  type: 'employee',
  purpose: 'wage-period',
  title: 'Wage Details',
  saveUrl: '/api/establishments/{establishmentId}/employees/{employeeId}/employee-wage-period',
  accessBy: ['Contractor'],
  steps: [
    {
      title: 'Wage Details',
      fields: [
        {
          type: 'date-simple',
          colName: 'wage_start_date',
          title: 'Start date',
          validations: required,
        },
        {
          type: 'number',
          colName: 'wage_amount',
          title: 'Wage amount per day (₹)',
          validations: { ...required, pattern: rupees },
        },
        {
          type: 'number',
          colName: 'da',
          title: 'DA per day (₹)',
          validations: { ...required, pattern: rupees },
        },
        {
          type: 'calculation',
          colName: 'overtime_rate',
          title: 'Overtime rate per hour (₹)',
          expression: '(wage_amount + da) / 8 * 2',
          decimals: 2,
          overridable: true,
          helperText: OVERTIME_HINT,
          validations: { pattern: rupees },
        },
      ],
    },
  ],
};

/** Why a worker leaves, as Form A's 'Reason for exit' records it (free text for anything else). */
export const EXIT_REASONS = [
  'Resigned',
  'Contract period completed',
  'Work of the establishment completed',
  'Retrenched',
  'Dismissed after inquiry',
  'Left without notice',
  'Transferred to another establishment',
  'Deceased',
] as const;

/**
 * The worker's exit (workflow `employee-exit`): the date of exit and its reason, written into Form A. The server
 * refuses a date before joining or one that would leave attendance recorded after the worker left.
 */
export const employeeExitSchema: FormSchema = {
  type: 'employee',
  purpose: 'exit',
  title: 'Record exit',
  saveUrl: '/api/establishments/{establishmentId}/employees/{employeeId}/exit',
  accessBy: ['Contractor', 'Subcontractor'],
  steps: [
    {
      title: 'Exit',
      fields: [
        {
          type: 'date-simple',
          colName: 'exit_date',
          title: 'Date of exit',
          validations: { ...required, isDateNotOfFuture: { enabled: true } },
        },
        {
          type: 'dropdown-creatable',
          colName: 'exit_reason',
          title: 'Reason for exit',
          dropdownArray: EXIT_REASONS.map((r) => ({ value: r, label: r })),
          helpMessage: 'Choose a reason or type another',
          validations: { ...required, pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
  ],
};

export const EMPLOYEE_SCHEMAS: FormSchema[] = [employeeSchema, employeeWagePeriodSchema, employeeExitSchema];
