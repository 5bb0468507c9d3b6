import {
  ATTENDANCE_BULK_MESSAGES,
  ATTENDANCE_IMPORT_MAX_ROWS,
  ATTENDANCE_TYPE_LABELS,
  type AttendanceType,
  type ImportRowProblem,
} from '@anupalan/shared';
import ExcelJS from 'exceljs';
import { displayDate } from '../../lib/printable.js';
import { csvField, type SheetOptions, type SheetRows } from '../../lib/sheet-file.js';
import { clock12, parseDay } from './cells.js';
import { COLUMN_NOTES, COLUMNS, type ColumnKey, judgeEntryCells, matchColumns } from './entry-rows.js';
import type { ImportRow } from './import.service.js';
import type { DayRow } from './reads.queries.js';

/**
 * The attendance workbook (download-xl, upload-xl) and a day's CSV (generate-csv): the template filled with the
 * workers employed on each day and their entries, and the same files read back into rows to import.
 */
const TOO_MANY = `A file can hold at most ${ATTENDANCE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows: split it into smaller files.`;

export const WORKBOOK_SHEET: SheetOptions = {
  maxRows: ATTENDANCE_IMPORT_MAX_ROWS,
  tooManyRowsMessage: TOO_MANY,
  unsupportedMessage: ATTENDANCE_BULK_MESSAGES.xlsxOnly,
  keepTimes: true,
};
export const CSV_SHEET: SheetOptions = {
  ...WORKBOOK_SHEET,
  unsupportedMessage: ATTENDANCE_BULK_MESSAGES.csvOnly,
};

/**
 * The rows of a file in the template's columns, each judged on its own; `day` is the register's day for a day's
 * CSV (which has no Date column).
 */
export function readEntryFile(
  sheet: SheetRows,
  expected: readonly ColumnKey[],
  day?: string,
): { rows: ImportRow[]; problems: ImportRowProblem[] } {
  const problems: ImportRowProblem[] = [];
  const at = matchColumns(sheet.header, expected, problems);
  if (problems.length > 0) return { rows: [], problems };
  const rows: ImportRow[] = [];
  for (const { row, cells } of sheet.rows) {
    const cell = (key: ColumnKey) => {
      const i = at[key];
      return i === undefined ? '' : (cells[i] ?? '');
    };
    let rowDay = day ?? null;
    if (!day) {
      const text = cell('date').trim();
      rowDay = parseDay(text);
      if (!rowDay)
        problems.push({
          row,
          column: COLUMNS.date,
          message: text ? 'Enter the date as DD/MM/YYYY' : 'Required',
        });
    }
    const code = cell('code').trim();
    if (code === '') problems.push({ row, column: COLUMNS.code, message: 'Required' });
    const judged = judgeEntryCells(rowDay, cell);
    for (const p of judged.problems) problems.push({ row, column: COLUMNS[p.key], message: p.message });
    if (rowDay && code !== '')
      rows.push({ row, day: rowDay, code, entry: judged.columns, invalid: judged.problems.length > 0 });
  }
  return { rows, problems };
}

/** A stored local date-time as the files show it: 12-hour ('08:00 AM'). */
const clockCell = (stamp: string | null) =>
  stamp ? clock12(Number(stamp.slice(11, 13)) * 60 + Number(stamp.slice(14, 16))) : '';

function statusOf(r: DayRow): string {
  if (r.paid) return 'Wages paid';
  if (r.closed) return 'Closed';
  return r.submitted ? 'Completed' : 'Pending';
}

/** A day row as the template's cells, in `columns` order. */
function cellsOf(r: DayRow, columns: readonly ColumnKey[]): string[] {
  const filled = r.type !== null;
  const values: Record<ColumnKey, string> = {
    date: displayDate(r.day),
    code: r.code,
    name: r.name,
    type: filled ? ATTENDANCE_TYPE_LABELS[r.type as AttendanceType] : '',
    in: clockCell(r.inTime),
    out: clockCell(r.outTime),
    rest: filled && r.type === 'present' ? String(r.restMinutes ?? 0) : '',
    overtime: filled && r.type === 'present' ? String(Number(r.overtimeHours ?? 0)) : '',
    setOfWork: r.setOfWork ?? '',
    status: statusOf(r),
  };
  return columns.map((c) => values[c]);
}

/** The workbook: the rows on the first sheet (what is imported), and a sheet saying what each column takes. */
export async function workbookXlsx(rows: readonly DayRow[], columns: readonly ColumnKey[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Anupalan';
  const sheet = workbook.addWorksheet('Attendance');
  sheet.columns = columns.map((c) => ({
    width: c === 'name' || c === 'setOfWork' ? 24 : Math.max(12, COLUMNS[c].length + 2),
    // Dates, codes and times stay text as typed (a code keeps its leading zeros; a time is not turned into a number).
    style: { numFmt: '@' },
  }));
  sheet.addRow(columns.map((c) => COLUMNS[c])).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Text cells of an .xlsx are never run as formulas: written as they are (the CSV's are made inert).
  for (const r of rows) sheet.addRow(cellsOf(r, columns));
  const notes = workbook.addWorksheet('Columns');
  notes.addRow(['Column', 'What it takes']).font = { bold: true };
  for (const c of columns) notes.addRow([COLUMNS[c], COLUMN_NOTES[c]]);
  notes.getColumn(1).width = 18;
  notes.getColumn(2).width = 90;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A day's CSV: UTF-8 with a byte-order mark (Excel reads it as UTF-8), CRLF line ends as RFC 4180 has them. */
export function registerCsv(rows: readonly DayRow[], columns: readonly ColumnKey[]): Buffer {
  const lines = [
    columns.map((c) => csvField(COLUMNS[c])).join(','),
    ...rows.map((r) => cellsOf(r, columns).map(csvField).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
