import { type ComplianceTypeCounts, complianceTypeCounts } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys, compliancesPath } from './keys';

/** The establishment's open violations and warnings by Setup, Periodic and Incident. */
export function getTypeCounts(subprojectId: string, establishmentId: string): Promise<ComplianceTypeCounts> {
  return apiRequest(compliancesPath(subprojectId, establishmentId, '/compliance-types'), {
    parser: complianceTypeCounts,
  });
}

export function useTypeCounts(subprojectId: string, establishmentId: string) {
  return useQuery({
    queryKey: complianceKeys.typeCounts(establishmentId),
    queryFn: () => getTypeCounts(subprojectId, establishmentId),
  });
}
