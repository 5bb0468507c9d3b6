/** Business constants from spec part 1, section 9. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const CAPTCHA_LENGTH = 4;
export const MAX_RELOGIN_FAILURES = 3;
export const ASYNC_DROPDOWN_LIMIT = 5;
export const ASYNC_DROPDOWN_DEBOUNCE_MS = 200;
export const PAGINATION_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZE = 10;
export const SIDEBAR_OPEN_MIN_WIDTH = 991;
export const FILE_NAME_DISPLAY_CHARS = 20;

/** Skill categories of Form A and the minimum-wage table (LAW.md). */
export const SKILL_CATEGORIES = ['Highly Skilled', 'Skilled', 'Semi Skilled', 'Unskilled'] as const;

/**
 * Input limits (issue 9): every text has a maximum length and every list a maximum count, checked before any
 * pattern looks at the text, so no input is large enough to make a rule or the server slow.
 */
export const INPUT_LIMITS = {
  /** Names, addresses, numbers of documents: one line of text. */
  text: 200,
  /** Notes, reasons, descriptions. */
  textarea: 2000,
  /** RFC 5321: a forward path is at most 254 characters. */
  email: 254,
  password: 128,
  /** A phone number with its country code and spaces. */
  tel: 20,
  /** A number as typed: digits, a sign and a decimal point. */
  number: 30,
  /** Dates, times and instants. */
  dateTime: 40,
  /** The value of an option (dropdowns, radios, async dropdowns). */
  option: 200,
  /** Selected options of a multiselect. */
  options: 100,
  /** Rows of a table input. */
  tableRows: 100,
  /** A stored file's id and its display name. */
  fileUrl: 100,
  fileName: 255,
} as const;
