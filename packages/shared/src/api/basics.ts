import * as z from 'zod/mini';

// What every contract shares, written with `zod/mini` and kept apart from `common.ts` (zod's classic API), so the
// first pages (api/session.ts, the login form, signing out) use it without loading the classic API.

/** The answer of most writes: a sentence for the person who made it. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const REQUIRED = 'Required';

/** A required text: present and not only whitespace. */
export function requiredText(message = REQUIRED) {
  return z.pipe(
    z.string({ error: message }).check(z.refine((v) => v.trim().length > 0, { message })),
    z.transform((v: string) => v.trim()),
  );
}

/** Turns a failed parse into column -> first message, the `fields` of a validation error. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
