import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type LinkedAgency, type LinkKind, linkedAgency } from './contracts';
import { linkApiPath, linkKeys } from './keys';

export function getLinked(subprojectId: string, kind: LinkKind, agencyId: string): Promise<LinkedAgency> {
  return apiRequest(linkApiPath(subprojectId, kind, agencyId), { parser: linkedAgency });
}

export function useLinkedAgency(subprojectId: string, kind: LinkKind, agencyId: string) {
  return useQuery({
    queryKey: linkKeys.record(subprojectId, kind, agencyId),
    queryFn: () => getLinked(subprojectId, kind, agencyId),
  });
}
