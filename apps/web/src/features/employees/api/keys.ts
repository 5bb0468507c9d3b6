import type { EmployeeFilter } from '../filters';

/** Query keys of the employee pages: everything of an establishment's register shares its prefix. */
export const employeeKeys = {
  all: (establishmentId: string) => ['employees', establishmentId] as const,
  list: (establishmentId: string, filter: EmployeeFilter, page: number) =>
    ['employees', establishmentId, 'list', filter, page] as const,
  count: (establishmentId: string, filter: EmployeeFilter) =>
    ['employees', establishmentId, 'count', filter] as const,
  record: (establishmentId: string, employeeId: string) =>
    ['employees', establishmentId, 'record', employeeId] as const,
  wagePeriods: (establishmentId: string, employeeId: string) =>
    ['employees', establishmentId, 'record', employeeId, 'wage-periods'] as const,
  verifications: (establishmentId: string, employeeId: string) =>
    ['employees', establishmentId, 'record', employeeId, 'verifications'] as const,
};

export const enc = encodeURIComponent;
