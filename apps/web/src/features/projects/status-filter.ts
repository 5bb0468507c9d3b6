/** The project list's status filter: all, active, completed (shown as Closed) or deleted; all by default. */
export const PROJECT_STATUSES = ['all', 'active', 'completed', 'deleted'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The query parameter holding the filter; the default leaves it out, so /projects stays /projects. */
export const STATUS_PARAM = 'status';

/** A filter value from outside (the address, a control); anything unknown is the default. */
export function toStatus(value: string | null): ProjectStatus {
  return PROJECT_STATUSES.find((status) => status === value) ?? 'all';
}

export function statusFrom(search: URLSearchParams): ProjectStatus {
  return toStatus(search.get(STATUS_PARAM));
}

export function withStatus(search: URLSearchParams, status: ProjectStatus): URLSearchParams {
  const next = new URLSearchParams(search);
  if (status === 'all') next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, status);
  return next;
}
