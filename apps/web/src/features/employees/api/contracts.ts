import { z } from 'zod';

/**
 * Response shapes of the employee routes as the browser reads them. PROVISIONAL until the shared contract
 * (packages/shared/src/api/employees.ts) lands; then these re-export it.
 */

/** A row of GET /api/establishments/{id}/employees: Aadhaar only ever as the server masks it. */
export const employeeListItem = z.object({
  id: z.uuid(),
  serial_no: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  aadhaar_masked: z.string().nullable(),
  skill_category: z.string().nullable(),
  date_of_joining: z.string().nullable(),
  exit_date: z.string().nullable(),
  /** Whose worker it is: the subcontractor's name, or null for the contractor's own. */
  employer_name: z.string().nullable(),
  verification: z.object({ verified: z.number().int(), form_count: z.number().int() }),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

export const totalCount = z.object({ max_count: z.number().int() });
