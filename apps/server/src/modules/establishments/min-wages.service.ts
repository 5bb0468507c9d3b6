import {
  defaultOvertimePaise,
  isCalculatedValue,
  paiseToRupees,
  rupeesToPaise,
  SKILL_KEYS,
} from '@anupalan/shared';
import { and, asc, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { type MinWageBody, minWageBody, minWageColumns } from '../../db/min-wage-amounts.js';
import { establishmentMinWages } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { amount, calculated, maybe, optionalText, recordId, requiredText } from '../../kit/form-values.js';
import { OVERLAP_MESSAGE } from '../../lib/constraint-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { childOfEstablishment, childrenOfEstablishment, establishmentInScope } from '../scope/index.js';
import { writableByContractor } from './access.js';

/** One skill category's rates: basic and DA are required amounts, overtime a calculation one may type over. */
const skillRates = z.object({ minimumBasic: amount, da: amount, overTime: maybe(calculated) });

/**
 * A minimum-wage period's values (each row of the establishment form's min_wages table, and the minimum-wage
 * form without its id), typed: the route kit parses them after the shared engine has checked every field.
 */
export const minWagePeriodValues = z.object({
  start_date: requiredText,
  end_date: optionalText,
  body: z.object({
    highlySkilled: skillRates,
    skilled: skillRates,
    semiSkilled: skillRates,
    unskilled: skillRates,
  }),
});
export type MinWagePeriodValues = z.infer<typeof minWagePeriodValues>;

/** The minimum-wage form's values (minWageSchema): a period, and on an edit the id of the one it changes. */
export const minWageFormValues = minWagePeriodValues.extend({ id: recordId });
export type MinWageFormValues = z.infer<typeof minWageFormValues>;

/**
 * The four skill rows with exact amounts. Overtime is a calculation the contractor may type over: a typed
 * rate is kept, anything else is calculated here as twice the hourly minimum wage, and the stored value says
 * which it is ({value, entered}), so a later edit of basic or DA recalculates only what was not typed.
 */
function wageBody(values: MinWagePeriodValues): MinWageBody {
  const body = {} as MinWageBody;
  for (const key of SKILL_KEYS) {
    const rates = values.body[key];
    const basic = rupeesToPaise(String(rates.minimumBasic));
    const da = rupeesToPaise(String(rates.da));
    const ot = rates.overTime;
    // A plain amount (a client that does not say) counts as typed, as it always did.
    const typed = isCalculatedValue(ot) ? (ot.entered ? ot.value : null) : ot;
    const entered = typed !== undefined && typed !== null && typed !== '';
    const overTime = entered ? rupeesToPaise(String(typed)) : defaultOvertimePaise(basic, da);
    body[key] = {
      minimumBasic: paiseToRupees(basic),
      da: paiseToRupees(da),
      overTime: { value: paiseToRupees(overTime), entered },
    };
  }
  return body;
}

const FAR_FUTURE = '9999-12-31';

/**
 * Periods never overlap. An open-ended period that began earlier is closed the day before a new one starts;
 * any other intersection is refused.
 */
async function placePeriod(
  tx: Tx,
  establishmentId: string,
  start: string,
  end: string | null,
  exceptId?: string,
) {
  const others = await tx
    .select()
    .from(establishmentMinWages)
    .where(
      and(
        childrenOfEstablishment(establishmentMinWages, establishmentId),
        exceptId ? ne(establishmentMinWages.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(establishmentMinWages.startDate));
  for (const other of others) {
    const otherEnd = other.endDate ?? FAR_FUTURE;
    const intersects = other.startDate <= (end ?? FAR_FUTURE) && start <= otherEnd;
    if (!intersects) continue;
    if (other.endDate === null && other.startDate < start) {
      const dayBefore = new Date(`${start}T00:00:00Z`);
      dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
      await tx
        .update(establishmentMinWages)
        .set({ endDate: dayBefore.toISOString().slice(0, 10), updatedAt: sql`now()` })
        .where(childOfEstablishment(establishmentMinWages, establishmentId, other.id));
      continue;
    }
    throw conflict(OVERLAP_MESSAGE, 'OVERLAP');
  }
}

export async function insertMinWage(
  tx: Tx,
  establishmentId: string,
  values: MinWagePeriodValues,
  userId: string,
) {
  const start = values.start_date;
  const end = values.end_date ?? null;
  await placePeriod(tx, establishmentId, start, end);
  const [row] = await tx
    .insert(establishmentMinWages)
    .values({
      establishmentId,
      startDate: start,
      endDate: end,
      ...minWageColumns(wageBody(values)),
      createdBy: userId,
    })
    .returning({ id: establishmentMinWages.id });
  return row!.id;
}

export async function listMinWages(deps: Deps, auth: AuthContext, establishmentId: string) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const rows = await deps.db
    .select()
    .from(establishmentMinWages)
    .where(childrenOfEstablishment(establishmentMinWages, found.establishment.id))
    .orderBy(asc(establishmentMinWages.startDate));
  return rows.map((r) => ({ id: r.id, start_date: r.startDate, end_date: r.endDate, body: minWageBody(r) }));
}

export async function addMinWage(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: MinWageFormValues,
) {
  const id = await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    return insertMinWage(tx, found.establishment.id, values, auth.userId);
  });
  return { message: 'Establishment min wage added', id };
}

export async function updateMinWage(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  wageId: string,
  values: MinWageFormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const [existing] = await tx
      .select()
      .from(establishmentMinWages)
      .where(childOfEstablishment(establishmentMinWages, found.establishment.id, wageId));
    if (!existing) throw notFound('Minimum wage period not found.');
    const start = values.start_date;
    const end = values.end_date ?? null;
    await placePeriod(tx, found.establishment.id, start, end, existing.id);
    await tx
      .update(establishmentMinWages)
      .set({ startDate: start, endDate: end, ...minWageColumns(wageBody(values)), updatedAt: sql`now()` })
      .where(childOfEstablishment(establishmentMinWages, found.establishment.id, existing.id));
  });
  return { message: 'Establishment min wage updated' };
}

export async function deleteMinWage(deps: Deps, auth: AuthContext, establishmentId: string, wageId: string) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const removed = await tx
      .delete(establishmentMinWages)
      .where(childOfEstablishment(establishmentMinWages, found.establishment.id, wageId))
      .returning({ id: establishmentMinWages.id });
    if (removed.length === 0) throw notFound('Minimum wage period not found.');
  });
  return { message: 'Establishment min wage deleted' };
}
