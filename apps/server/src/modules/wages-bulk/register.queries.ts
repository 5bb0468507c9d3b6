import { WAGE_MESSAGES, type WageEntryDisplayStatus } from '@anupalan/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  agencies,
  employees,
  establishmentMinWageRates,
  wageEntries,
  wageRegisters,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { EstablishmentInScope } from '../scope/index.js';
import type { MinimumRate, WageLine, WageRegisterPrint } from './register-data.js';

/**
 * What the printables and the CSV read of a wage register: the register (of this establishment, else 404), the
 * caller's lines (a subcontractor's own workers) in Form A order, the minimum wages in force during its dates, and
 * whose register it is. Three statements whatever the register's size.
 */

export type WageRegisterRow = typeof wageRegisters.$inferSelect;

/** The register, when it is this establishment's; else 'Wage register not found.' (404). */
export async function registerOf(db: Executor, establishmentId: string, registerId: string) {
  const [register] = await db
    .select()
    .from(wageRegisters)
    .where(and(eq(wageRegisters.id, registerId), eq(wageRegisters.establishmentId, establishmentId)));
  if (!register) throw notFound(WAGE_MESSAGES.notFound);
  return register;
}

/** The entries the caller sees: all for the Government, the contractor and the consultant; a subcontractor its own. */
export function entriesOfCaller(auth: AuthContext): SQL | undefined {
  if (auth.role !== 'Subcontractor') return undefined;
  return eq(wageEntries.subcontractorAgencyId, auth.agencyId ?? '00000000-0000-0000-0000-000000000000');
}

export function displayStatus(e: {
  submittedOn: Date | null;
  isRevision: boolean;
  modifiedAfterSubmission: boolean;
}): WageEntryDisplayStatus {
  if (!e.submittedOn) return e.isRevision ? 'Revision Pending' : 'Pending';
  return e.modifiedAfterSubmission ? 'Completed after register submission' : 'Completed';
}

const bodyText = (column: SQL, key: string) => sql<string>`coalesce(${column} ->> ${key}, '')`;

