import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type ProjectRecord, projectRecord } from './contracts';
import { enc, projectKeys } from './keys';

export function getProject(projectId: string): Promise<ProjectRecord> {
  return apiRequest(`/api/projects/${enc(projectId)}`, { parser: projectRecord });
}

export function useProject(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.record(projectId),
    queryFn: () => getProject(projectId),
    enabled,
  });
}
