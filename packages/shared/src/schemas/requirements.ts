import type { FieldSchema, FormSchema } from '../form-schema/types.js';

const required = { isRequired: { enabled: true } };
const notFuture = { ...required, isDateNotOfFuture: { enabled: true } };
const upload = (title: string): FieldSchema => ({
  type: 'file',
  colName: 'body.document',
  title,
  validations: required,
});

export interface RequirementDefinition {
  code: string;
  title: string;
  helpBubbleMessage: string;
  /** Days after the commencement date the requirement falls due (negative: before work starts). */
  dueDays: number;
  /**
   * The licence type (LICENSE_TYPES) whose record this requirement is: it is met while a licence of that type
   * is valid, and saving its form records that licence under Licences. One record, used by both.
   */
  licenseType?: number;
  fields: FieldSchema[];
}

/**
 * What a construction establishment must hold (LAW.md rules 1-3, 16, 18, 20, 21). Each becomes a requirement
 * of every new establishment, due the given number of days from its commencement date.
 */
export const REQUIREMENT_CATALOGUE: RequirementDefinition[] = [
  {
    code: 'form-vii-commencement',
    title: 'Form VII: intimation of commencement of work',
    helpBubbleMessage:
      'Notice of commencement to the Inspector, 30 days before work starts (BOCW Central Rules).',
    dueDays: -30,
    fields: [
      { type: 'date-simple', colName: 'body.intimatedOn', title: 'Intimated on', validations: notFuture },
      { type: 'text', colName: 'body.acknowledgementNo', title: 'Acknowledgement number' },
      upload('Acknowledged Form VII'),
    ],
  },
  {
    code: 'labour-licence',
    title: 'Labour licence under the Contract Labour Act / OSH Code',
    helpBubbleMessage:
      'Needed with 20 or more contract workers (50 under the OSH Code) on any day of the last 12 months. The licence recorded under Licences meets it.',
    dueDays: 0,
    licenseType: 1,
    fields: [
      { type: 'text', colName: 'body.licenceNo', title: 'Licence number', validations: required },
      { type: 'date-simple', colName: 'body.issuedOn', title: 'Issued on', validations: notFuture },
      {
        type: 'date-simple',
        colName: 'body.validUpto',
        title: 'Valid up to',
        validations: {
          ...required,
          isDateMoreThan: { enabled: true, col: 'body.issuedOn', message: 'Must be after the issue date' },
        },
      },
      {
        type: 'number',
        colName: 'body.maxWorkers',
        title: 'Workers allowed',
        validations: { ...required, isNotLessThanNum: { enabled: true, num: 1 } },
      },
      upload('Licence copy'),
    ],
  },
  {
    code: 'ec-insurance',
    title: "Insurance under the Employees' Compensation Act",
    helpBubbleMessage: 'A policy covering every worker against injury and death at work.',
    dueDays: 0,
    fields: [
      { type: 'text', colName: 'body.policyNo', title: 'Policy number', validations: required },
      { type: 'text', colName: 'body.insurer', title: 'Insurer', validations: required },
      { type: 'date-simple', colName: 'body.validUpto', title: 'Valid up to', validations: required },
      upload('Policy copy'),
    ],
  },
  {
    code: 'bocw-registration',
    title: 'Registration under the BOCW Act',
    helpBubbleMessage: 'Within 60 days of the start of work, with 10 or more building workers.',
    dueDays: 60,
    fields: [
      { type: 'text', colName: 'body.registrationNo', title: 'Registration number', validations: required },
      { type: 'date-simple', colName: 'body.registeredOn', title: 'Registered on', validations: notFuture },
      upload('Registration certificate'),
    ],
  },
  {
    code: 'bocw-cess',
    title: 'BOCW welfare cess paid',
    helpBubbleMessage: 'Cess at 1% of the cost of construction (BOCW Cess Act, section 3).',
    dueDays: 30,
    fields: [
      {
        type: 'number',
        colName: 'body.amount',
        title: 'Amount paid (₹)',
        validations: { ...required, isNotLessThanNum: { enabled: true, num: 0 } },
      },
      { type: 'date-simple', colName: 'body.paidOn', title: 'Paid on', validations: notFuture },
      upload('Challan'),
    ],
  },
  {
    code: 'posh-committee',
    title: 'Internal committee under the POSH Act',
    helpBubbleMessage: 'Constituted where 10 or more people are employed.',
    dueDays: 30,
    fields: [
      { type: 'date-simple', colName: 'body.constitutedOn', title: 'Constituted on', validations: notFuture },
      { type: 'text', colName: 'body.presidingOfficer', title: 'Presiding officer', validations: required },
      upload('Order constituting the committee'),
    ],
  },
  {
    code: 'welfare-facilities',
    title: 'Welfare facilities on site',
    helpBubbleMessage: 'Drinking water, latrines, first aid and a creche where required.',
    dueDays: 7,
    fields: [
      {
        type: 'checkbox',
        colName: 'body.drinkingWater',
        title: 'Wholesome drinking water is provided',
        validations: required,
      },
      {
        type: 'checkbox',
        colName: 'body.latrines',
        title: 'Separate latrines for women and men',
        validations: required,
      },
      {
        type: 'checkbox',
        colName: 'body.firstAid',
        title: 'First-aid box and a trained person on every shift',
        validations: required,
      },
      {
        type: 'checkbox',
        colName: 'body.creche',
        title: 'Creche, where the number of women workers requires one',
      },
    ],
  },
];

/** The form of a requirement, as cms_master serves it. */
export function requirementSchema(definition: RequirementDefinition): FormSchema {
  return {
    type: 'requirement',
    purpose: definition.code,
    title: definition.title,
    helpBubbleMessage: definition.helpBubbleMessage,
    saveUrl: '/api/establishments/{establishmentId}/requirements/{id}',
    accessBy: ['Contractor'],
    editDisabledIf: 'submitted_on',
    steps: [{ title: definition.title, fields: definition.fields }],
  };
}

export const REQUIREMENT_SCHEMAS = REQUIREMENT_CATALOGUE.map(requirementSchema);