/** The caller's lines of a register (one worker's when `employeeId` is given), in Form A order (employee code). */
export async function linesOf(
  db: Executor,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId?: string,
): Promise<WageLine[]> {
  // Serial numbers in Form A: the caller's workers of the establishment by employee code (Form A's order).
  const serials = db.$with('serials').as(
    db
      .select({
        id: sql<string>`${employees.id}`.as('serial_employee_id'),
        serial:
          sql<number>`(row_number() over (order by ${employees.employeeCode}, ${employees.id}))::int`.as(
            'serial',
          ),
      })
      .from(employees)
      .where(
        and(
          eq(employees.establishmentId, establishmentId),
          auth.role === 'Subcontractor'
            ? eq(employees.subcontractorAgencyId, auth.agencyId ?? '00000000-0000-0000-0000-000000000000')
            : undefined,
        ),
      ),
  );
  const rows = await db
    .with(serials)
    .select({
      entry: wageEntries,
      serial: serials.serial,
      fatherOrSpouse: bodyText(sql`${employees.body}`, 'fatherOrSpouseName'),
      uan: bodyText(sql`${employees.body}`, 'uan'),
      esicIpNo: bodyText(sql`${employees.body}`, 'esicIpNo'),
      bankAccountLast4: sql<string>`right(coalesce(${employees.body} ->> 'bankAccount', ''), 4)`,
    })
    .from(wageEntries)
    .innerJoin(employees, eq(employees.id, wageEntries.employeeId))
    .leftJoin(serials, eq(serials.id, wageEntries.employeeId))
    .where(
      and(
        eq(wageEntries.registerId, registerId),
        eq(wageEntries.establishmentId, establishmentId),
        entriesOfCaller(auth),
        employeeId ? eq(wageEntries.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(wageEntries.employeeCode), asc(wageEntries.employeeId));
  return rows.map(({ entry: e, ...r }) => ({
    employeeId: e.employeeId,
    serial: r.serial ?? null,
    code: e.employeeCode,
    name: e.employeeName,
    fatherOrSpouse: r.fatherOrSpouse,
    designation: e.designation,
    skill: e.skillCategory,
    uan: r.uan,
    esicIpNo: r.esicIpNo,
    bankAccountLast4: r.bankAccountLast4,
    submitted: e.submittedOn !== null,
    status: displayStatus(e),
    presentDays: e.presentDays,
    paidLeaveDays: e.paidLeaveDays,
    paidDays: e.paidDays,
    overtimeHours: e.overtimeHours,
    rates: e.rates,
    basic: e.basic,
    da: e.da,
    overtime: e.overtime,
    hra: e.hra,
    otherEarnings: e.otherEarnings,
    gross: e.gross,
    recoveries: e.recoveries,
    pf: e.pf,
    esic: e.esic,
    society: e.society,
    incomeTax: e.incomeTax,
    insurance: e.insurance,
    otherDeductions: e.otherDeductions,
    totalDeductions: e.totalDeductions,
    net: e.net,
    paymentMode: e.paymentMode,
    paymentReference: e.paymentReference,
    remarks: e.remarks,
    problems: e.problems,
  }));
}

/**
 * The establishment's minimum wages in force on some day of from..to, one row per skill category and period. A
 * period without an end date lasts until the next one starts.
 */
export async function minimumsDuring(
  db: Executor,
  establishmentId: string,
  from: string,
  to: string,
): Promise<MinimumRate[]> {
  const m = establishmentMinWageRates;
  const periods = db.$with('periods').as(
    db
      .select({
        skill: m.skillCategory,
        from: sql<string>`to_char(${m.startDate}, 'YYYY-MM-DD')`.as('from_day'),
        to: sql<string | null>`to_char(coalesce(${m.endDate},
          lead(${m.startDate}) over (partition by ${m.skillCategory} order by ${m.startDate}) - 1), 'YYYY-MM-DD')`.as(
          'to_day',
        ),
        basic: sql<string>`${m.basic}::text`.as('basic'),
        da: sql<string>`${m.da}::text`.as('da'),
        overtime: sql<string>`${m.overtime}::text`.as('overtime'),
      })
      .from(m)
      .where(eq(m.establishmentId, establishmentId)),
  );
  return db
    .with(periods)
    .select()
    .from(periods)
    .where(sql`${periods.from} <= ${to} and (${periods.to} is null or ${periods.to} >= ${from})`)
    .orderBy(asc(periods.skill), asc(periods.from));
}

/** Whose register it is: the subcontractor's own for a subcontractor, else the contractor's (as Form A and D). */
export async function employerName(db: Executor, auth: AuthContext, found: EstablishmentInScope) {
  const agencyId =
    auth.role === 'Subcontractor' && auth.agencyId ? auth.agencyId : found.establishment.contractorAgencyId;
  const [row] = await db
    .select({ name: sql<string>`${agencies.body} ->> 'name'` })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.name ?? '';
}

const text = (body: unknown, key: string) => {
  const v = (body as Record<string, unknown> | null)?.[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything a printable of the register shows (one worker's line when `employeeId` is given). */
export async function registerPrint(
  db: Executor,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  employeeId?: string,
): Promise<{ register: WageRegisterRow; print: WageRegisterPrint }> {
  const est = found.establishment;
  const register = await registerOf(db, est.id, registerId);
  const [lines, minimums, employer] = await Promise.all([
    linesOf(db, auth, est.id, register.id, employeeId),
    minimumsDuring(db, est.id, register.fromDate, register.toDate),
    employerName(db, auth, found),
  ]);
  return {
    register,
    print: {
      establishment: text(est.body, 'name'),
      employer,
      lin: text(est.body, 'lin'),
      placeOfWork: [text(est.body, 'address'), text(est.body, 'town')].filter(Boolean).join(', '),
      from: register.fromDate,
      to: register.toDate,
      status: register.status,
      dateOfPayment: register.dateOfPayment,
      submittedOn: iso(register.submittedOn),
      payslipsGivenOn: iso(register.payslipsGivenOn),
      signedOn: iso(register.signedOn),
      reopenedOn: iso(register.reopenedOn),
      resubmittedOn: iso(register.resubmittedOn),
      cancelledOn: iso(register.cancelledOn),
      createdAt: register.createdAt.toISOString(),
      minimums,
      lines,
    },
  };
}
