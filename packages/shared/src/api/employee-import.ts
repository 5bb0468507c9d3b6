import { z } from 'zod';
import { FILE_TYPES, type FieldSchema } from '../form-schema/types.js';
import { employeeSchema } from '../schemas/employees.js';

/**
 * The employee import (spec part 2, section 2 'Employee registers' and section 7 'Employees'), under
 * /api/establishments/{id}/employees:
 * - POST upload-csv, multipart field `file` (.csv or .xlsx)   {message, count}; 400 CSV_INVALID with `rows`
 * - GET  sample-csv and sample-xlsx                            the samples: the header row of the same columns
 */

/** The most employees one file adds; a larger file is refused whole. */
export const EMPLOYEE_IMPORT_MAX_ROWS = 10_000;
/** The most problems one refusal lists (a file of 10,000 bad rows would otherwise answer megabytes). */
export const EMPLOYEE_IMPORT_MAX_PROBLEMS = 2_000;

/** What the browser shows when the server's answer carries no message of its own (spec part 2, section 8). */
export const CSV_UPLOAD_SUCCESS_FALLBACK = 'Successfully edited the data!';
export const CSV_UPLOAD_FAILURE_FALLBACK = 'CSV upload failed';

/** The file types the import takes. */
export const EMPLOYEE_IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;

export interface ImportColumn {
  /** The form's column path the cell fills. */
  colName: string;
  /** The header of the column in the file: the field's title on the form. */
  title: string;
  field: FieldSchema;
}

/**
 * The columns of the import and of its samples: every field of the employee form a cell can hold, by its
 * title, in the form's order (photos and signatures are uploaded on the form, notes are not values).
 */
export const EMPLOYEE_IMPORT_COLUMNS: readonly ImportColumn[] = employeeSchema.steps
  .flatMap((step) => step.fields)
  .filter((field) => !FILE_TYPES.includes(field.type) && field.type !== 'text-view')
  .map((field) => ({ colName: field.colName, title: field.title ?? field.colName, field }));

/** One problem of a refused file: its row as a spreadsheet numbers it (the header is row 1), column, message. */
export const importRowProblem = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowProblem = z.infer<typeof importRowProblem>;

export const employeeImportResult = z.object({ message: z.string(), count: z.number().int() });
export type EmployeeImportResult = z.infer<typeof employeeImportResult>;
