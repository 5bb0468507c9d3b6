import { PASSWORD_MIN_LENGTH } from '../domain/limits.js';

export const PASSWORD_POLICY_MESSAGE =
  'Password must contain 8 character with mix of one capital,one small,one number!';
export const PASSWORD_SAME_AS_OLD_MESSAGE = 'New Password can not be your old Password';
export const PASSWORD_MISMATCH_MESSAGE = "Password doesn't match";

export interface PasswordChecklist {
  upper: boolean;
  lower: boolean;
  digit: boolean;
  length: boolean;
}

/** The items of the password checklist the browser shows while typing. */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
    length: password.length >= PASSWORD_MIN_LENGTH,
  };
}

export function isStrongPassword(password: string): boolean {
  const c = passwordChecklist(password);
  return c.upper && c.lower && c.digit && c.length;
}
