import type { FormValues } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

const rows = z.array(z.record(z.string(), z.unknown()));

/** A dynamic table's default rows: GET src answers rows keyed by column name. */
export function getTableDefaults(src: string): Promise<FormValues[]> {
  return apiRequest(src, { parser: rows });
}

export function useTableDefaults(src: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['form-table-defaults', src],
    queryFn: () => getTableDefaults(src ?? ''),
    enabled: Boolean(src) && enabled,
    staleTime: 5 * 60_000,
  });
}
