import { changePasswordRequest, contactUsValues } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { ApiError } from './api';
import { serverFieldErrors, validateWith } from './form-validation';

const t = i18n.t.bind(i18n);

describe('validateWith', () => {
  it("shows the shared schema's messages per field, as the server would", () => {
    const validate = validateWith(changePasswordRequest, t);
    expect(validate({ oldPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      oldPassword: 'Required',
      newPassword: 'Password must contain 8 character with mix of one capital,one small,one number!',
      confirmPassword: "Password doesn't match",
    });
    expect(
      validate({ oldPassword: 'Old@12345', newPassword: 'New@12345', confirmPassword: 'New@1234' }),
    ).toEqual({
      confirmPassword: "Password doesn't match",
    });
    expect(
      validate({ oldPassword: 'Old@12345', newPassword: 'New@12345', confirmPassword: 'New@12345' }),
    ).toEqual({});
  });

  it('checks the contact form with the shared rules', () => {
    const errors = validateWith(
      contactUsValues,
      t,
    )({
      name: 'Asha',
      orgName: 'Build Co',
      mobileNo: '12345',
      email: 'asha@',
      desc: '',
    });
    expect(errors).toEqual({ mobileNo: 'Invalid mobile no', email: 'Invalid email address' });
  });
});

describe('serverFieldErrors', () => {
  it('maps the fields of a VALIDATION error onto form fields, dropping the values wrapper', () => {
    const error = new ApiError(400, 'VALIDATION', 'Invalid input', { 'values.password': 'Required' });
    expect(serverFieldErrors(error, t)).toEqual({ password: 'Required' });
    expect(serverFieldErrors(new Error('boom'), t)).toBeUndefined();
  });
});
