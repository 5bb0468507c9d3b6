import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from './errors.js';

/**
 * Reading an uploaded .csv or .xlsx as rows of text (the employee import, the attendance workbook, CSV and punch
 * logs). What each import takes (most rows, its messages, whether times of day are kept) is its SheetOptions.
 */
export interface SheetOptions {
  maxRows: number;
  tooManyRowsMessage: string;
  unsupportedMessage: string;
  /** A date cell with a time of day reads 'DD/MM/YYYY HH:mm', a time-only cell 'HH:mm' (else the day alone). */
  keepTimes: boolean;
}

/** A file's cells as text, row by row, the header first; each row with its number as a spreadsheet shows it. */
export interface SheetRows {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

const unreadable = (what: string, options: SheetOptions) =>
  badRequest(`The ${what} could not be read: ${options.unsupportedMessage}`, 'FILE_UNREADABLE');

function tooManyRows(dataRows: number, options: SheetOptions) {
  if (dataRows > options.maxRows) throw badRequest(options.tooManyRowsMessage, 'TOO_MANY_ROWS');
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** More columns than any file of the sample's columns has (it has about thirty). */
export const MAX_COLUMNS = 200;

/** The header without its trailing empty cells; more than MAX_COLUMNS is refused. */
function headerCells(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] ?? '').trim() === '') end--;
  if (end > MAX_COLUMNS)
    throw badRequest(
      `The file has ${end} columns: keep only the sample's columns (at most ${MAX_COLUMNS}).`,
      'TOO_MANY_COLUMNS',
    );
  return cells.slice(0, end);
}

/** A CSV in UTF-8 (a byte-order mark and CRLF line ends are fine), fields quoted as RFC 4180 quotes them. */
export function readCsv(data: Buffer, options: SheetOptions): SheetRows {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw badRequest(
      'The CSV file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.',
      'FILE_UNREADABLE',
    );
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(
      `The CSV file could not be read${line ? ` near line ${line}` : ''}: check its quotes and separators.`,
      'FILE_UNREADABLE',
    );
  }
  const [first = [], ...rest] = records;
  const header = headerCells(first);
  tooManyRows(rest.length, options);
  const rows = rest.map((cells, i) => ({ row: i + 2, cells })).filter((r) => !isBlank(r.cells));
  return { header, rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's day 0: a cell holding only a time of day is read as that time on this day. */
const EXCEL_EPOCH_YEAR = 1899;

/**
 * A cell of a spreadsheet as the text a person typed: dates as DD/MM/YYYY, formulas by their result; with
 * `keepTimes`, a date with a time of day as 'DD/MM/YYYY HH:mm' and a time alone as 'HH:mm'.
 */
function cellText(value: ExcelJS.CellValue, keepTimes = false): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs reads a date cell as that calendar day (and wall-clock time) in UTC.
    const day = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    if (!keepTimes) return day;
    // Seconds are rounded: Excel stores a time as a fraction of a day, read back a few milliseconds off.
    const rounded = new Date(Math.round(value.getTime() / 60_000) * 60_000);
    const time = `${pad(rounded.getUTCHours())}:${pad(rounded.getUTCMinutes())}`;
    if (value.getUTCFullYear() === EXCEL_EPOCH_YEAR) return time;
    return time === '00:00' ? day : `${day} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue, keepTimes);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/** What an .xlsx may unpack to: a full 10,000-row sheet is about 20 MiB; a zip bomb is refused unread. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * The sizes a zip's central directory declares, summed, or null when it has none that can be read (or is
 * ZIP64, which no spreadsheet of 5 MiB needs). Read before the workbook is, so its size bounds the work.
 */
export function unpackedSize(data: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return null;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/** The first worksheet of an .xlsx workbook. */
export async function readXlsx(data: Buffer, options: SheetOptions): Promise<SheetRows> {
  const size = unpackedSize(data);
  if (size === null) throw unreadable('spreadsheet', options);
  if (size > MAX_UNPACKED_BYTES)
    throw badRequest(
      `The spreadsheet is too large when unpacked: keep only the sample's columns and at most ${options.maxRows.toLocaleString('en-IN')} rows.`,
      'FILE_TOO_LARGE_UNPACKED',
    );
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw unreadable('spreadsheet', options);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable('spreadsheet', options);
  tooManyRows(sheet.actualRowCount - 1, options);
  // Only the rows that hold values, and only as many cells as the header has: a stray cell at row 1,048,576 or
  // column XFD costs nothing.
  let header: string[] = [];
  const rows: SheetRows['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    if (n === 1) {
      header = headerCells(Array.from(values, (v, i) => (i === 0 ? '' : cellText(v))).slice(1));
      return;
    }
    const cells = Array.from({ length: header.length }, (_, i) => cellText(values[i + 1], options.keepTimes));
    if (!isBlank(cells)) rows.push({ row: n, cells });
  });
  tooManyRows(rows.length, options);
  return { header, rows };
}

/** The file types an import takes. */
export type SheetKind = '.csv' | '.xlsx';

/**
 * A .csv or .xlsx upload as rows; the type is told by the name and checked by the content, and must be one of
 * `kinds` (both by default).
 */
export async function readSheet(
  name: string,
  data: Buffer,
  options: SheetOptions,
  kinds: readonly SheetKind[] = ['.csv', '.xlsx'],
): Promise<SheetRows> {
  const lower = name.toLowerCase();
  const zip = data.length > 4 && data.readUInt32LE(0) === 0x04034b50;
  if (kinds.includes('.xlsx') && lower.endsWith('.xlsx') && zip) return readXlsx(data, options);
  if (kinds.includes('.csv') && lower.endsWith('.csv') && !zip) return readCsv(data, options);
  throw badRequest(options.unsupportedMessage, 'FILE_TYPE');
}

/**
 * A cell a spreadsheet program would run as a formula (=, +, -, @, a tab or a carriage return first) is
 * written with a leading apostrophe (OWASP 'CSV injection'). Every file the server writes for a
 * spreadsheet (samples, templates filled with records people typed) goes through it.
 */
export function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV field (RFC 4180 quoting), made inert like any cell. */
export const csvField = (text: string) => {
  const safe = inertCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
