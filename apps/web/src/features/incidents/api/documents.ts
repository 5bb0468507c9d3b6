import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';

const processDocuments = z.array(z.object({ name: z.string(), link: z.string() }));
export type ProcessDocuments = z.infer<typeof processDocuments>;

/** GET /api/cms/employee-process/{processId}/documents: the printable documents of a process type (name, link). */
export function useProcessDocuments(documentsId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['incidents', 'documents', documentsId],
    queryFn: (): Promise<ProcessDocuments> =>
      apiRequest(`/api/cms/employee-process/${documentsId}/documents`, { parser: processDocuments }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
