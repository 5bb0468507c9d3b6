import { type ComplianceLawItems, complianceLawItems } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys, compliancesPath, enc } from './keys';

/** The establishment's items of one law and type, grouped by compliance id. */
export function getLawItems(
  subprojectId: string,
  establishmentId: string,
  type: string,
  lawId: string,
): Promise<ComplianceLawItems> {
  return apiRequest(compliancesPath(subprojectId, establishmentId, `/${enc(type)}/${enc(lawId)}`), {
    parser: complianceLawItems,
  });
}

export function useLawItems(subprojectId: string, establishmentId: string, type: string, lawId: string) {
  return useQuery({
    queryKey: complianceKeys.lawItems(establishmentId, type, lawId),
    queryFn: () => getLawItems(subprojectId, establishmentId, type, lawId),
  });
}
