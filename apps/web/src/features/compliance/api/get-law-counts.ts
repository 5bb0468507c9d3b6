import { type ComplianceLawCounts, complianceLawCounts } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys, compliancesPath, enc } from './keys';

/** The law-wise table of one compliance type for the establishment. */
export function getLawCounts(
  subprojectId: string,
  establishmentId: string,
  type: string,
): Promise<ComplianceLawCounts> {
  return apiRequest(compliancesPath(subprojectId, establishmentId, `/${enc(type)}`), {
    parser: complianceLawCounts,
  });
}

export function useLawCounts(subprojectId: string, establishmentId: string, type: string) {
  return useQuery({
    queryKey: complianceKeys.lawCounts(establishmentId, type),
    queryFn: () => getLawCounts(subprojectId, establishmentId, type),
  });
}
