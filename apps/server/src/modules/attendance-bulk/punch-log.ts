import type { ImportRowProblem } from '@anupalan/shared';
import type { SheetRows } from '../../lib/sheet-file.js';
import { parseClock, parseDay, parseStamp } from './cells.js';
import { type Punch, wallMinutes } from './punches.js';

/**
 * A punch log as terminals export it (pure): one punch a line, the worker's code and the date-time, either in one
 * column ('Timestamp') or in two ('Date' and 'Time'). Header names vary by make, so a few common ones are taken.
 */
const CODE_HEADERS = ['employee code', 'emp code', 'employee id', 'emp id', 'code', 'user id', 'enroll no'];
const STAMP_HEADERS = ['timestamp', 'punch time', 'date time', 'datetime', 'time stamp', 'punch'];
export const PUNCH_COLUMNS = {
  code: 'Employee Code',
  stamp: 'Timestamp',
  date: 'Date',
  time: 'Time',
} as const;

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

export interface PunchLog {
  punches: Punch[];
  problems: ImportRowProblem[];
}

/**
 * The punches of a log from the day before `from` to the day after `to`: a night shift that started the day before
 * `from` ends on it, one that starts on `to` ends the next day; the caller keeps the shifts of the range.
 */
export function readPunchLog(sheet: SheetRows, range: { from: string; to: string }): PunchLog {
  const header = sheet.header.map(key);
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const i = header.indexOf(name);
      if (i >= 0) return i;
    }
    return -1;
  };
  const code = find(CODE_HEADERS);
  const stamp = find(STAMP_HEADERS);
  const date = find(['date', 'punch date']);
  const time = find(['time', 'punch time only']);
  const problems: ImportRowProblem[] = [];
  if (code < 0) problems.push({ row: 1, column: PUNCH_COLUMNS.code, message: 'This column is missing' });
  if (stamp < 0 && (date < 0 || time < 0))
    problems.push({
      row: 1,
      column: PUNCH_COLUMNS.stamp,
      message: 'This column (or the two columns Date and Time) is missing',
    });
  if (problems.length > 0) return { punches: [], problems };
  const start = wallMinutes(range.from, -24, 0);
  const end = wallMinutes(range.to, 48, 0);
  const punches: Punch[] = [];
  for (const { row, cells } of sheet.rows) {
    const who = (cells[code] ?? '').trim();
    if (who === '') {
      problems.push({ row, column: PUNCH_COLUMNS.code, message: 'Required' });
      continue;
    }
    let at: number | null = null;
    if (stamp >= 0) {
      const parsed = parseStamp(cells[stamp] ?? '');
      if (parsed) at = wallMinutes(parsed.day, 0, parsed.minutes);
      else
        problems.push({
          row,
          column: PUNCH_COLUMNS.stamp,
          message: 'Enter the date and time as DD/MM/YYYY HH:mm',
        });
    } else {
      const day = parseDay(cells[date] ?? '');
      const minutes = parseClock(cells[time] ?? '');
      if (!day) problems.push({ row, column: PUNCH_COLUMNS.date, message: 'Enter the date as DD/MM/YYYY' });
      if (minutes === null)
        problems.push({ row, column: PUNCH_COLUMNS.time, message: 'Enter the time as HH:mm or hh:mm AM' });
      if (day && minutes !== null) at = wallMinutes(day, 0, minutes);
    }
    if (at !== null && at >= start && at < end) punches.push({ code: who, at, row });
  }
  return { punches, problems };
}
