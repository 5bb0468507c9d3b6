import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api';
import { type LinkedAgency, type LinkKind, linkedAgency } from './contracts';
import { linkApiPath, linkKeys } from './keys';

/** The contractors or consultants of a subproject (the server narrows them to what the caller may see). */
export function listLinked(subprojectId: string, kind: LinkKind): Promise<LinkedAgency[]> {
  return apiRequest(linkApiPath(subprojectId, kind), { parser: z.array(linkedAgency) });
}

export function useLinkedAgencies(subprojectId: string, kind: LinkKind, enabled = true) {
  return useQuery({
    queryKey: linkKeys.list(subprojectId, kind),
    queryFn: () => listLinked(subprojectId, kind),
    enabled,
  });
}
