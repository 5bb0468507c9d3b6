import { DEFAULT_PAGE_SIZE } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api';
import type { ProjectStatus } from '../status-filter';
import { type ProjectListItem, projectListItem } from './contracts';
import { projectKeys } from './keys';

/** A page of the projects the caller reaches, with their subprojects matching the status filter. */
export function listProjects(status: ProjectStatus, page: number): Promise<ProjectListItem[]> {
  return apiRequest('/api/projects', {
    query: { subproject_status: status, page, pageSize: DEFAULT_PAGE_SIZE },
    parser: z.array(projectListItem),
  });
}

export function useProjects(status: ProjectStatus, page: number) {
  return useQuery({
    queryKey: projectKeys.list(status, page),
    queryFn: () => listProjects(status, page),
    placeholderData: keepPreviousData,
  });
}
