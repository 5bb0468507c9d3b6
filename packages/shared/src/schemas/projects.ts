import type { FieldSchema, FormSchema } from '../form-schema/types.js';

const required = { isRequired: { enabled: true } };
const name = (colName: string, title: string): FieldSchema => ({
  type: 'text',
  colName,
  title,
  validations: { ...required, pattern: { enabled: true, value: 'name' } },
});

const projectFields: FieldSchema[] = [
  { ...name('body.name', 'Project name'), fieldSize: 12 },
  {
    type: 'textarea',
    colName: 'body.description',
    title: 'Description',
    fieldSize: 12,
    validations: { pattern: { enabled: true, value: 'sentence' } },
  },
  {
    type: 'text',
    colName: 'body.department',
    title: 'Executing department',
    validations: { pattern: { enabled: true, value: 'name' } },
  },
  name('body.location', 'Location'),
  {
    type: 'dropdown',
    colName: 'body.state',
    title: 'State',
    src: '/api/options/states',
    validations: required,
  },
  {
    type: 'number',
    colName: 'body.cost',
    title: 'Sanctioned cost (₹)',
    helperText: 'The construction cost; the BOCW cess is 1% of it',
    validations: { isNotLessThanNum: { enabled: true, num: 0 } },
  },
  { type: 'date-simple', colName: 'body.startDate', title: 'Start date', validations: required },
  {
    type: 'date-simple',
    colName: 'body.endDate',
    title: 'Expected end date',
    validations: {
      isDateMoreThan: {
        enabled: true,
        col: 'body.startDate',
        message: 'End date must be after the start date',
      },
    },
  },
];

export const projectSchema: FormSchema = {
  type: 'project',
  purpose: 'create',
  title: 'Project',
  saveUrl: '/api/projects',
  auditUrl: '/api/audit/projects',
  accessBy: ['Government'],
  editDisabledIf: 'closed_on',
  steps: [{ title: 'Project', fields: projectFields }],
};

export const subprojectSchema: FormSchema = {
  type: 'subproject',
  purpose: 'create',
  title: 'Subproject',
  saveUrl: '/api/projects/{projectId}/subprojects',
  accessBy: ['Government'],
  editDisabledIf: 'closed_on',
  steps: [
    {
      title: 'Subproject',
      fields: [
        { ...name('body.name', 'Subproject name'), fieldSize: 12 },
        name('body.location', 'Location'),
        {
          type: 'dropdown',
          colName: 'body.state',
          title: 'State',
          src: '/api/options/states',
          validations: required,
        },
        { type: 'text', colName: 'body.workOrderNo', title: 'Work order number' },
        {
          type: 'number',
          colName: 'body.cost',
          title: 'Contract value (₹)',
          validations: { isNotLessThanNum: { enabled: true, num: 0 } },
        },
        { type: 'date-simple', colName: 'body.startDate', title: 'Start date', validations: required },
        {
          type: 'date-simple',
          colName: 'body.endDate',
          title: 'Expected end date',
          validations: {
            isDateMoreThan: {
              enabled: true,
              col: 'body.startDate',
              message: 'End date must be after the start date',
            },
          },
        },
      ],
    },
  ],
};

/** The typed word and the approval tick that closing or deleting asks for (spec part 1, section 5). */
const confirmation = (
  word: string,
  saveUrl: string,
  purpose: string,
  title: string,
  prefix: string,
): FormSchema => ({
  type: 'confirmation',
  purpose,
  title,
  saveUrl,
  steps: [
    {
      title,
      fields: [
        {
          type: 'text',
          colName: `${prefix}.confirmText`,
          title: `Type ${word} to confirm`,
          fieldSize: 12,
          validations: {
            isRequired: { enabled: true },
            pattern: { enabled: true, value: `^${word}$`, message: `Type ${word} to confirm` },
          },
        },
        {
          type: 'checkbox',
          colName: `${prefix}.isApproved`,
          title: 'I have the approval to do this and understand it cannot be undone',
          fieldSize: 12,
          validations: { isRequired: { enabled: true } },
        },
      ],
    },
  ],
});

export const projectCompletionSchema = confirmation(
  'complete',
  '/api/projects/{id}/completion',
  'project-complete',
  'Mark as complete',
  'completion_body',
);
export const projectDeletionSchema = confirmation(
  'DELETE',
  '/api/projects/{id}',
  'project-delete',
  'Delete Project',
  'completion_body',
);
export const subprojectCompletionSchema = confirmation(
  'complete',
  '/api/subprojects/{id}/completion',
  'subproject-complete',
  'Mark subproject as closed',
  'completion_body',
);
export const subprojectDeletionSchema = confirmation(
  'DELETE',
  '/api/subprojects/{id}',
  'subproject-delete',
  'Delete subproject',
  'completion_body',
);

export const terminationSchema: FormSchema = {
  type: 'subproject-agency',
  purpose: 'terminate',
  title: 'Terminate',
  saveUrl: '/api/subprojects/{id}/{kind}/{agencyId}/termination',
  steps: [
    {
      title: 'Terminate',
      fields: [
        {
          type: 'date-simple',
          colName: 'termination_body.terminateDate',
          title: 'Termination date',
          validations: { isRequired: { enabled: true }, isDateNotOfFuture: { enabled: true } },
        },
        {
          type: 'textarea',
          colName: 'termination_body.reason',
          title: 'Reason',
          fieldSize: 12,
          validations: { isRequired: { enabled: true }, pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
  ],
};

export const switchConsultantSchema: FormSchema = {
  type: 'subproject-agency',
  purpose: 'switch-consultant',
  title: 'Switch consultant',
  saveUrl: '/api/agencies/switch-consultant',
  // The subproject and the contractor being handed over: ids the service checks against the caller's scope.
  recordKeys: ['subproject_id', 'contractor_agency_id'],
  steps: [
    {
      title: 'Switch consultant',
      fields: [
        {
          type: 'dropdown',
          colName: 'subproject_agencies.consultant_agency_id',
          title: 'New consultant',
          src: '/api/subprojects/{subprojectId}/consultants/subproject_agencies',
          validations: { isRequired: { enabled: true } },
        },
        {
          type: 'date-simple',
          colName: 'subproject_agencies.body.date_of_handover',
          title: 'Handover date',
          validations: { isRequired: { enabled: true } },
        },
      ],
    },
  ],
};

export const PROJECT_SCHEMAS: FormSchema[] = [
  projectSchema,
  subprojectSchema,
  projectCompletionSchema,
  projectDeletionSchema,
  subprojectCompletionSchema,
  subprojectDeletionSchema,
  terminationSchema,
  switchConsultantSchema,
];
