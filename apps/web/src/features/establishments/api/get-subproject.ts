import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type SubprojectRecord, subprojectRecord } from './contracts';
import { enc, establishmentKeys } from './keys';

export function getSubproject(subprojectId: string): Promise<SubprojectRecord> {
  return apiRequest(`/api/subprojects/${enc(subprojectId)}`, { parser: subprojectRecord });
}

export function useSubproject(subprojectId: string) {
  return useQuery({
    queryKey: establishmentKeys.subproject(subprojectId),
    queryFn: () => getSubproject(subprojectId),
  });
}
