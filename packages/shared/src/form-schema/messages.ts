import { AADHAAR_INPUT_PATTERN, AADHAAR_MESSAGE, isAadhaarInput } from '../validation/aadhaar.js';
import { PASSWORD_POLICY_MESSAGE } from '../validation/password.js';
import {
  COMMENT_PATTERN,
  COMMENT_PATTERN_MESSAGE,
  EMAIL_PATTERN,
  NAME_PATTERN,
  NAME_PATTERN_MESSAGE,
  PAN_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  SENTENCE_PATTERN,
  SENTENCE_PATTERN_MESSAGE,
} from '../validation/patterns.js';

/** Default messages of the rules; a schema's own message wins. */
export const DEFAULT_MESSAGES = {
  isRequired: 'Required',
  isValidPhoneNo: 'Enter a valid mobile number',
  pattern: 'Invalid value',
  isNotLessThanNum: 'Value must be at least {num}',
  isDateNotOfFuture: 'This date cannot be of future.',
  isDateLessThan: 'Invalid Date',
  isDateMoreThan: 'Invalid Date',
  isRequiredIf: 'Required',
  sameAs: 'Values do not match',
  async: 'Invalid value',
  notANumber: 'Enter a number',
  invalidDate: 'Invalid Date',
  invalidTime: 'Enter the time as HH:MM',
  tooLong: 'Must be at most {max} characters',
  tooMany: 'At most {max} entries',
  invalidType: 'Invalid value',
  notAnOption: 'Choose one of the options',
  invalidFile: 'Upload the file again',
} as const;

/**
 * Patterns a schema may name instead of writing a regular expression, with their messages. A named pattern may
 * add a `check` that a regular expression cannot express (the Aadhaar check digit); both must pass.
 */
export const NAMED_PATTERNS: Record<
  string,
  { pattern: RegExp; message: string; check?: (text: string) => boolean }
> = {
  name: { pattern: NAME_PATTERN, message: NAME_PATTERN_MESSAGE },
  comment: { pattern: COMMENT_PATTERN, message: COMMENT_PATTERN_MESSAGE },
  sentence: { pattern: SENTENCE_PATTERN, message: SENTENCE_PATTERN_MESSAGE },
  phone: { pattern: PHONE_PATTERN, message: 'Invalid mobile no' },
  pincode: { pattern: PINCODE_PATTERN, message: 'Invalid Pincode.' },
  email: { pattern: EMAIL_PATTERN, message: 'Invalid email address' },
  pan: { pattern: PAN_PATTERN, message: 'Invalid PAN number' },
  aadhaar: { pattern: AADHAAR_INPUT_PATTERN, message: AADHAAR_MESSAGE, check: isAadhaarInput },
  password: { pattern: /^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\d).{8,}$/u, message: PASSWORD_POLICY_MESSAGE },
};

/** Shown when a form is submitted with errors. */
export const FORM_INVALID_MESSAGE = 'Please fill up all the required fields before submission';
