import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientErrorOf } from '../lib/client-errors.js';
import { constraintConflict } from '../lib/constraint-errors.js';
import { AppError } from '../lib/errors.js';

/** Request-shape errors name the field; a leading `values.` (the generic form body) is dropped. */
function fieldName(instancePath: string): string {
  return (
    instancePath
      .replace(/^\//, '')
      .replaceAll('/', '.')
      .replace(/^values\./, '') || '_'
  );
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Invalid request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a minute and try again.',
};

/**
 * The one error handler: every error leaves as `{message, code, fields?}`. Details of unexpected errors
 * (stack traces, SQL) go to the log only, never into a response.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A write the database refused for another record's sake (duplicate, overlap, lost race) is a 409.
    const error = constraintConflict(thrown) ?? clientErrorOf(thrown) ?? thrown;
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.rows ? { rows: error.rows } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath);
        if (!(key in fields)) fields[key] = issue.message ?? 'Invalid value';
      }
      return reply
        .status(400)
        .send({ message: 'Please correct the highlighted fields.', code: 'VALIDATION', fields });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply
        .status(status)
        .send({ message: CLIENT_MESSAGES[status] ?? 'Invalid request.', code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong.', code: 'INTERNAL' });
  });
});
