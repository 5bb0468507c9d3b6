import { z } from 'zod';
import { SKILL_KEYS } from '../domain/establishments.js';
import { INPUT_LIMITS } from '../domain/limits.js';

/**
 * The employee register's calls (spec part 2, section 7 'Employees'), under /api/establishments/{id}:
 * - GET  employees?page&pageSize&status&verification&nameOrCode   employeeList (25 a page, counted in SQL)
 * - GET  employees/total-count?status&verification&nameOrCode       employeeTotalCount
 * - GET  employees/search-employees?nameOrCode                      employeeSearchResult[] (at most 20)
 * - POST employees {values} (employeeSchema; header isEdit: 'true' with values.id edits)   employeeSaved
 * - GET  employees/{employeeId}                                     employeeView
 * - DELETE employees/{employeeId}                                   {message: 'Employee deleted successfully'}
 * - GET  employees/{employeeId}/employee-wage-period                employeeWagePeriod[]
 * - POST employees/{employeeId}/employee-wage-period {values} (employeeWagePeriodSchema; isEdit with values.id)
 * - GET  employees/{employeeId}/employee-wage                       employeeWage (the rates in force today)
 * - GET  earliest-joining-date                                      {earliest_joining_date}
 */

export const EMPLOYEE_STATUS_FILTERS = ['All', 'Active', 'Terminated'] as const;
export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUS_FILTERS)[number];
export const VERIFICATION_FILTERS = ['All', 'Pending', 'Completed'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

/** Page size of the employee list (spec part 2, section 9). */
export const EMPLOYEE_PAGE_SIZE = 25;

/** The list's filters: what total-count takes too. */
export const employeeFilterQuery = z.object({
  status: z.enum(EMPLOYEE_STATUS_FILTERS).default('All'),
  verification: z.enum(VERIFICATION_FILTERS).default('All'),
  nameOrCode: z.string().trim().max(INPUT_LIMITS.text).optional(),
});
export type EmployeeFilterQuery = z.infer<typeof employeeFilterQuery>;

export const employeeListQuery = employeeFilterQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(EMPLOYEE_PAGE_SIZE),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

/** Whose worker it is: the contractor's own (null) or a subcontractor's. */
export const employeeOwner = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** How many verification forms are due for the worker and how many are uploaded. */
export const employeeVerificationCount = z.object({
  verified: z.number().int(),
  form_count: z.number().int(),
});

export const employeeListItem = z.object({
  id: z.uuid(),
  establishment_id: z.uuid(),
  employee_code: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  /** 'Name Surname (code)': what a chooser shows. */
  label: z.string(),
  designation: z.string(),
  skill_category: z.enum(SKILL_KEYS),
  date_of_birth: z.string(),
  date_of_joining: z.string(),
  exit_date: z.string().nullable(),
  status: z.enum(['Active', 'Terminated']),
  /** Aged 14 to 18 today: listed in the adolescent register. */
  is_adolescent: z.boolean(),
  /** 'XXXX XXXX 1234', or null when no Aadhaar is recorded. */
  aadhaar: z.string().nullable(),
  subcontractor: employeeOwner,
  verification: employeeVerificationCount,
  serial_no: z.number(),
  max_count: z.number(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;
export const employeeList = z.array(employeeListItem);

export const employeeTotalCount = z.object({ max_count: z.number().int() });

export const employeeSearchResult = z.object({
  ee_id: z.uuid(),
  employee_code: z.string(),
  name: z.string(),
  label: z.string(),
});
export type EmployeeSearchResult = z.infer<typeof employeeSearchResult>;

/**
 * One worker, as the employee form reads it back (its columns at the form's colNames; `aadhaar` masked), with
 * whose worker it is, its age and the verification count for the banner.
 */
export const employeeView = z.object({
  id: z.uuid(),
  establishment_id: z.uuid(),
  employee_code: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  label: z.string(),
  designation: z.string(),
  skill_category: z.enum(SKILL_KEYS),
  date_of_birth: z.string(),
  date_of_joining: z.string(),
  exit_date: z.string().nullable(),
  status: z.enum(['Active', 'Terminated']),
  age: z.number().int(),
  is_adolescent: z.boolean(),
  aadhaar: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  subcontractor: employeeOwner,
  verification: employeeVerificationCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmployeeView = z.infer<typeof employeeView>;

export const employeeSaved = z.object({ message: z.string(), id: z.uuid() });

/** A wage period; amounts are rupees as exact text ('540.50'). */
export const employeeWagePeriod = z.object({
  id: z.uuid(),
  establishment_employee_id: z.uuid(),
  wage_start_date: z.string(),
  wage_end_date: z.string().nullable(),
  wage_amount: z.string(),
  da: z.string(),
  overtime_rate: z.string(),
  overtime_entered: z.boolean(),
});
export type EmployeeWagePeriod = z.infer<typeof employeeWagePeriod>;
export const employeeWagePeriodList = z.array(employeeWagePeriod);

/**
 * The rates in force today (null when no period holds today) and the establishment's minimum for the
 * worker's skill category today (null when no minimum-wage period holds today).
 */
export const employeeWage = z.object({
  current: employeeWagePeriod.nullable(),
  minimum: z
    .object({ daily_rate: z.string(), basic: z.string(), da: z.string(), overtime: z.string() })
    .nullable(),
});
export type EmployeeWage = z.infer<typeof employeeWage>;

export const earliestJoiningDate = z.object({ earliest_joining_date: z.string().nullable() });
