import type { FormSchema } from '@anupalan/shared';

/**
 * The e-mail change of a user who never logged in. It is sent with PUT {user: {id, email_address}} by the
 * users tab rather than by the generic save; the warning says what the change does to the user.
 */
export const editUserEmailSchema: FormSchema = {
  type: 'user',
  purpose: 'edit-email',
  title: 'Edit e-mail',
  saveUrl: '/api/{agency}/users/{userId}/email',
  steps: [
    {
      title: 'Edit e-mail',
      fields: [
        {
          type: 'warning-box',
          colName: 'notice',
          title: 'The user will get a new temporary password at the new e-mail address.',
          fieldSize: 12,
        },
        {
          type: 'email',
          colName: 'user.email_address',
          title: 'New e-mail',
          fieldSize: 12,
          validations: {
            isRequired: { enabled: true },
            pattern: { enabled: true, value: 'email', message: 'Invalid email' },
          },
        },
      ],
    },
  ],
};
