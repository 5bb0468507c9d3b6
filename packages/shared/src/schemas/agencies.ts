import type { Role } from '../domain/roles.js';
import type { FieldSchema, FormSchema, Validations } from '../form-schema/types.js';

const required = (message = 'Required'): Validations => ({ isRequired: { enabled: true, message } });
const text = (
  colName: string,
  title: string,
  validations: Validations = required(),
  extra: Partial<FieldSchema> = {},
) => ({ type: 'text', colName, title, validations, ...extra }) as FieldSchema;
const stateField = (colName: string, message = 'Required'): FieldSchema => ({
  type: 'dropdown',
  colName,
  title: 'State',
  src: '/api/options/states',
  validations: required(message),
});

export const AGENCY_BUSINESS_TYPES = ['Company', 'Partnership Firm', 'Individual', 'Society'] as const;

/** The fields of a Government agency's details (spec part 1, section 5). */
const governmentFields: FieldSchema[] = [
  text('body.name', 'Agency name', { ...required(), pattern: { enabled: true, value: 'name' } }),
  text('body.office', 'Office', { ...required(), pattern: { enabled: true, value: 'name' } }),
  stateField('body.state'),
  text('body.city', 'City', { ...required(), pattern: { enabled: true, value: 'name' } }),
];

const addressFields: FieldSchema[] = [
  text('body.houseNo', 'House / building no.'),
  text('body.street', 'Street'),
  text('body.town', 'Town / city'),
  text('body.district', 'District'),
  stateField('body.state'),
  text('body.pincode', 'Pincode', {
    ...required(),
    pattern: { enabled: true, value: 'pincode', message: 'Invalid Pincode.' },
  }),
];

const contactFields: FieldSchema[] = [
  {
    type: 'email',
    colName: 'body.emailAddress',
    title: 'E-mail',
    validations: {
      ...required(),
      pattern: { enabled: true, value: 'email', message: 'Invalid email address' },
    },
  },
  {
    type: 'tel',
    colName: 'body.phoneNo',
    title: 'Phone',
    validations: {
      ...required(),
      isValidPhoneNo: { enabled: true, message: 'Enter a valid phone number' },
    },
  },
  {
    type: 'tel',
    colName: 'body.mobileNo',
    title: 'Mobile',
    prependText: '+91',
    validations: { ...required(), isValidPhoneNo: { enabled: true, message: 'Enter a valid mobile number' } },
  },
];

const document: FieldSchema = {
  type: 'file',
  colName: 'body.uploadAgencyDocument',
  title: 'Registration document',
  helperText: 'PDF or image, at most 5 MB',
};

const contractorFields: FieldSchema[] = [
  text('body.name', 'Agency name', { ...required(), pattern: { enabled: true, value: 'name' } }),
  {
    type: 'dropdown',
    colName: 'body.type',
    title: 'Type',
    dropdownArray: AGENCY_BUSINESS_TYPES.map((t) => ({ value: t, label: t })),
    validations: required(),
  },
  text('body.panNo', 'PAN', {
    ...required(),
    pattern: { enabled: true, value: 'pan', message: 'Invalid PAN number' },
  }),
  ...contactFields,
  ...addressFields,
  text('body.lin', 'Labour Identification Number (LIN)', {}, { helperText: 'Optional' }),
  document,
];

const consultantFields: FieldSchema[] = [
  text('body.name', 'Agency name', { ...required(), pattern: { enabled: true, value: 'name' } }),
  ...contactFields,
  ...addressFields,
  document,
];

const agencySchema = (purpose: Role, fields: FieldSchema[], accessBy: Role[]): FormSchema => ({
  type: 'agency',
  purpose,
  title: 'Agency Details',
  saveUrl: '/api/agencies/current',
  auditUrl: '/api/audit/agency-users',
  accessBy,
  steps: [{ title: 'Agency Details', fields }],
});

/** Own agency details on /agencies, by role. */
export const governmentAgencySchema = agencySchema('Government', governmentFields, ['Government']);
export const contractorAgencySchema = agencySchema('Contractor', contractorFields, ['Contractor']);
export const consultantAgencySchema = agencySchema('Consultant', consultantFields, ['Consultant']);
export const subcontractorAgencySchema = agencySchema('Subcontractor', consultantFields, ['Subcontractor']);

/** A Government edits the details of a contractor or consultant in its scope. */
export const globalContractorDetailsSchema: FormSchema = {
  ...contractorAgencySchema,
  type: 'global-agency',
  purpose: 'contractor-details',
  saveUrl: '/api/global-agency/contractor/{id}',
  accessBy: ['Government', 'Contractor'],
};
export const globalConsultantDetailsSchema: FormSchema = {
  ...consultantAgencySchema,
  type: 'global-agency',
  purpose: 'consultant-details',
  saveUrl: '/api/global-agency/consultant/{id}',
  accessBy: ['Government', 'Consultant'],
};

const userFields = (messages: { required: string; email: string; phone: string }): FieldSchema[] => [
  text('users.body.name', 'Name', {
    ...required(messages.required),
    pattern: { enabled: true, value: 'name' },
  }),
  {
    type: 'email',
    colName: 'users.email_address',
    title: 'E-mail',
    validations: {
      ...required(messages.required),
      pattern: { enabled: true, value: 'email', message: messages.email },
    },
  },
  text('users.body.designation', 'Designation', {
    ...required(messages.required),
    pattern: { enabled: true, value: 'name' },
  }),
  {
    type: 'tel',
    colName: 'users.body.contactNo',
    title: 'Contact number',
    prependText: '+91',
    helperText: '+91xxxxxxxxxx',
    validations: {
      ...required(messages.required),
      isValidPhoneNo: { enabled: true, message: messages.phone },
    },
  },
];

