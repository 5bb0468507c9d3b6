import { WAGE_BULK_MESSAGES, WAGE_CSV_COLUMNS, WAGE_CSV_MAX_ROWS, WAGE_CSV_ORDER } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../lib/sheet-file.js';
import { parsePaymentMode, parseRupees, readText, readWageCsv, WAGE_CSV_SHEET, wageCsv } from './csv.js';
import type { WageLine } from './register-data.js';

/** The wage entries' CSV as pure functions: cells read as typed, the download made inert, the round trip. */

const line = (overrides: Partial<WageLine> = {}): WageLine => ({
  employeeId: '00000000-0000-4000-8000-000000000001',
  serial: 1,
  code: 'E-1',
  name: 'Ravi Kumar',
  fatherOrSpouse: '',
  designation: 'Mason',
  skill: 'semiSkilled',
  uan: '',
  esicIpNo: '',
  bankAccountLast4: '',
  submitted: false,
  status: 'Pending',
  presentDays: 20,
  paidLeaveDays: 1,
  paidDays: 21,
  overtimeHours: '3.50',
  rates: [],
  basic: '12600.00',
  da: '2100.00',
  overtime: '612.50',
  hra: '0.00',
  otherEarnings: '0.00',
  gross: '15312.50',
  recoveries: '0.00',
  pf: '0.00',
  esic: '0.00',
  society: '0.00',
  incomeTax: '0.00',
  insurance: '0.00',
  otherDeductions: '0.00',
  totalDeductions: '0.00',
  net: '15312.50',
  paymentMode: null,
  paymentReference: null,
  remarks: null,
  problems: [],
  ...overrides,
});

const header = WAGE_CSV_ORDER.map((k) => WAGE_CSV_COLUMNS[k]).join(',');
const sheetOf = (text: string) => readCsv(Buffer.from(text, 'utf8'), WAGE_CSV_SHEET);

describe('cells', () => {
  it('reads rupees as typed: plain, Indian or international grouping, a ₹ sign; never a float', () => {
    expect(parseRupees('1234.5')).toBe('1234.5');
    expect(parseRupees(' 1,23,456.78 ')).toBe('123456.78');
    expect(parseRupees('123,456.78')).toBe('123456.78');
    expect(parseRupees('₹ 1,000')).toBe('1000');
    expect(parseRupees('')).toBe('0');
    for (const bad of ['1,2,3', '12.345', '-5', '1e3', 'abc', '0x10', '=1+1', '1 000'])
      expect(parseRupees(bad)).toBeNull();
  });

  it('reads a payment mode by its label or key in any case; empty is none', () => {
    expect(parsePaymentMode('Bank Transfer')).toBe('bank_transfer');
    expect(parsePaymentMode(' bank_transfer ')).toBe('bank_transfer');
    expect(parsePaymentMode('CASH')).toBe('cash');
    expect(parsePaymentMode('cheque')).toBe('cheque');
    expect(parsePaymentMode('')).toBeNull();
    expect(parsePaymentMode('bitcoin')).toBeUndefined();
  });

  it('takes back the apostrophe the download put before a formula-like text, and refuses control characters', () => {
    expect(readText("'=SUM(A1:A9)")).toEqual({ text: '=SUM(A1:A9)' });
    expect(readText("'-5 advance")).toEqual({ text: '-5 advance' });
    expect(readText("it's fine")).toEqual({ text: "it's fine" });
    expect(readText('  ')).toEqual({ text: null });
    expect(readText('a\u0007b').problem).toBe('Remove the control characters');
  });
});

describe('the download', () => {
  it('is UTF-8 with a byte-order mark and CRLF line ends, every column, amounts as plain rupee text', () => {
    const text = wageCsv([line()]).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [head, row] = text.slice(1).split('\r\n');
    expect(head).toBe(header);
    expect(row).toBe(
      'E-1,Ravi Kumar,Semi Skilled,21,3.50,12600.00,2100.00,612.50,0.00,0.00,15312.50,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,15312.50,,,,Pending',
    );
  });

  it('makes formula-like texts inert (a leading apostrophe) and quotes commas and quotes', () => {
    const text = wageCsv([
      line({ name: '=HYPERLINK("http://x","y")', remarks: '@cmd', paymentReference: '+91, "ref"' }),
    ]).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(text).toContain(`,'@cmd,`);
    expect(text).toContain(`"'+91, ""ref"""`);
  });

  it('reads back as it was written (the round trip), formula-like texts included', () => {
    const written = line({
      hra: '1500.25',
      pf: '1800.00',
      paymentMode: 'cheque',
      paymentReference: '=CHQ-1',
      remarks: 'Paid, with "arrears"',
    });
    const { rows, problems } = readWageCsv(sheetOf(wageCsv([written]).toString('utf8')));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        code: 'E-1',
        values: {
          hra: '1500.25',
          otherEarnings: '0.00',
          pf: '1800.00',
          esic: '0.00',
          society: '0.00',
          incomeTax: '0.00',
          insurance: '0.00',
          otherDeductions: '0.00',
          paymentMode: 'cheque',
          paymentReference: '=CHQ-1',
          remarks: 'Paid, with "arrears"',
        },
      },
    ]);
  });
});

