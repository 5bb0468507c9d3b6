import type { FieldSchema, FormSchema } from '../form-schema/types.js';
import { PASSWORD_MISMATCH_MESSAGE } from '../validation/password.js';

const newPassword = (colName: string, title: string): FieldSchema => ({
  type: 'password',
  colName,
  title,
  fieldSize: 12,
  validations: { isRequired: { enabled: true }, pattern: { enabled: true, value: 'password' } },
});

const confirmPassword = (sameAs: string): FieldSchema => ({
  type: 'password',
  colName: 'confirmPassword',
  title: 'Confirm password',
  fieldSize: 12,
  validations: {
    isRequired: { enabled: true },
    sameAs: { enabled: true, col: sameAs, message: PASSWORD_MISMATCH_MESSAGE },
  },
});

/** Change own password. The server also refuses a new password equal to the old one. */
export const changePasswordSchema: FormSchema = {
  type: 'password',
  purpose: 'change',
  title: 'Change Password',
  saveUrl: '/api/login/changePassword',
  steps: [
    {
      title: 'Change Password',
      fields: [
        {
          type: 'password',
          colName: 'oldPassword',
          title: 'Old password',
          fieldSize: 12,
          validations: { isRequired: { enabled: true } },
        },
        newPassword('newPassword', 'New password'),
        confirmPassword('newPassword'),
      ],
    },
  ],
};

/** Set a password from a mailed link, or after it expired. */
export const setPasswordSchema: FormSchema = {
  type: 'password',
  purpose: 'set',
  title: 'Set Password',
  saveUrl: '/api/setPassword',
  steps: [
    { title: 'Set Password', fields: [newPassword('password', 'New password'), confirmPassword('password')] },
  ],
};
