import { ATTENDANCE_MESSAGES, type ImportRowProblem } from '@anupalan/shared';
import { clockText, type EntryType, parseClock, parseHours, parseMinutes, parseType } from './cells.js';
import { type EntryColumns, entryColumns } from './entry-rules.js';

/**
 * The columns of the attendance workbook (one row per worker per day) and of a day's CSV (the same without Date),
 * and one row's cells judged on their own by the entry form's rules (pure). What needs the database (the worker,
 * the day's register, the days around it) is judged by import.service.ts.
 */
export const COLUMNS = {
  date: 'Date',
  code: 'Employee Code',
  name: 'Employee Name',
  type: 'Type',
  in: 'In Time',
  out: 'Out Time',
  rest: 'Rest (minutes)',
  overtime: 'Overtime (hrs)',
  setOfWork: 'Set of Work',
  status: 'Status',
} as const;
export type ColumnKey = keyof typeof COLUMNS;

export const WORKBOOK_COLUMNS: readonly ColumnKey[] = [
  'date',
  'code',
  'name',
  'type',
  'in',
  'out',
  'rest',
  'overtime',
  'setOfWork',
  'status',
];
export const CSV_COLUMNS: readonly ColumnKey[] = WORKBOOK_COLUMNS.filter((c) => c !== 'date');

/** What each column takes (the workbook's notes sheet). */
export const COLUMN_NOTES: Record<ColumnKey, string> = {
  date: 'The day, DD/MM/YYYY (not in the future)',
  code: 'The worker’s employee code (as in Form A)',
  name: 'For reading only: not imported',
  type: 'Present, Absent or Paid Leave; leave it empty to leave the entry as it is',
  in: 'Only when Present: 08:00 AM or 08:00 (24-hour)',
  out: 'Only when Present: an out time not after the in time is on the next day',
  rest: 'Minutes of rest taken between In Time and Out Time (0 when empty)',
  overtime: 'Hours, at most two decimals (0 when empty); only when Present',
  setOfWork: 'Relay or set of work (Form D)',
  status: 'For reading only: Pending, Completed, Wages paid or Closed',
};

/** The columns a file must have; the others may be left out (the name and status are never read). */
const REQUIRED_COLUMNS: ReadonlySet<ColumnKey> = new Set(['date', 'code', 'type']);
const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Which column of the file holds which key; an unknown, repeated or missing column is a problem of row 1. */
export function matchColumns(
  header: string[],
  expected: readonly ColumnKey[],
  problems: ImportRowProblem[],
): Partial<Record<ColumnKey, number>> {
  const byTitle = new Map(expected.map((k) => [headerKey(COLUMNS[k]), k]));
  const found: Partial<Record<ColumnKey, number>> = {};
  header.forEach((text, index) => {
    if (text.trim() === '') return;
    const key = byTitle.get(headerKey(text));
    if (!key)
      problems.push({ row: 1, column: text.trim().slice(0, 60), message: 'Not a column of the template' });
    else if (found[key] !== undefined)
      problems.push({ row: 1, column: COLUMNS[key], message: 'This column appears twice' });
    else found[key] = index;
  });
  for (const key of expected)
    if (REQUIRED_COLUMNS.has(key) && found[key] === undefined)
      problems.push({ row: 1, column: COLUMNS[key], message: 'This column of the template is missing' });
  return found;
}

export const BAD_TIME = 'Enter the time as 08:00 AM or 08:00 (24-hour)';
export const BAD_TYPE = 'Enter Present, Absent or Paid Leave';
export const BAD_REST = 'Enter the rest in whole minutes';
export const BAD_OVERTIME = 'Enter the overtime in hours, at most two decimals (0 to 24)';
export const WEEK_OFF_BY_REGISTER =
  'A weekly off is marked for the whole day on the register, not on one entry';
const SET_OF_WORK_MAX = 200;

/** Where the entry form's field problems show in a file. */
const COLUMN_OF_FIELD: Record<string, ColumnKey> = {
  type: 'type',
  in_time: 'in',
  out_time: 'out',
  rest_minutes: 'rest',
  overtime_hours: 'overtime',
  set_of_work: 'setOfWork',
};

type Cell = (key: ColumnKey) => string;

/** What an entry stores, as the entry form's save computes it; a row may also stand as a Weekly Off. */
export type JudgedEntry = Omit<EntryColumns, 'type'> & { type: EntryType };

/**
 * A row's entry on its day as the entry form's save computes it (attendance module, entryColumns: times only when
 * Present and then both, the next day when out is not after in, rest shorter than the time between, overtime
 * within the hours worked), or null when the row leaves the entry as it is (no type and nothing else), with its
 * problems by column. A Weekly Off is read (it may stand unchanged in a downloaded workbook); the service refuses
 * it as a change.
 */
export function judgeEntryCells(
  day: string | null,
  cell: Cell,
): { columns: JudgedEntry | null; problems: { key: ColumnKey; message: string }[] } {
  const problems: { key: ColumnKey; message: string }[] = [];
  const typeText = cell('type').trim();
  const filled = (['in', 'out', 'rest', 'overtime', 'setOfWork'] as const).some((k) => cell(k).trim() !== '');
  if (typeText === '') {
    if (filled) problems.push({ key: 'type', message: 'Required' });
    return { columns: null, problems };
  }
  const type = parseType(typeText);
  if (!type) problems.push({ key: 'type', message: BAD_TYPE });
  const time = (key: 'in' | 'out') => {
    const text = cell(key).trim();
    if (text === '') return null;
    const minutes = parseClock(text);
    if (minutes === null) problems.push({ key, message: BAD_TIME });
    return minutes === null ? null : clockText(minutes);
  };
  const inTime = time('in');
  const outTime = time('out');
  const restText = cell('rest').trim();
  const rest = restText === '' ? 0 : parseMinutes(restText);
  if (rest === null) problems.push({ key: 'rest', message: BAD_REST });
  const overtimeText = cell('overtime').trim();
  const overtime = overtimeText === '' ? 0 : parseHours(overtimeText);
  if (overtime === null) problems.push({ key: 'overtime', message: BAD_OVERTIME });
  const setOfWork = cell('setOfWork').trim();
  if (setOfWork.length > SET_OF_WORK_MAX)
    problems.push({ key: 'setOfWork', message: `Enter at most ${SET_OF_WORK_MAX} characters` });
  if (type && type !== 'present')
    for (const key of ['in', 'out', 'rest'] as const)
      if (cell(key).trim() !== '' && !(key === 'rest' && rest === 0))
        problems.push({ key, message: ATTENDANCE_MESSAGES.timesOnlyWhenPresent });
  if (problems.length > 0 || !type || rest === null || overtime === null || !day)
    return { columns: null, problems };
  const judged = entryColumns(day, {
    // A weekly off is judged as the form judges any type but Present (no times, no overtime).
    type: type === 'week_off' ? 'absent' : type,
    in_time: inTime,
    out_time: outTime,
    rest_minutes: rest,
    overtime_hours: overtime,
    set_of_work: setOfWork === '' ? null : setOfWork,
  });
  if (judged.problems) {
    for (const [field, message] of Object.entries(judged.problems))
      problems.push({ key: COLUMN_OF_FIELD[field] ?? 'type', message });
    return { columns: null, problems };
  }
  return { columns: { ...judged.columns, type }, problems };
}
