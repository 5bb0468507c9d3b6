import type { FormSchema } from '../form-schema/types.js';

/** The contact form (spec part 1, sections 2 and 5). Public: the browser imports it directly. */
export const contactUsSchema: FormSchema = {
  type: 'contact',
  purpose: 'create',
  title: 'Contact us',
  saveUrl: '/api/contact-us',
  steps: [
    {
      title: 'Contact us',
      fields: [
        {
          type: 'text',
          colName: 'name',
          title: 'Name',
          fieldSize: 12,
          fieldWidth: '350px',
          validations: { isRequired: { enabled: true }, pattern: { enabled: true, value: 'name' } },
        },
        {
          type: 'text',
          colName: 'orgName',
          title: 'Organisation name',
          fieldSize: 12,
          fieldWidth: '350px',
          validations: { isRequired: { enabled: true }, pattern: { enabled: true, value: 'name' } },
        },
        {
          type: 'tel',
          colName: 'mobileNo',
          title: 'Mobile number',
          fieldSize: 12,
          fieldWidth: '350px',
          prependText: '+91',
          validations: {
            isRequired: { enabled: true },
            isValidPhoneNo: { enabled: true, message: 'Invalid mobile no' },
          },
        },
        {
          type: 'email',
          colName: 'email',
          title: 'E-mail',
          fieldSize: 12,
          fieldWidth: '350px',
          validations: {
            isRequired: { enabled: true },
            pattern: { enabled: true, value: 'email', message: 'Invalid email address' },
          },
        },
        {
          type: 'textarea',
          colName: 'desc',
          title: 'How can we help?',
          fieldSize: 12,
          fieldWidth: '350px',
          validations: { pattern: { enabled: true, value: 'sentence' } },
        },
      ],
    },
  ],
};
