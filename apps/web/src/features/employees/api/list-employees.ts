import { EMPLOYEE_PAGE_SIZE } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { EmployeeFilter } from '../filters';
import { type EmployeeListItem, employeeList, employeeTotalCount } from './contracts';
import { employeeKeys, enc } from './keys';

/** The filters as the list and its count take them: 'all' and an empty search are left out. */
function filterQuery(filter: EmployeeFilter) {
  const nameOrCode = filter.nameOrCode.trim();
  return {
    status: filter.status === 'All' ? undefined : filter.status,
    verification: filter.verification === 'All' ? undefined : filter.verification,
    nameOrCode: nameOrCode || undefined,
  };
}

export function listEmployees(
  establishmentId: string,
  filter: EmployeeFilter,
  page: number,
): Promise<EmployeeListItem[]> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/employees`, {
    query: { ...filterQuery(filter), page, pageSize: EMPLOYEE_PAGE_SIZE },
    parser: employeeList,
  });
}

export function countEmployees(establishmentId: string, filter: EmployeeFilter): Promise<number> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/employees/total-count`, {
    query: filterQuery(filter),
    parser: employeeTotalCount,
  }).then((answer) => answer.max_count);
}

export function useEmployees(establishmentId: string, filter: EmployeeFilter, page: number) {
  return useQuery({
    queryKey: employeeKeys.list(establishmentId, filter, page),
    queryFn: () => listEmployees(establishmentId, filter, page),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeCount(establishmentId: string, filter: EmployeeFilter) {
  return useQuery({
    queryKey: employeeKeys.count(establishmentId, filter),
    queryFn: () => countEmployees(establishmentId, filter),
    placeholderData: keepPreviousData,
  });
}
