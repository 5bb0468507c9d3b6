import type { FormSchema } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

/**
 * A schema record of GET /api/master-cms. The body is the schema the server holds in code; it is checked
 * for the parts the renderer walks (steps of fields with a type and column), and trusted for the rest.
 */
const schemaRecord = z.object({
  id: z.string(),
  type: z.string(),
  purpose: z.string(),
  body: z
    .object({
      type: z.string(),
      purpose: z.string(),
      title: z.string(),
      saveUrl: z.string(),
      steps: z.array(
        z.object({
          title: z.string(),
          fields: z.array(z.looseObject({ type: z.string(), colName: z.string() })),
        }),
      ),
    })
    .loose(),
});

const schemaRecords = {
  parse(data: unknown): FormSchema[] {
    return z
      .array(schemaRecord)
      .parse(data)
      .map((record) => record.body as FormSchema);
  },
};

export function getFormSchemas(): Promise<FormSchema[]> {
  return apiRequest('/api/master-cms', { parser: schemaRecords });
}

export const formSchemasQuery = queryOptions({
  queryKey: ['master-cms'],
  queryFn: getFormSchemas,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The schema of `type`-`purpose` from the server; `schema` is null once loaded when there is none. */
export function useFormSchema(type: string, purpose: string) {
  const query = useQuery(formSchemasQuery);
  const schema = query.data?.find((item) => item.type === type && item.purpose === purpose) ?? null;
  return { schema, isPending: query.isPending, error: query.error };
}
