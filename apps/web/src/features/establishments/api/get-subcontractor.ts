import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type Subcontractor, subcontractor } from './contracts';
import { enc, establishmentKeys } from './keys';

export function getSubcontractor(establishmentId: string, subcontractorId: string): Promise<Subcontractor> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/subcontractors/${enc(subcontractorId)}`, {
    parser: subcontractor,
  });
}

export function useSubcontractor(establishmentId: string, subcontractorId: string) {
  return useQuery({
    queryKey: establishmentKeys.subcontractor(establishmentId, subcontractorId),
    queryFn: () => getSubcontractor(establishmentId, subcontractorId),
  });
}
