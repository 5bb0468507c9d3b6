/**
 * Named patterns and their messages (spec part 1, section 5). Both the browser and the server
 * validate with these, so a rule is written once.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 10 digits, optionally preceded by +91 (or 91) with an optional space. */
export const PHONE_PATTERN = /^(?:\+?91 ?)?\d{10}$/;

/** Six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Letters (with combining marks, for Indian scripts), digits, underscore, whitespace, comma, dot, slash, apostrophe, hyphen, parentheses, ampersand. */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N}_\s,./'\-()&]+$/u;
export const NAME_PATTERN_MESSAGE = "Use alphabets, numbers, special chars (_ - . , ' /) and spaces only.";

/** The shared comment / cancel-note pattern. */
export const COMMENT_PATTERN = /^[\p{L}\p{M}\p{N}_\s]+$/u;
export const COMMENT_PATTERN_MESSAGE = 'Use alphabets, numbers and underscores only';

/** Indian PAN: five letters, four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
