import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type SubcontractorListItem, subcontractorListItem } from './contracts';
import { enc, establishmentKeys } from './keys';

export function listSubcontractors(establishmentId: string): Promise<SubcontractorListItem[]> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/subcontractors`, {
    parser: z.array(subcontractorListItem),
  });
}

export function useSubcontractors(establishmentId: string) {
  return useQuery({
    queryKey: establishmentKeys.subcontractors(establishmentId),
    queryFn: () => listSubcontractors(establishmentId),
  });
}
