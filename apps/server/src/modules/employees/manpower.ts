import {
  istDateKey,
  MANPOWER_MESSAGES,
  manpowerRangeProblems,
  parseDisplayDate,
  SKILL_CATEGORIES,
  SKILL_KEYS,
} from '@anupalan/shared';
import { and, count, isNull, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthContext, Deps } from '../../context.js';
import { employees } from '../../db/schema/index.js';
import { validationFailed } from '../../lib/errors.js';
import { displayDate } from '../../lib/printable.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { employeesOfCaller } from './employees.queries.js';

/** yyyy-mm-dd or DD/MM/YYYY as yyyy-mm-dd; null for anything else (an impossible day included). */
export function parseDay(text: string | undefined): string | null {
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [y, m, d] = text.split('-');
    return parseDisplayDate(`${d}/${m}/${y}`);
  }
  return parseDisplayDate(text);
}

/** The range asked for, checked: both required, valid, not in the future, To not before From, at most 60 days. */
export function manpowerRange(query: { from_date?: string; to_date?: string }, today = istDateKey()) {
  const from = parseDay(query.from_date);
  const to = parseDay(query.to_date);
  const invalid: Record<string, string> = {};
  if (query.from_date && !from) invalid.from_date = MANPOWER_MESSAGES.invalid;
  if (query.to_date && !to) invalid.to_date = MANPOWER_MESSAGES.invalid;
  const fields: Record<string, string> = { ...manpowerRangeProblems(from, to, today), ...invalid };
  if (Object.keys(fields).length > 0 || !from || !to) throw validationFailed(fields);
  return { from, to };
}

/**
 * Headcount by day and skill category: the workers (in the caller's scope: a subcontractor its own) who had
 * joined on or before the day and had not left before it. One statement over the days of the range.
 */
export async function manpowerCounts(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  range: { from: string; to: string },
) {
  const day = sql<string>`d.day`;
  const rows = await deps.db
    .select({
      day: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
      skill: employees.skillCategory,
      n: count(employees.id),
    })
    .from(sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)`)
    .leftJoin(
      employees,
      and(
        employeesOfCaller(auth, establishmentId),
        sql`${employees.dateOfJoining} <= ${day}`,
        or(isNull(employees.exitDate), sql`${employees.exitDate} >= ${day}`),
      ),
    )
    .groupBy(day, employees.skillCategory)
    .orderBy(day);
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = byDay.get(row.day) ?? {};
    if (row.skill) counts[row.skill] = Number(row.n);
    byDay.set(row.day, counts);
  }
  return [...byDay.entries()].map(([d, counts]) => ({ day: d, counts }));
}

export async function buildManpowerReport(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: { from_date?: string; to_date?: string },
): Promise<{ filename: string; buffer: Buffer }> {
  const range = manpowerRange(query);
  const days = await manpowerCounts(deps, auth, found.establishment.id, range);
  const name = String((found.establishment.body as { name?: unknown }).name ?? '');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Anupalan';
  const sheet = workbook.addWorksheet('Manpower');
  sheet.addRow([`Manpower report: ${name}`]).font = { bold: true, size: 13 };
  sheet.addRow([`From ${displayDate(range.from)} to ${displayDate(range.to)}`]);
  sheet.addRow([]);
  const header = sheet.addRow(['Date', ...SKILL_CATEGORIES, 'Total']);
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  sheet.columns = [{ width: 14 }, ...SKILL_CATEGORIES.map(() => ({ width: 16 })), { width: 10 }];
  for (const { day, counts } of days) {
    const values = SKILL_KEYS.map((key) => counts[key] ?? 0);
    sheet.addRow([displayDate(day), ...values, values.reduce((a, b) => a + b, 0)]);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const filename = `Manpower report ${displayDate(range.from).replaceAll('/', '-')} to ${displayDate(range.to).replaceAll('/', '-')}.xlsx`;
  return { filename, buffer };
}
