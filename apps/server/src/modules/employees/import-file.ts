import { EMPLOYEE_IMPORT_MAX_ROWS } from '@anupalan/shared';
import { readSheet as readSheetOf, type SheetOptions, type SheetRows } from '../../lib/sheet-file.js';

export type { SheetRows } from '../../lib/sheet-file.js';

export const UNSUPPORTED_FILE_MESSAGE = 'Upload a .csv or .xlsx file with the columns of the sample.';
export const EMPTY_FILE_MESSAGE =
  'The file holds no employees: fill the rows under the header of the sample.';
export const TOO_MANY_ROWS_MESSAGE = `A file can add at most ${EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} employees: split it into smaller files.`;

/** What the employee import reads (lib/sheet-file.ts): at most 10,000 rows, dates without their time of day. */
export const EMPLOYEE_SHEET: SheetOptions = {
  maxRows: EMPLOYEE_IMPORT_MAX_ROWS,
  tooManyRowsMessage: TOO_MANY_ROWS_MESSAGE,
  unsupportedMessage: UNSUPPORTED_FILE_MESSAGE,
  keepTimes: false,
};

/** A .csv or .xlsx file of employees as rows; the type is told by the name and checked by the content. */
export function readSheet(name: string, data: Buffer): Promise<SheetRows> {
  return readSheetOf(name, data, EMPLOYEE_SHEET);
}
