/**
 * Named patterns and their messages (spec part 1, section 5). Both the browser and the server
 * validate with these, so a rule is written once.
 */
/**
 * local@label.label...: the labels of the domain cannot hold a dot, so there is one way to match any text and
 * the pattern runs in linear time (the earlier `[^\s@]+\.[^\s@]+` tried every dot: quadratic).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

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

/**
 * Free text a person writes as sentences (reasons, descriptions, notes): letters, digits, spaces and ordinary
 * punctuation, but no angle brackets, braces or other markup characters.
 */
export const SENTENCE_PATTERN = /^[\p{L}\p{M}\p{N}_\s.,'"\-()/&:;!?%+#\u2018\u2019\u201C\u201D\u2013]+$/u;
export const SENTENCE_PATTERN_MESSAGE =
  'Use letters, numbers, spaces and the punctuation . , \' " - ( ) / & : ; ! ? _ % + # only.';

/** Indian PAN: five letters, four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * Tests a text against a pattern only when it is no longer than `max`: the length is the first rule, so a
 * pattern never sees a text longer than its field allows.
 */
export function matchesWithin(text: string, max: number, pattern: RegExp): boolean {
  return text.length <= max && pattern.test(text);
}
