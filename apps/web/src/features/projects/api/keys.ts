import type { ProjectStatus } from '../status-filter';

/** Query keys of the project screens. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (status: ProjectStatus, page: number) => ['projects', 'list', status, page] as const,
  stats: ['projects', 'stats'] as const,
  record: (projectId: string) => ['projects', 'record', projectId] as const,
  subproject: (subprojectId: string) => ['projects', 'subproject', subprojectId] as const,
};

export const enc = encodeURIComponent;
