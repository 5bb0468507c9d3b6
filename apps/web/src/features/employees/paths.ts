import { establishmentPath } from '../../config/paths';
import type { EmployeePlace } from './context';

/** The employee tabs (spec part 2, section 2), chosen by the query parameter `tab`. */
export const EMPLOYEE_TABS = ['details', 'wages', 'verification'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

/** employeeRegisters, employeeRegisters/add or employeeRegisters/{id}[?tab=...] of the place's establishment. */
export function employeesPath(place: EmployeePlace, rest?: string, tab?: EmployeeTab): string {
  const section = rest ? `employeeRegisters/${rest}` : 'employeeRegisters';
  const path = establishmentPath(place.ref, place.establishment.id, section);
  return tab && tab !== 'details' ? `${path}?tab=${tab}` : path;
}

export const employeePath = (place: EmployeePlace, employeeId: string, tab?: EmployeeTab) =>
  employeesPath(place, encodeURIComponent(employeeId), tab);

/** Form A and the adolescent register: printable pages the server renders, opened in a window of their own. */
export const registerPrintPath = (
  establishmentId: string,
  register: 'employee-register' | 'adol-employee-register',
) => `/gen-forms/establishments/${encodeURIComponent(establishmentId)}/${register}`;

/** Opens a printable page in a new window (its print styles and the browser's print dialog do the rest). */
export function openPrintable(path: string): void {
  window.open(path, '_blank', 'noopener');
}
