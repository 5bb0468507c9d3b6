import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api';
import { type CandidateAgency, candidateAgency, type LinkKind } from './contracts';
import { linkApiPath, linkKeys } from './keys';

/** The Government's agencies of a kind, marked when already linked to the subproject (invite step 0). */
export function listCandidates(subprojectId: string, kind: LinkKind): Promise<CandidateAgency[]> {
  return apiRequest(`${linkApiPath(subprojectId, kind)}/agencies`, { parser: z.array(candidateAgency) });
}

export function useCandidateAgencies(subprojectId: string, kind: LinkKind) {
  return useQuery({
    queryKey: linkKeys.candidates(subprojectId, kind),
    queryFn: () => listCandidates(subprojectId, kind),
  });
}
