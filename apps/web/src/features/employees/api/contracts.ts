/** The employee register's calls and answers: the shared contract (packages/shared/src/api/employees.ts). */
export {
  type EmployeeListItem,
  type EmployeeView as EmployeeRecord,
  type EmployeeWagePeriod,
  employeeList,
  employeeSaved,
  employeeTotalCount,
  employeeView as employeeRecord,
  employeeWagePeriodList,
} from '@anupalan/shared';