const INVITE_MESSAGES = {
  required: 'Required.',
  email: 'Invalid email address.',
  phone: 'Enter a valid contact number',
};

/** The platform admin invites a Government agency with its first user (spec part 1, section 5). */
export const inviteGovernmentSchema: FormSchema = {
  type: 'admin',
  purpose: 'invite-government',
  title: 'Invite Government',
  saveUrl: '/api/admin/agencies/add',
  steps: [
    {
      title: 'Agency',
      fields: [
        text('agencies.body.name', 'Agency name', {
          ...required('Required.'),
          pattern: { enabled: true, value: 'name' },
        }),
        text('agencies.body.office', 'Office address', {
          ...required('Required.'),
          pattern: { enabled: true, value: 'name' },
        }),
        stateField('agencies.body.state', 'Required.'),
        text('agencies.body.city', 'City', {
          ...required('Required.'),
          pattern: { enabled: true, value: 'name' },
        }),
        ...userFields(INVITE_MESSAGES),
      ],
    },
  ],
};

/** The admin adds a user to a Government agency. */
export const addGovernmentUserSchema: FormSchema = {
  type: 'admin',
  purpose: 'government-user',
  title: 'Add User',
  saveUrl: '/api/admin/agencies/{id}/users',
  steps: [{ title: 'Add User', fields: userFields(INVITE_MESSAGES) }],
};

const companyName = (colName: string) =>
  text(colName, 'Company name', { ...required(), pattern: { enabled: true, value: 'name' } });
const inviteUserFields: FieldSchema[] = [
  text('users.body.name', 'User name', { ...required(), pattern: { enabled: true, value: 'name' } }),
  {
    type: 'email',
    colName: 'users.email_address',
    title: 'E-mail',
    validations: { ...required(), pattern: { enabled: true, value: 'email', message: 'Invalid email' } },
  },
];

/** A Government creates a contractor or consultant agency with its first user. */
export const createGlobalContractorSchema: FormSchema = {
  type: 'global-agency',
  purpose: 'contractor-create',
  title: 'Add Contractor',
  saveUrl: '/api/global-agency/contractor',
  steps: [{ title: 'Contractor', fields: [companyName('agencies.body.name'), ...inviteUserFields] }],
};
export const createGlobalConsultantSchema: FormSchema = {
  ...createGlobalContractorSchema,
  purpose: 'consultant-create',
  title: 'Add Consultant',
  saveUrl: '/api/global-agency/consultant',
  steps: [{ title: 'Consultant', fields: [companyName('agencies.body.name'), ...inviteUserFields] }],
};

/** A Government adds a user to a contractor or consultant agency. */
export const addGlobalAgencyUserSchema: FormSchema = {
  type: 'global-agency',
  purpose: 'user-create',
  title: 'Add User',
  saveUrl: '/api/global-agency/{type}/{id}/users',
  steps: [{ title: 'Add User', fields: inviteUserFields }],
};

/** Edit a user's name (admin and global users tabs). */
export const editUserNameSchema: FormSchema = {
  type: 'user',
  purpose: 'edit-name',
  title: 'Edit name',
  saveUrl: '/api/global-agency/{type}/{id}/users/{userId}',
  steps: [
    {
      title: 'Edit name',
      fields: [text('users.body.name', 'Name', { ...required(), pattern: { enabled: true, value: 'name' } })],
    },
  ],
};

/** Change the e-mail of a user who never logged in: PUT {user: {id, email_address}} to the saveUrl. */
export const editUserEmailSchema: FormSchema = {
  type: 'user',
  purpose: 'edit-email',
  title: 'Edit e-mail',
  saveUrl: '/api/global-agency/{type}/{id}/users/{userId}/email',
  steps: [
    {
      title: 'Edit e-mail',
      fields: [
        {
          type: 'warning-box',
          colName: 'warning',
          title: 'The user will get a new temporary password at the new address.',
          fieldSize: 12,
        },
        {
          type: 'email',
          colName: 'user.email_address',
          title: 'New e-mail',
          fieldSize: 12,
          validations: {
            ...required(),
            pattern: { enabled: true, value: 'email', message: 'Invalid email' },
          },
        },
      ],
    },
  ],
};

/** The admin edits the name of a Government user. */
export const editGovernmentUserNameSchema: FormSchema = {
  ...editUserNameSchema,
  purpose: 'edit-name-government',
  saveUrl: '/api/admin/agencies/{id}/users/{userId}',
};

export const AGENCY_SCHEMAS: FormSchema[] = [
  governmentAgencySchema,
  contractorAgencySchema,
  consultantAgencySchema,
  subcontractorAgencySchema,
  globalContractorDetailsSchema,
  globalConsultantDetailsSchema,
  inviteGovernmentSchema,
  addGovernmentUserSchema,
  createGlobalContractorSchema,
  createGlobalConsultantSchema,
  addGlobalAgencyUserSchema,
  editUserNameSchema,
  editGovernmentUserNameSchema,
  editUserEmailSchema,
];
