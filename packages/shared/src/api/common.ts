import { z } from 'zod';
import { INPUT_LIMITS } from '../domain/limits.js';
import { EMAIL_PATTERN } from '../validation/patterns.js';
import { REQUIRED } from './basics.js';

/** The one error shape every /api route answers with. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A refused file's problems, row by row (the employee import): row as a spreadsheet numbers it, column, message. */
  rows: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/**
 * A text of at most `max` characters. The cap aborts the parse: zod otherwise runs every later check (a
 * pattern above all) even after `.max()` failed, so an over-long text would still reach the pattern.
 */
export function cappedString(max: number) {
  return z.string().max(max, { message: tooLongMessage(max), abort: true });
}

/** A required text of at most `max` characters, trimmed, matching `pattern` (tested only within the cap). */
export function patternText(max: number, pattern: RegExp, message: string, required = REQUIRED) {
  return z
    .string({ error: required })
    .max(max, { message: tooLongMessage(max), abort: true })
    .trim()
    .min(1, { message: required, abort: true })
    .regex(pattern, message);
}

/** A required e-mail address, lower-cased. */
export const emailText = (message: string) =>
  patternText(INPUT_LIMITS.email, EMAIL_PATTERN, message).transform((v) => v.toLowerCase());

/** page and pageSize of every list (default page size 10, spec part 1 section 9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The body of an e-mail change: PUT .../users/{userId}/email. */
export const userEmailChange = z.object({
  user: z.object({
    id: z.uuid(),
    email_address: emailText('Invalid email'),
  }),
});
