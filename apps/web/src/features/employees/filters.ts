import {
  EMPLOYEE_STATUS_FILTERS,
  type EmployeeStatusFilter,
  VERIFICATION_FILTERS,
  type VerificationFilter,
} from '@anupalan/shared';

export type { EmployeeStatusFilter, VerificationFilter };
/** The list's filters (spec part 2, section 2): employee status, verification, and a name or code. */
export { EMPLOYEE_STATUS_FILTERS, VERIFICATION_FILTERS };

export interface EmployeeFilter {
  status: EmployeeStatusFilter;
  verification: VerificationFilter;
  nameOrCode: string;
}

export const NO_FILTER: EmployeeFilter = { status: 'All', verification: 'All', nameOrCode: '' };

export const isFiltered = (filter: EmployeeFilter) =>
  filter.status !== 'All' || filter.verification !== 'All' || filter.nameOrCode.trim() !== '';
