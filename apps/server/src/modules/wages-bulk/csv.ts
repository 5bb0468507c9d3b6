import {
  type ImportRowProblem,
  RUPEES_PATTERN,
  SKILL_CATEGORIES,
  SKILL_KEYS,
  WAGE_BULK_MESSAGES,
  WAGE_CSV_COLUMNS,
  WAGE_CSV_EDITABLE,
  WAGE_CSV_MAX_ROWS,
  WAGE_CSV_ORDER,
  WAGE_CSV_TEXT_LIMITS,
  WAGE_PAYMENT_MODE_LABELS,
  WAGE_PAYMENT_MODES,
  type WageCsvColumn,
  type WageCsvEditable,
  type WagePaymentMode,
  wageCsvTooLongMessage,
} from '@anupalan/shared';
import { csvField, type SheetOptions, type SheetRows } from '../../lib/sheet-file.js';
import type { WageLine } from './register-data.js';

/**
 * The wage entries' CSV (pure): the download's cells from the register's lines, and an upload's rows read back into
 * the side panel's values, each cell judged on its own (what needs the register is judged by csv.service.ts).
 */

export const WAGE_CSV_SHEET: SheetOptions = {
  maxRows: WAGE_CSV_MAX_ROWS,
  tooManyRowsMessage: WAGE_BULK_MESSAGES.tooManyRows,
  unsupportedMessage: WAGE_BULK_MESSAGES.csvOnly,
  keepTimes: false,
};

/** The money a person enters (the others are computed by the server). */
const MONEY_COLUMNS = [
  'hra',
  'otherEarnings',
  'pf',
  'esic',
  'society',
  'incomeTax',
  'insurance',
  'otherDeductions',
] as const satisfies readonly WageCsvEditable[];
type MoneyColumn = (typeof MONEY_COLUMNS)[number];

/** An upload's row, as the side panel's values (rupee text with two decimals at most). */
export interface WageCsvRow {
  row: number;
  code: string;
  /** Its cells have problems already listed: judged only for its code (unknown, repeated). */
  invalid?: boolean;
  /** Only the columns the file has; a column left out of the file leaves the entry's value as it is. */
  values: Partial<Record<MoneyColumn, string>> & {
    paymentMode?: WagePaymentMode | null;
    paymentReference?: string | null;
    remarks?: string | null;
  };
}

const skillName = (skill: string) => SKILL_CATEGORIES[SKILL_KEYS.indexOf(skill as never)] ?? skill;

/** A line as the CSV's cells, in WAGE_CSV_ORDER. Amounts are plain rupee text ('15600.00'), so they read back. */
function cellsOf(line: WageLine): string[] {
  const values: Record<WageCsvColumn, string> = {
    code: line.code,
    name: line.name,
    skill: skillName(line.skill),
    paidDays: String(line.paidDays),
    overtimeHours: line.overtimeHours,
    basic: line.basic,
    da: line.da,
    overtime: line.overtime,
    hra: line.hra,
    otherEarnings: line.otherEarnings,
    gross: line.gross,
    recoveries: line.recoveries,
    pf: line.pf,
    esic: line.esic,
    society: line.society,
    incomeTax: line.incomeTax,
    insurance: line.insurance,
    otherDeductions: line.otherDeductions,
    totalDeductions: line.totalDeductions,
    net: line.net,
    paymentMode: line.paymentMode ? WAGE_PAYMENT_MODE_LABELS[line.paymentMode] : '',
    paymentReference: line.paymentReference ?? '',
    remarks: line.remarks ?? '',
    status: line.status,
  };
  return WAGE_CSV_ORDER.map((c) => values[c]);
}

/**
 * The CSV: UTF-8 with a byte-order mark (Excel reads it as UTF-8), CRLF line ends (RFC 4180), every cell made
 * inert (a text starting with =, +, -, @ gets a leading apostrophe: lib/sheet-file.ts).
 */
export function wageCsv(lines: readonly WageLine[]): Buffer {
  const out = [
    WAGE_CSV_ORDER.map((c) => csvField(WAGE_CSV_COLUMNS[c])).join(','),
    ...lines.map((l) => cellsOf(l).map(csvField).join(',')),
  ];
  return Buffer.from(`\uFEFF${out.join('\r\n')}\r\n`, 'utf8');
}

const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_TITLE = new Map(WAGE_CSV_ORDER.map((k) => [headerKey(WAGE_CSV_COLUMNS[k]), k]));
const EDITABLE: ReadonlySet<WageCsvColumn> = new Set(WAGE_CSV_EDITABLE);

