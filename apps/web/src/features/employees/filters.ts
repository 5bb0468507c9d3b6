/** The list's filters (spec part 2, section 2): employee status, verification, and a name or code. */
export const STATUS_FILTERS = ['all', 'active', 'terminated'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const VERIFICATION_FILTERS = ['all', 'pending', 'completed'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

export interface EmployeeFilter {
  status: StatusFilter;
  verification: VerificationFilter;
  nameOrCode: string;
}

export const NO_FILTER: EmployeeFilter = { status: 'all', verification: 'all', nameOrCode: '' };

export const isFiltered = (filter: EmployeeFilter) =>
  filter.status !== 'all' || filter.verification !== 'all' || filter.nameOrCode.trim() !== '';

/** Rows per page of the register (spec part 2, section 9). */
export const EMPLOYEE_PAGE_SIZE = 25;
