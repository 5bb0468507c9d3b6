import { EMPLOYEE_IMPORT_COLUMNS, type FieldSchema } from '@anupalan/shared';
import ExcelJS from 'exceljs';
import { csvField, inertCell } from '../../lib/sheet-file.js';

/** The CSV sample: the header row (UTF-8 with a byte-order mark, so Excel reads it as UTF-8; CRLF as RFC 4180). */
export function employeeSampleCsv(): Buffer {
  const header = EMPLOYEE_IMPORT_COLUMNS.map((c) => csvField(c.title)).join(',');
  return Buffer.from(`\uFEFF${header}\r\n`, 'utf8');
}

/** What a column takes, for the sample's notes. */
function columnNote(field: FieldSchema): string {
  const parts: string[] = [field.validations?.isRequired?.enabled ? 'Required' : 'Optional'];
  if (field.type === 'date-simple') parts.push('a date as DD/MM/YYYY');
  if (field.dropdownArray) parts.push(`one of: ${field.dropdownArray.map((o) => o.label).join(', ')}`);
  if (field.helperText) parts.push(field.helperText);
  return parts.join('; ');
}

/** The Excel sample: the header row on the first sheet (what is imported), and a sheet saying what each column takes. */
export async function employeeSampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(EMPLOYEE_IMPORT_COLUMNS.map((c) => inertCell(c.title)));
  sheet.getRow(1).font = { bold: true };
  EMPLOYEE_IMPORT_COLUMNS.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(14, c.title.length + 2);
    // Codes, Aadhaar, account numbers and dates typed as text keep their leading zeros and their form.
    column.numFmt = '@';
  });
  const notes = workbook.addWorksheet('Columns');
  notes.addRow(['Column', 'What it takes']).font = { bold: true };
  for (const c of EMPLOYEE_IMPORT_COLUMNS) notes.addRow([inertCell(c.title), inertCell(columnNote(c.field))]);
  notes.getColumn(1).width = 32;
  notes.getColumn(2).width = 90;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
