import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type EstablishmentListItem, establishmentListItem } from './contracts';
import { enc, establishmentKeys } from './keys';

/** The subproject's establishments the caller reaches (the server scopes them by role). */
export function listEstablishments(subprojectId: string): Promise<EstablishmentListItem[]> {
  return apiRequest(`/api/subprojects/${enc(subprojectId)}/establishments`, {
    parser: z.array(establishmentListItem),
  });
}

export function useEstablishments(subprojectId: string) {
  return useQuery({
    queryKey: establishmentKeys.list(subprojectId),
    queryFn: () => listEstablishments(subprojectId),
  });
}
