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
