import type { FastifyRequest } from 'fastify';

/** `isEdit` header: 'true' means an edit of an existing record. */
export function isEditOf(request: FastifyRequest): boolean {
  const header = request.headers.isedit;
  return header === 'true' || header === '1';
}

/**
 * The id an edit names in its values (`values.id`), read before the body is validated so that the record's
 * scope and lock are judged first; undefined when the request is not an edit or names no id.
 */
export function editedIdOf(request: FastifyRequest): string | undefined {
  if (!isEditOf(request)) return undefined;
  const body = request.body as { values?: { id?: unknown } } | null;
  const id = body && typeof body === 'object' ? body.values?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}
