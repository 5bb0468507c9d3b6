import { type ComplianceLastUpdated, complianceLastUpdated } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys, enc } from './keys';

export function getLastUpdated(establishmentId: string): Promise<ComplianceLastUpdated> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/compliancelastUpdated`, {
    parser: complianceLastUpdated,
  });
}

export function useLastUpdated(establishmentId: string) {
  return useQuery({
    queryKey: complianceKeys.lastUpdated(establishmentId),
    queryFn: () => getLastUpdated(establishmentId),
  });
}
