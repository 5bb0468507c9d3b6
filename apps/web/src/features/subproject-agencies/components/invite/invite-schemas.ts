import type { FieldSchema, FormSchema, Option } from '@anupalan/shared';
import { type LinkKind, segmentOf } from '../../api/contracts';
import type { InviteStep } from './invite-steps';

const required = { isRequired: { enabled: true } };
/** Consultant names and companies take letters, digits and underscores only (spec part 2, section 5). */
const namePattern = (kind: LinkKind) => ({
  enabled: true,
  value: kind === 'consultant' ? 'comment' : 'name',
});

/** Whole titles per kind, never assembled from parts, so each is one entry of the text catalogue. */
const TITLES: Record<LinkKind, { field: string; choose: string; create: string }> = {
  contractor: { field: 'Contractor', choose: 'Choose contractor', create: 'New contractor' },
  consultant: { field: 'Consultant', choose: 'Choose consultant', create: 'New consultant' },
};

const companyName = (kind: LinkKind): FieldSchema => ({
  type: 'text',
  colName: 'agencies.body.name',
  title: 'Company name',
  fieldSize: 12,
  validations: { ...required, pattern: namePattern(kind) },
});

const newUserFields = (kind: LinkKind): FieldSchema[] => [
  {
    type: 'text',
    colName: 'users.body.name',
    title: 'User name',
    validations: { ...required, pattern: namePattern(kind) },
  },
  {
    type: 'email',
    colName: 'users.email_address',
    title: 'E-mail',
    validations: { ...required, pattern: { enabled: true, value: 'email', message: 'Invalid email' } },
  },
];

const schema = (kind: LinkKind, purpose: string, title: string, fields: FieldSchema[]): FormSchema => ({
  type: 'invite',
  purpose: `${kind}-${purpose}`,
  title,
  saveUrl: `/api/agencies/invite/${kind}`,
  steps: [{ title, fields }],
});

export interface StepOptions {
  /** The Government's agencies of the kind not yet on the subproject (step 0). */
  agencies: Option[];
  /** The consultants working on the subproject (contractor step 4). */
  consultants: Option[];
}

/** The form of an invite step; the users of the chosen agency come from its `{agencyId}`. */
export function inviteStepSchema(kind: LinkKind, step: InviteStep, options: StepOptions): FormSchema {
  const title = TITLES[kind];
  switch (step) {
    case 0:
      return schema(kind, 'agency', title.choose, [
        {
          type: 'dropdown',
          colName: 'agencies.id',
          title: title.field,
          fieldSize: 12,
          dropdownArray: options.agencies,
          validations: required,
        },
      ]);
    case 1:
      return kind === 'contractor'
        ? schema(kind, 'new-agency', title.create, [companyName(kind)])
        : schema(kind, 'new-agency', title.create, [companyName(kind), ...newUserFields(kind)]);
    case 2:
      return schema(kind, 'user', 'Choose user', [
        {
          type: 'dropdown',
          colName: 'users.id',
          title: 'User',
          fieldSize: 12,
          src: `/api/subprojects/{subprojectId}/${segmentOf(kind)}/agencies/{agencyId}`,
          validations: required,
        },
      ]);
    case 3:
      return schema(kind, 'new-user', 'New user', newUserFields(kind));
    case 4:
      return schema(kind, 'consultant', 'Choose consultant', [
        {
          type: 'dropdown',
          colName: 'subproject_agencies.consultant_agency_id',
          title: 'Consultant',
          fieldSize: 12,
          dropdownArray: options.consultants,
          helperText: 'The consultant who reviews this contractor on the subproject',
        },
      ]);
  }
}

/** Every invite step's form, for the text catalogue (the agencies and consultants offered are data). */
export const INVITE_SCHEMAS: FormSchema[] = (['contractor', 'consultant'] as const).flatMap((kind) =>
  ([0, 1, 2, 3, 4] as const).map((step) => inviteStepSchema(kind, step, { agencies: [], consultants: [] })),
);
