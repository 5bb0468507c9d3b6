import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

const suggestion = z.object({ value: z.union([z.string(), z.number()]).nullable() });

/** A suggested-input-field's suggestion: GET src answers {value} (null when there is none). */
export async function getSuggestedValue(src: string): Promise<string | null> {
  const { value } = await apiRequest(src, { parser: suggestion });
  return value === null ? null : String(value);
}

export function useSuggestedValue(src: string | undefined) {
  return useQuery({
    queryKey: ['form-suggestion', src],
    queryFn: () => getSuggestedValue(src ?? ''),
    enabled: Boolean(src),
    staleTime: 5 * 60_000,
  });
}