describe('an upload read on its own', () => {
  it('lists every bad cell of every row with its row number and column', () => {
    const csv = [
      header,
      'E-1,,,,,,,,12.345,,,,abc,,,,,,,,Crypto,,,',
      `,,,,,,,,,,,,,,,,,,,,,${'x'.repeat(101)},,`,
      `E-3,,,,,,,,,,,,,,,,,,,,,,${'y'.repeat(201)},`,
      'E-4,,,,,,,,1000,,,,,,,,,,,,cash,R-1,ok,',
    ].join('\r\n');
    const { rows, problems } = readWageCsv(sheetOf(csv));
    expect(problems).toEqual([
      { row: 2, column: 'HRA', message: WAGE_BULK_MESSAGES.amount },
      { row: 2, column: 'PF', message: WAGE_BULK_MESSAGES.amount },
      { row: 2, column: 'Payment Mode', message: WAGE_BULK_MESSAGES.paymentMode },
      { row: 3, column: 'Employee Code', message: 'Required' },
      { row: 3, column: 'Receipt or Bank Transaction Id', message: 'Enter at most 100 characters' },
      { row: 4, column: 'Remarks', message: 'Enter at most 200 characters' },
    ]);
    // Rows with problems are kept (with their code) to be judged for an unknown or repeated code.
    expect(rows.map((r) => [r.row, r.code, r.invalid ?? false])).toEqual([
      [2, 'E-1', true],
      [4, 'E-3', true],
      [5, 'E-4', false],
    ]);
    expect(rows[2]!.values).toMatchObject({ hra: '1000', paymentMode: 'cash', paymentReference: 'R-1' });
  });

  it('refuses a file of more rows than a register holds, or of hundreds of columns, before reading its rows', () => {
    const rows = `${header}\r\n${'W-1\r\n'.repeat(WAGE_CSV_MAX_ROWS + 1)}`;
    expect(() => sheetOf(rows)).toThrow(WAGE_BULK_MESSAGES.tooManyRows);
    expect(() => sheetOf(`${'x,'.repeat(300)}x\r\n`)).toThrow(/columns/);
  });

  it('reads only the columns the file has: one left out leaves the entry’s value as it is', () => {
    const { rows, problems } = readWageCsv(sheetOf('employee code,PF\r\nE-1,250\r\n'));
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ row: 2, code: 'E-1', values: { pf: '250' } }]);
  });

  it('refuses an unknown or repeated column, or a file with no code column, on row 1', () => {
    expect(readWageCsv(sheetOf('Employee Code,Bonus,PF,PF\r\nE-1,1,2,3\r\n')).problems).toEqual([
      { row: 1, column: 'Bonus', message: 'Not a column of the downloaded file' },
      { row: 1, column: 'PF', message: 'This column appears twice' },
    ]);
    expect(readWageCsv(sheetOf('PF\r\n1\r\n')).problems).toEqual([
      { row: 1, column: 'Employee Code', message: 'This column of the file is missing' },
    ]);
  });

  it('never reads the computed columns: a changed Basic or Net is ignored (the server computes them)', () => {
    const { rows } = readWageCsv(
      sheetOf(`${header}\r\nE-1,X,Skilled,99,99,999999.00,1,1,0,0,1,1,0,0,0,0,0,0,0,1,,,,Completed\r\n`),
    );
    expect(Object.keys(rows[0]!.values).sort()).toEqual(
      [
        'esic',
        'hra',
        'incomeTax',
        'insurance',
        'otherDeductions',
        'otherEarnings',
        'paymentMode',
        'paymentReference',
        'pf',
        'remarks',
        'society',
      ].sort(),
    );
  });
});
