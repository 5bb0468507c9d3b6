import { DEFAULT_PAGE_SIZE } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

const auditEntry = z.object({
  id: z.number(),
  op_type: z.string(),
  action: z.string(),
  entity: z.string(),
  description: z.string(),
  changes: z.array(z.string()),
  user: z.string().nullable(),
  created_on: z.string(),
  serial_no: z.number(),
  max_count: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** One page of an audit trail: GET {auditUrl} with the record's query, page and pageSize. */
export function getAuditLog(url: string, query: Record<string, string>, page: number): Promise<AuditEntry[]> {
  return apiRequest(url, {
    query: { ...query, page, pageSize: DEFAULT_PAGE_SIZE },
    parser: z.array(auditEntry),
  });
}

export function useAuditLog(url: string, query: Record<string, string>, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', url, query, page],
    queryFn: () => getAuditLog(url, query, page),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
