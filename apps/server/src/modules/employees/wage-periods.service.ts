import {
  defaultOvertimePaise,
  formatDate,
  formatRupeesFromPaise,
  isCalculatedValue,
  istDateKey,
  paiseToRupees,
  RUPEES_PATTERN,
  rupeesToPaise,
  SKILL_CATEGORIES,
  SKILL_KEYS,
  type SkillKey,
} from '@anupalan/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { employees, employeeWagePeriods, establishmentMinWageRates } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { amount, calculated, maybe, recordId, requiredText } from '../../kit/form-values.js';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/errors.js';
import { establishmentForWrite } from '../scope/index.js';
import { employeeOfCaller } from './employees.queries.js';
import { EMPLOYEE_NOT_FOUND_MESSAGE } from './employees.service.js';

/** The wage period form's values (employeeWagePeriodSchema), typed. */
export const wagePeriodFormValues = z.object({
  id: recordId,
  wage_start_date: requiredText,
  wage_amount: amount,
  da: amount,
  overtime_rate: maybe(calculated),
});
export type WagePeriodFormValues = z.infer<typeof wagePeriodFormValues>;

export const WAGE_OVERLAP_MESSAGE = 'Wage periods of an employee cannot overlap.';
export const WAGE_PERIOD_NOT_FOUND_MESSAGE = 'Wage period not found.';
export const WAGE_EDIT_CONTRACTOR_ONLY_MESSAGE = 'Only the contractor edits a wage period.';

const FAR_FUTURE = '9999-12-31';

function periodView(row: typeof employeeWagePeriods.$inferSelect) {
  return {
    id: row.id,
    establishment_employee_id: row.employeeId,
    wage_start_date: row.startDate,
    wage_end_date: row.endDate,
    wage_amount: row.wageAmount,
    da: row.da,
    overtime_rate: row.overtimeRate,
    overtime_entered: row.overtimeEntered,
  };
}

async function employeeFor(db: Deps['db'] | Tx, auth: AuthContext, establishmentId: string, id: string) {
  const [row] = await db
    .select({ id: employees.id, skill: employees.skillCategory, joined: employees.dateOfJoining })
    .from(employees)
    .where(employeeOfCaller(auth, establishmentId, id))
    .limit(1);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  return row;
}

export async function listWagePeriods(deps: Deps, auth: AuthContext, establishmentId: string, id: string) {
  const employee = await employeeFor(deps.db, auth, establishmentId, id);
  const rows = await deps.db
    .select()
    .from(employeeWagePeriods)
    .where(eq(employeeWagePeriods.employeeId, employee.id))
    .orderBy(asc(employeeWagePeriods.startDate));
  return rows.map(periodView);
}

/** The minimum wage per day of a skill category in an establishment on a day, or undefined with no table. */
async function minimumOn(db: Deps['db'] | Tx, establishmentId: string, skill: SkillKey, day: string) {
  const [row] = await db
    .select({
      daily_rate: establishmentMinWageRates.dailyRate,
      basic: establishmentMinWageRates.basic,
      da: establishmentMinWageRates.da,
      overtime: establishmentMinWageRates.overtime,
    })
    .from(establishmentMinWageRates)
    .where(
      and(
        eq(establishmentMinWageRates.establishmentId, establishmentId),
        eq(establishmentMinWageRates.skillCategory, skill),
        sql`daterange(${establishmentMinWageRates.startDate}, ${establishmentMinWageRates.endDate}, '[]') @> ${day}::date`,
      ),
    )
    .limit(1);
  return row;
}

/** employee-wage: the rates in force today and the minimum for the worker's category today. */
export async function currentWage(deps: Deps, auth: AuthContext, establishmentId: string, id: string) {
  const employee = await employeeFor(deps.db, auth, establishmentId, id);
  const today = istDateKey();
  const [current] = await deps.db
    .select()
    .from(employeeWagePeriods)
    .where(
      and(
        eq(employeeWagePeriods.employeeId, employee.id),
        sql`daterange(${employeeWagePeriods.startDate}, ${employeeWagePeriods.endDate}, '[]') @> ${today}::date`,
      ),
    )
    .limit(1);
  return {
    current: current ? periodView(current) : null,
    minimum: (await minimumOn(deps.db, establishmentId, employee.skill, today)) ?? null,
  };
}

function paise(value: unknown, field: string): number {
  const text = String(value).trim();
  if (!RUPEES_PATTERN.test(text))
    throw validationFailed({ [field]: 'Enter the amount in rupees, with at most two decimals' });
  return rupeesToPaise(text);
}

