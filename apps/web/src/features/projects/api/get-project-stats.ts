import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type ProjectStats, projectStats } from './contracts';
import { projectKeys } from './keys';

export async function getProjectStats(): Promise<ProjectStats> {
  const { stats } = await apiRequest('/api/projects/stats', { parser: projectStats });
  return stats;
}

export function useProjectStats() {
  return useQuery({ queryKey: projectKeys.stats, queryFn: getProjectStats });
}