/** Which column of the file holds which key; an unknown or repeated column, or no code column, is a row 1 problem. */
function matchColumns(header: string[], problems: ImportRowProblem[]) {
  const found: Partial<Record<WageCsvColumn, number>> = {};
  header.forEach((text, index) => {
    if (text.trim() === '') return;
    const key = BY_TITLE.get(headerKey(text));
    if (!key)
      problems.push({
        row: 1,
        column: text.trim().slice(0, 60),
        message: 'Not a column of the downloaded file',
      });
    else if (found[key] !== undefined)
      problems.push({ row: 1, column: WAGE_CSV_COLUMNS[key], message: 'This column appears twice' });
    else found[key] = index;
  });
  if (found.code === undefined)
    problems.push({ row: 1, column: WAGE_CSV_COLUMNS.code, message: 'This column of the file is missing' });
  return found;
}

/** '1,23,456.50', '123,456.50', '₹ 1,234' or '1234.5' as rupee text; null when it is not an amount. */
export function parseRupees(text: string): string | null {
  let t = text.trim().replace(/^₹\s*/, '');
  if (t === '') return '0';
  const indian = /^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$/;
  const international = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
  if (t.includes(',')) {
    if (!indian.test(t) && !international.test(t)) return null;
    t = t.replaceAll(',', '');
  }
  return RUPEES_PATTERN.test(t) ? t : null;
}

const MODE_WORDS = new Map<string, WagePaymentMode>([
  ...WAGE_PAYMENT_MODES.map((m) => [m, m] as const),
  ...WAGE_PAYMENT_MODES.map((m) => [WAGE_PAYMENT_MODE_LABELS[m].toLowerCase(), m] as const),
  ['bank', 'bank_transfer'],
]);

/** A payment mode cell: a label or key in any case, '' for none; undefined when it is not one. */
export function parsePaymentMode(text: string): WagePaymentMode | null | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (t === '') return null;
  return MODE_WORDS.get(t) ?? MODE_WORDS.get(t.replaceAll(' ', '_'));
}

/**
 * A text cell as typed: the apostrophe the download put before a formula-like text is taken off again (so a
 * round trip keeps the text), control characters are refused.
 */
export function readText(raw: string): { text: string | null; problem?: string } {
  let t = raw.trim();
  if (/^'[=+\-@\t\r]/.test(t)) t = t.slice(1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(t)) return { text: null, problem: 'Remove the control characters' };
  return { text: t === '' ? null : t };
}

/** The rows of an uploaded file, each judged on its own, with every problem found. */
export function readWageCsv(sheet: SheetRows): { rows: WageCsvRow[]; problems: ImportRowProblem[] } {
  const problems: ImportRowProblem[] = [];
  const at = matchColumns(sheet.header, problems);
  if (problems.length > 0) return { rows: [], problems };
  const rows: WageCsvRow[] = [];
  for (const { row, cells } of sheet.rows) {
    const has = (key: WageCsvColumn) => at[key] !== undefined && EDITABLE.has(key);
    const cell = (key: WageCsvColumn) => cells[at[key]!] ?? '';
    const problem = (key: WageCsvColumn, message: string) =>
      problems.push({ row, column: WAGE_CSV_COLUMNS[key], message });
    const before = problems.length;
    const code = cell('code')
      .trim()
      .replace(/^'(?=[=+\-@])/, '');
    if (code === '') problem('code', WAGE_BULK_MESSAGES.codeRequired);
    const values: WageCsvRow['values'] = {};
    for (const key of MONEY_COLUMNS) {
      if (!has(key)) continue;
      const rupees = parseRupees(cell(key));
      if (rupees === null) problem(key, WAGE_BULK_MESSAGES.amount);
      else values[key] = rupees;
    }
    if (has('paymentMode')) {
      const mode = parsePaymentMode(cell('paymentMode'));
      if (mode === undefined) problem('paymentMode', WAGE_BULK_MESSAGES.paymentMode);
      else values.paymentMode = mode;
    }
    for (const key of ['paymentReference', 'remarks'] as const) {
      if (!has(key)) continue;
      const { text, problem: bad } = readText(cell(key));
      if (bad) problem(key, bad);
      else if (text && text.length > WAGE_CSV_TEXT_LIMITS[key])
        problem(key, wageCsvTooLongMessage(WAGE_CSV_TEXT_LIMITS[key]));
      else values[key] = text;
    }
    if (problems.length === before) rows.push({ row, code, values });
    else if (code !== '') rows.push({ row, code, values: {}, invalid: true });
  }
  return { rows, problems };
}