/** Overtime as typed, or twice (wage + DA) / 8 to the paisa when left to the calculation. */
function overtimeOf(values: WagePeriodFormValues, wage: number, da: number) {
  const ot = values.overtime_rate;
  const typed = isCalculatedValue(ot) ? (ot.entered ? ot.value : null) : ot;
  const entered = typed !== undefined && typed !== null && typed !== '';
  return { overtime: entered ? paise(typed, 'overtime_rate') : defaultOvertimePaise(wage, da), entered };
}

/** A new period closes an open-ended earlier one the day before it starts; any other overlap is refused. */
async function placePeriod(tx: Tx, employeeId: string, start: string, exceptId?: string) {
  const others = await tx
    .select()
    .from(employeeWagePeriods)
    .where(
      and(
        eq(employeeWagePeriods.employeeId, employeeId),
        exceptId ? ne(employeeWagePeriods.id, exceptId) : undefined,
      ),
    );
  for (const other of others) {
    if ((other.endDate ?? FAR_FUTURE) < start) continue;
    if (other.endDate === null && other.startDate < start) {
      await tx
        .update(employeeWagePeriods)
        .set({ endDate: sql`${start}::date - 1`, updatedAt: sql`now()` })
        .where(eq(employeeWagePeriods.id, other.id));
      continue;
    }
    // A period starting later than this one: this one ends the day before it.
    if (other.startDate > start) continue;
    throw conflict(WAGE_OVERLAP_MESSAGE, 'OVERLAP');
  }
  const [next] = await tx
    .select({ start: sql<string>`min(${employeeWagePeriods.startDate})::text` })
    .from(employeeWagePeriods)
    .where(
      and(
        eq(employeeWagePeriods.employeeId, employeeId),
        sql`${employeeWagePeriods.startDate} > ${start}::date`,
        exceptId ? ne(employeeWagePeriods.id, exceptId) : undefined,
      ),
    );
  return next?.start ? sql`${next.start}::date - 1` : null;
}

/**
 * Adds a wage period (contractor, or a subcontractor for its own workers) or, with `values.id`, edits one
 * (contractor only). The daily rate (wage + DA) may not be below the establishment's minimum wage for the
 * worker's skill category on the start date.
 */
export async function saveWagePeriod(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  employeeId: string,
  values: WagePeriodFormValues,
  isEdit: boolean,
) {
  if (isEdit && auth.role !== 'Contractor')
    throw forbidden(WAGE_EDIT_CONTRACTOR_ONLY_MESSAGE, 'CONTRACTOR_ONLY');
  return inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    const estId = found.establishment.id;
    const employee = await employeeFor(tx, auth, estId, employeeId);
    let editedId: string | undefined;
    if (isEdit) {
      if (!values.id) throw badRequest('Name the wage period.');
      const [edited] = await tx
        .select({ id: employeeWagePeriods.id })
        .from(employeeWagePeriods)
        .where(and(eq(employeeWagePeriods.employeeId, employee.id), eq(employeeWagePeriods.id, values.id)));
      if (!edited) throw notFound(WAGE_PERIOD_NOT_FOUND_MESSAGE);
      editedId = edited.id;
    }
    const start = values.wage_start_date;
    if (start < employee.joined)
      throw validationFailed({
        wage_start_date: `The start date cannot be before the date of joining (${formatDate(employee.joined)}).`,
      });
    const wage = paise(values.wage_amount, 'wage_amount');
    const da = paise(values.da, 'da');
    if (wage <= 0) throw validationFailed({ wage_amount: 'Enter a wage above zero' });
    const minimum = await minimumOn(tx, estId, employee.skill, start);
    if (minimum && wage + da < rupeesToPaise(minimum.daily_rate)) {
      const category = SKILL_CATEGORIES[SKILL_KEYS.indexOf(employee.skill)];
      throw validationFailed({
        wage_amount: `The daily rate (wage + DA) is below the minimum wage of ${formatRupeesFromPaise(rupeesToPaise(minimum.daily_rate))} per day for ${category} workers on ${formatDate(start)}.`,
      });
    }
    const { overtime, entered } = overtimeOf(values, wage, da);
    const end = await placePeriod(tx, employee.id, start, editedId);
    const columns = {
      startDate: start,
      endDate: end,
      wageAmount: paiseToRupees(wage),
      da: paiseToRupees(da),
      overtimeRate: paiseToRupees(overtime),
      overtimeEntered: entered,
    };
    if (editedId) {
      await tx
        .update(employeeWagePeriods)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(employeeWagePeriods.id, editedId));
      return { message: 'Successfully edited the data!', id: editedId };
    }
    const [row] = await tx
      .insert(employeeWagePeriods)
      .values({ establishmentId: estId, employeeId: employee.id, ...columns, createdBy: auth.userId })
      .returning({ id: employeeWagePeriods.id });
    return { message: 'Wage period added', id: row!.id };
  });
}
