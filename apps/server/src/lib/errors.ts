/**
 * Typed errors carrying their HTTP status and a stable code. One handler (plugins/errors.ts) turns them
 * into the `{message, code, fields?}` body; anything else becomes a 500 with no detail.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A refused file's problems, row by row (the employee import). */
    readonly rows?: { row: number; column: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const validationFailed = (
  fields: Record<string, string>,
  message = 'Please correct the highlighted fields.',
) => new AppError(400, 'VALIDATION', message, fields);
export const unauthenticated = (message = 'Your session has expired. Please log in again.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
