import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type SubprojectRecord, subprojectRecord } from './contracts';
import { enc, projectKeys } from './keys';

export function getSubproject(subprojectId: string): Promise<SubprojectRecord> {
  return apiRequest(`/api/subprojects/${enc(subprojectId)}`, { parser: subprojectRecord });
}

export function useSubprojectRecord(subprojectId: string) {
  return useQuery({
    queryKey: projectKeys.subproject(subprojectId),
    queryFn: () => getSubproject(subprojectId),
  });
}
