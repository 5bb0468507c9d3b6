import { randomUUID } from 'node:crypto';
import type { WageEntryFilter } from '@anupalan/shared';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { copyRows } from '../../db/copy.js';
import { preparedRead } from '../../db/prepared.js';
import { agencies, type WageRateJson, wageEntries, wageRegisters } from '../../db/schema/index.js';

/**
 * The wage register's reads and set-based writes. The register's computation reads everything it needs for the
 * establishment and the period in one statement (wageInputRows); the entries are written by one COPY as they are
 * computed (copyEntries); counts and totals are aggregates in SQL.
 */

const ph = (name: string) => sql.placeholder(name);

/** What db.execute gave back (node-postgres). */
type Executed<T> = { rows: T[]; rowCount: number | null };
const executed = <T>(result: unknown) => result as Executed<T>;

export type WageRegisterRow = typeof wageRegisters.$inferSelect;
export type WageEntryRecord = typeof wageEntries.$inferSelect;

/** The register named by the placeholders `registerId` and `establishmentId` together. */
const registerOfEstablishment = () =>
  and(
    eq(wageRegisters.id, ph('registerId') as unknown as string),
    eq(wageRegisters.establishmentId, ph('establishmentId') as unknown as string),
  );

/** A register of the establishment, by its id and the establishment's id together. */
export async function findWageRegister(db: Executor, establishmentId: string, registerId: string) {
  const [row] = await preparedRead(db, 'wage_register_by_id', (db, name) =>
    db.select().from(wageRegisters).where(registerOfEstablishment()).limit(1).prepare(name),
  ).execute({ registerId, establishmentId });
  return row ?? null;
}

/** The same register locked for the rest of the transaction. */
export async function lockWageRegister(db: Executor, establishmentId: string, registerId: string) {
  const [row] = await db
    .select()
    .from(wageRegisters)
    .where(and(eq(wageRegisters.id, registerId), eq(wageRegisters.establishmentId, establishmentId)))
    .for('update');
  return row ?? null;
}

/** A live register (not cancelled) of the establishment overlapping from..to, if any. */
export async function overlappingRegister(db: Executor, establishmentId: string, from: string, to: string) {
  const [row] = await db
    .select({ id: wageRegisters.id, fromDate: wageRegisters.fromDate, toDate: wageRegisters.toDate })
    .from(wageRegisters)
    .where(
      and(
        eq(wageRegisters.establishmentId, establishmentId),
        sql`${wageRegisters.status} is distinct from 'cancelled'`,
        sql`${wageRegisters.fromDate} <= ${to}::date and ${wageRegisters.toDate} >= ${from}::date`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The registers overlapping from..to (the year pager), oldest first, a page at a time, with their count. */
export async function registersBetween(
  db: Executor,
  establishmentId: string,
  from: string | null,
  to: string | null,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(wageRegisters.establishmentId, establishmentId),
    to ? sql`${wageRegisters.fromDate} <= ${to}::date` : undefined,
    from ? sql`${wageRegisters.toDate} >= ${from}::date` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(wageRegisters)
      .where(where)
      .orderBy(asc(wageRegisters.fromDate), desc(wageRegisters.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(wageRegisters).where(where),
  ]);
  return { rows, count: count?.n ?? 0 };
}

/**
 * The days from..to with their attendance register: whether anyone is employed on the day, the register's state
 * and, for a register still pending, how many entries are not submitted. Every read of attendance_entries names the
 * register's dates, so the planner prunes to their month's partitions (a count correlated to the day alone was
 * costed over every partition, which crossed jit_above_cost: 2 s compiling, docs/benchmarks.md).
 */
export async function attendanceDays(db: Executor, establishmentId: string, from: string, to: string) {
  const result = await db.execute(sql`
    with regs as materialized (
      select r.id, r.register_date, r.status, r.is_establishment_closed from attendance_registers r
      where r.establishment_id = ${establishmentId} and r.register_date between ${from}::date and ${to}::date
    ), pending as materialized (
      select a.register_date, count(*)::int as n from attendance_entries a
      where a.establishment_id = ${establishmentId} and a.register_date between ${from}::date and ${to}::date
        and a.submitted_on is null
        and a.register_date in (select register_date from regs where status = 'pending' and not is_establishment_closed)
      group by a.register_date
    )
    select d::date::text as day,
      exists (select 1 from employees e where e.establishment_id = ${establishmentId}
        and e.date_of_joining <= d::date and (e.exit_date is null or e.exit_date >= d::date)) as anyone,
      r.id as register_id, r.status, coalesce(r.is_establishment_closed, false) as closed,
      case when r.status = 'pending' and not r.is_establishment_closed then coalesce(p.n, 0) end as pending
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join regs r on r.register_date = d::date
    left join pending p on p.register_date = d::date
    order by d`);
  return executed<{
    day: string;
    anyone: boolean;
    register_id: string | null;
    status: 'pending' | 'completed' | null;
    closed: boolean;
    pending: number | null;
  }>(result).rows;
}

/** One worker's row of the computation's input, as wageInputRows reads it. */
export interface WageInputRow {
  employee_id: string;
  employee_code: string;
  employee_name: string;
  skill_category: string;
  designation: string;
  subcontractor_agency_id: string | null;
  /**
   * The days of each attendance type (closed days left out) as a bit mask, int8 text: bit n is the register's day n
   * (its first day is bit 0); null when the worker has no day of that type.
   */
  present: string | null;
  paid_leave: string | null;
  absent: string | null;
  week_off: string | null;
  /** The days with overtime, or null: comma-separated, each the day's offset and ':hours'. */
  overtime: string | null;
  /** [[start, end|null, wage, da, overtime], ...] */
  periods: [string, string | null, string, string, string][] | null;
  /** [[start, end|null, basic, da], ...] for the worker's skill category */
  minimums: [string, string | null, string, string][] | null;
  /**
   * The recoveries (Form C) the live register of exactly these dates took for the worker, rupee text; null when
   * none (or no such register yet: createRegister sets it after taking the instalments due, modules/recoveries).
   */
  recoveries: string | null;
}

/**
 * Every worker's input for a whole register (wageInputRows), read in a transaction with the planner set for it:
 * JIT off for the rest of the transaction (the statements are costed over a month of attendance; compiling them
 * took seconds, running them takes milliseconds); work_mem raised for it, so the attendance is grouped by hashing
 * (the planner guesses 8 kB a worker for the overtime text, really well under 1 kB; with PostgreSQL's 4 MB it sorts
 * the month's rows first, a third of the read); and nested loops off for this statement only: with the workers or
 * their wage periods not yet analyzed (a bulk import just before), the planner took them for one row each and
 * joined every worker to every other's periods (1,000 x 1,000 rows, 90 ms of a 120 ms read; for 5,000 workers 25
 * times that). docs/benchmarks.md, 'Wages, third round'.
 */
export async function registerInputRows(tx: Tx, establishmentId: string, from: string, to: string) {
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true),
      set_config('enable_nestloop', 'off', true)`,
  );
  const rows = await wageInputRows(tx, establishmentId, from, to);
  await tx.execute(sql`set local enable_nestloop to default`);
  return rows;
}

/** Whether the worker has any attendance in the register's days (a worker with none has no line). */
export const hasAttendance = (row: WageInputRow) =>
  row.present !== null || row.paid_leave !== null || row.absent !== null || row.week_off !== null;

/**
 * Everything the computation needs for the establishment's workers employed in from..to (or one of them), in one
 * statement: each worker with its attendance days (a bit mask a type, and the days with overtime), its wage
 * periods and the minimum wages of its skill category in force in the period. Attendance of a day the
 * establishment was closed is not paid. The month's attendance is grouped by hashing, as the bare month totals are,
 * when read through registerInputRows; else sorted first.
 * The parts are materialized: a plan that misjudged the workers (a table not yet analyzed after a bulk insert)
 * otherwise chose a nested loop that aggregated the month's attendance again for every worker (30 s and more for
 * 1,000 workers, against 50 ms).
 */
export async function wageInputRows(
  db: Executor,
  establishmentId: string,
  from: string,
  to: string,
  employeeId?: string,
) {
  const one = employeeId ? sql`and e.id = ${employeeId}` : sql``;
  const oneAtt = employeeId ? sql`and a.employee_id = ${employeeId}` : sql``;
  const oneWp = employeeId ? sql`and w.employee_id = ${employeeId}` : sql``;
  const oneRec = employeeId ? sql`and ri.employee_id = ${employeeId}` : sql``;
  const bit = sql`1::int8 << (a.register_date - ${from}::date)`;
  const query = sql`
    with emp as materialized (
      select e.id, e.employee_code, e.name || coalesce(' ' || e.surname, '') as employee_name, e.skill_category,
        e.designation, e.subcontractor_agency_id
      from employees e
      where e.establishment_id = ${establishmentId} and e.date_of_joining <= ${to}::date
        and (e.exit_date is null or e.exit_date >= ${from}::date) ${one}
    ), closed as (
      select r.register_date from attendance_registers r
      where r.establishment_id = ${establishmentId} and r.register_date between ${from}::date and ${to}::date
        and r.is_establishment_closed
    ), att as materialized (
      select a.employee_id,
        bit_or(${bit}) filter (where a.type = 'present') as present,
        bit_or(${bit}) filter (where a.type = 'paid_leave') as paid_leave,
        bit_or(${bit}) filter (where a.type = 'absent') as absent,
        bit_or(${bit}) filter (where a.type = 'week_off') as week_off,
        string_agg((a.register_date - ${from}::date)::text || ':' || a.overtime_hours::text, ',')
          filter (where a.overtime_hours > 0) as overtime
      from attendance_entries a
      where a.establishment_id = ${establishmentId} and a.register_date between ${from}::date and ${to}::date
        and a.type is not null ${oneAtt}
        and not exists (select 1 from closed c where c.register_date = a.register_date)
      group by a.employee_id
    ), wp as materialized (
      select w.employee_id, json_agg(json_build_array(w.start_date, w.end_date, w.wage_amount::text, w.da::text,
        w.overtime_rate::text) order by w.start_date) as periods
      from employee_wage_periods w
      where w.establishment_id = ${establishmentId} and w.start_date <= ${to}::date
        and (w.end_date is null or w.end_date >= ${from}::date) ${oneWp}
      group by w.employee_id
    ), mw as materialized (
      select m.skill_category, json_agg(json_build_array(m.start_date, m.end_date, m.basic::text, m.da::text)
        order by m.start_date) as minimums
      from establishment_min_wage_rates m
      where m.establishment_id = ${establishmentId} and m.start_date <= ${to}::date
        and (m.end_date is null or m.end_date >= ${from}::date)
      group by m.skill_category
    ), rec as materialized (
      select ri.employee_id, sum(ri.amount)::text as recoveries
      from recovery_instalments ri join wage_registers r on r.id = ri.wage_register_id
      where r.establishment_id = ${establishmentId} and r.from_date = ${from}::date and r.to_date = ${to}::date
        and r.status is distinct from 'cancelled' ${oneRec}
      group by ri.employee_id
    )
    select emp.id as employee_id, emp.employee_code, emp.employee_name, emp.skill_category, emp.designation,
      emp.subcontractor_agency_id, att.present::text, att.paid_leave::text, att.absent::text, att.week_off::text,
      att.overtime, wp.periods, mw.minimums, rec.recoveries
    from emp
    left join att on att.employee_id = emp.id
    left join wp on wp.employee_id = emp.id
    left join mw on mw.skill_category = emp.skill_category
    left join rec on rec.employee_id = emp.id
    order by emp.employee_code, emp.id`;
  const result = await db.execute(query);
  return executed<WageInputRow>(result).rows;
}

/** The columns of a new entry as copyEntries writes them (money as rupee text). */
export interface NewEntry {
  employee_id: string;
  subcontractor_agency_id: string | null;
  employee_code: string;
  employee_name: string;
  skill_category: string;
  designation: string;
  present_days: number;
  paid_leave_days: number;
  absent_days: number;
  week_off_days: number;
  paid_days: number;
  overtime_hours: string;
  rates: WageRateJson[];
  basic: string;
  da: string;
  overtime: string;
  gross: string;
  recoveries: string;
  total_deductions: string;
  net: string;
}

/** The columns copyEntries writes, in its rows' order. */
const ENTRY_COLUMNS = [
  'id',
  'register_id',
  'establishment_id',
  'employee_id',
  'subcontractor_agency_id',
  'employee_code',
  'employee_name',
  'skill_category',
  'designation',
  'present_days',
  'paid_leave_days',
  'absent_days',
  'week_off_days',
  'paid_days',
  'overtime_hours',
  'rates',
  'basic',
  'da',
  'overtime',
  'gross',
  'recoveries',
  'total_deductions',
  'net',
] as const;

/**
 * Writes a new register's entries by one COPY (db/copy.ts), a part at a time as they are computed: `write` sends
 * a part at once, `end` resolves with how many PostgreSQL wrote, `fail` abandons them all (with the transaction).
 * The ids are made here, so PostgreSQL evaluates no volatile default and writes the rows in batches.
 */
export function copyEntries(tx: Tx, registerId: string, establishmentId: string) {
  const writer = copyRows(tx, 'wage_entries', ENTRY_COLUMNS);
  return {
    write(entries: readonly NewEntry[]) {
      writer.write(
        entries.map((e) => [
          randomUUID(),
          registerId,
          establishmentId,
          e.employee_id,
          e.subcontractor_agency_id,
          e.employee_code,
          e.employee_name,
          e.skill_category,
          e.designation,
          e.present_days,
          e.paid_leave_days,
          e.absent_days,
          e.week_off_days,
          e.paid_days,
          e.overtime_hours,
          e.rates,
          e.basic,
          e.da,
          e.overtime,
          e.gross,
          e.recoveries,
          e.total_deductions,
          e.net,
        ]),
      );
    },
    end: writer.end,
    fail: writer.fail,
  };
}

/** Points the attendance registers of the dates at the wage register (which locks them), or frees them. */
export async function linkAttendance(
  db: Executor,
  establishmentId: string,
  registerId: string,
  from: string,
  to: string,
) {
  await db.execute(sql`update attendance_registers set wage_register_id = ${registerId},
      wage_paid_from = ${from}::date, wage_paid_till = ${to}::date, updated_at = now()
    where establishment_id = ${establishmentId} and register_date between ${from}::date and ${to}::date`);
}
export async function unlinkAttendance(db: Executor, establishmentId: string, registerId: string) {
  await db.execute(sql`update attendance_registers set wage_register_id = null, wage_paid_from = null,
      wage_paid_till = null, updated_at = now()
    where establishment_id = ${establishmentId} and wage_register_id = ${registerId}`);
}

/**
 * Sets the register's counts and totals (of the submitted entries) from its entries, and completes it
 * (register_completed, submitted_on, the entries' wage_status) when it had no status and no entry is pending.
 * Returns the register's status after.
 */
export async function refreshRegister(db: Executor, registerId: string) {
  const result = await db.execute(sql`
    with t as (
      select count(*)::int as total, (count(*) filter (where submitted_on is not null))::int as done,
        coalesce(sum(gross) filter (where submitted_on is not null), 0) as gross,
        coalesce(sum(net) filter (where submitted_on is not null), 0) as net,
        coalesce(sum(total_deductions) filter (where submitted_on is not null), 0) as deductions
      from wage_entries where register_id = ${registerId}
    )
    update wage_registers r set total_entries = t.total, entries_completed = t.done, total_gross = t.gross,
      total_net_payment = t.net, total_deduction_amount = t.deductions,
      status = case when r.status is null and t.total > 0 and t.done = t.total then 'register_completed'
        else r.status end,
      submitted_on = case when r.status is null and t.total > 0 and t.done = t.total then now()
        else r.submitted_on end,
      updated_at = now()
    from t where r.id = ${registerId}
    returning r.status, (r.status = 'register_completed' and r.submitted_on = now()) as completed_now`);
  const row = executed<{ status: WageRegisterRow['status']; completed_now: boolean }>(result).rows[0]!;
  if (row.completed_now) await stampWageStatus(db, registerId, 'register_completed');
  return row.status;
}

/** Sets every submitted entry's wage_status to the register's (payslips given, signed, reopened). */
export async function stampWageStatus(
  db: Executor,
  registerId: string,
  status: 'register_completed' | 'payslips_given' | 'paid_and_signed',
) {
  await db.execute(sql`update wage_entries set wage_status = ${status}, updated_at = now()
    where register_id = ${registerId} and submitted_on is not null and wage_status is distinct from ${status}`);
}

/** The entries the caller sees: all, or (a subcontractor) only its own workers'. */
const ownWorkers = (own: boolean, agencyId: string | null) =>
  own ? (agencyId ? eq(wageEntries.subcontractorAgencyId, agencyId) : sql`false`) : undefined;

const statusFilter = (filter: WageEntryFilter): SQL | undefined => {
  switch (filter) {
    case 'Pending':
      return isNull(wageEntries.submittedOn);
    case 'Completed':
      return isNotNull(wageEntries.submittedOn);
    case 'Revision Pending':
      return and(isNull(wageEntries.submittedOn), eq(wageEntries.isRevision, true));
    case 'Completed after register submission':
      return and(isNotNull(wageEntries.submittedOn), eq(wageEntries.modifiedAfterSubmission, true));
    default:
      return undefined;
  }
};

/** Part of the name or code, case-insensitive, matched literally (% and _ are not wildcards). */
const search = (nameOrCode: string | undefined) => {
  if (!nameOrCode) return undefined;
  const pattern = `%${nameOrCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${wageEntries.employeeCode} ilike ${pattern} or ${wageEntries.employeeName} ilike ${pattern})`;
};

export interface EntryReadParams {
  registerId: string;
  own: boolean;
  agencyId: string | null;
  filter: WageEntryFilter;
  nameOrCode?: string | undefined;
}

/** The columns of an entry as the register shows it, with its subcontractor's name. */
const entrySelection = {
  entry: wageEntries,
  subcontractorName: sql<string | null>`${agencies.body} ->> 'name'`,
};

/**
 * The columns a row of the register page shows (not the entry's 40 amounts, rates and problems, which only the
 * side panel reads): a quarter of the bytes to parse and map for each of the page's 25 rows.
 */
const entryRowSelection = {
  entry: {
    id: wageEntries.id,
    registerId: wageEntries.registerId,
    employeeId: wageEntries.employeeId,
    employeeCode: wageEntries.employeeCode,
    employeeName: wageEntries.employeeName,
    skillCategory: wageEntries.skillCategory,
    subcontractorAgencyId: wageEntries.subcontractorAgencyId,
    gross: wageEntries.gross,
    totalDeductions: wageEntries.totalDeductions,
    net: wageEntries.net,
    submittedOn: wageEntries.submittedOn,
    wageStatus: wageEntries.wageStatus,
    isRevision: wageEntries.isRevision,
    modifiedAfterSubmission: wageEntries.modifiedAfterSubmission,
  },
  subcontractorName: sql<string | null>`${agencies.body} ->> 'name'`,
};

/**
 * One page of the register's entries in employee-code order (the caller's, filtered and searched). Without a search
 * it is a prepared statement per shape (the filter, own workers or all), every value a placeholder.
 */
export function entryPage(db: Executor, params: EntryReadParams & { limit: number; offset: number }) {
  if (params.nameOrCode) return searchedEntryPage(db, params);
  const { filter, own } = params;
  return preparedRead(db, `wage_entry_rows_${filter}_${own ? 'own' : 'all'}`, (db, name) =>
    db
      .select(entryRowSelection)
      .from(wageEntries)
      .leftJoin(agencies, eq(agencies.id, wageEntries.subcontractorAgencyId))
      .where(
        and(
          eq(wageEntries.registerId, ph('registerId') as unknown as string),
          own ? sql`${wageEntries.subcontractorAgencyId} = ${ph('agencyId')}::uuid` : undefined,
          statusFilter(filter),
        ),
      )
      .orderBy(asc(wageEntries.employeeCode), asc(wageEntries.id))
      .limit(ph('limit') as unknown as number)
      .offset(ph('offset') as unknown as number)
      .prepare(name),
  ).execute({
    registerId: params.registerId,
    // A subcontractor with no agency sees nothing: the nil uuid names no agency.
    agencyId: params.agencyId ?? '00000000-0000-0000-0000-000000000000',
    limit: params.limit,
    offset: params.offset,
  });
}

function searchedEntryPage(db: Executor, params: EntryReadParams & { limit: number; offset: number }) {
  return db
    .select(entryRowSelection)
    .from(wageEntries)
    .leftJoin(agencies, eq(agencies.id, wageEntries.subcontractorAgencyId))
    .where(
      and(
        eq(wageEntries.registerId, params.registerId),
        ownWorkers(params.own, params.agencyId),
        statusFilter(params.filter),
        search(params.nameOrCode),
      ),
    )
    .orderBy(asc(wageEntries.employeeCode), asc(wageEntries.id))
    .limit(params.limit)
    .offset(params.offset);
}

/** A row of the register page. */
export type EntryRowWithAgency = Awaited<ReturnType<typeof searchedEntryPage>>[number];
/** A whole entry with its subcontractor's name (the side panel). */
export type EntryWithAgency = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/**
 * Counts of the whole register in one aggregate: by display status, the caller's own (a subcontractor's), and
 * `matching`, the entries the page's filter and search select among those the caller sees.
 */
export async function entryCounts(db: Executor, params: EntryReadParams) {
  const mine = params.own
    ? params.agencyId
      ? sql`${wageEntries.subcontractorAgencyId} = ${params.agencyId}`
      : sql`false`
    : sql`true`;
  const matching = and(mine, statusFilter(params.filter), search(params.nameOrCode)) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${wageEntries.submittedOn} is null))::int`,
      revisionPending: sql<number>`(count(*) filter (where ${wageEntries.submittedOn} is null and ${wageEntries.isRevision}))::int`,
      completedAfter: sql<number>`(count(*) filter (where ${wageEntries.submittedOn} is not null and ${wageEntries.modifiedAfterSubmission}))::int`,
      ownTotal: sql<number>`(count(*) filter (where ${mine}))::int`,
      ownPending: sql<number>`(count(*) filter (where ${mine} and ${wageEntries.submittedOn} is null))::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
    })
    .from(wageEntries)
    .where(eq(wageEntries.registerId, params.registerId));
  return (
    row ?? {
      total: 0,
      pending: 0,
      revisionPending: 0,
      completedAfter: 0,
      ownTotal: 0,
      ownPending: 0,
      matching: 0,
    }
  );
}

/**
 * A register of the establishment (as findWageRegister) with what its page's usual view counts besides the
 * register's own totals, in the same statement: its pending revisions and its lines changed after submission,
 * from their small partial indexes.
 */
export async function findWageRegisterWithRevisions(
  db: Executor,
  establishmentId: string,
  registerId: string,
) {
  const [row] = await preparedRead(db, 'wage_register_with_revisions', (db, name) =>
    db
      // The subqueries name the register's table outright: drizzle writes a column of a one-table select
      // without its table, which inside them would be read as the entry's own id.
      .select({
        register: wageRegisters,
        revisionPending: sql<number>`(select count(*)::int from ${wageEntries} e where e.register_id = wage_registers.id
          and e.is_revision and e.submitted_on is null)`,
        completedAfter: sql<number>`(select count(*)::int from ${wageEntries} e where e.register_id = wage_registers.id
          and e.modified_after_submission and e.submitted_on is not null)`,
      })
      .from(wageRegisters)
      .where(registerOfEstablishment())
      .limit(1)
      .prepare(name),
  ).execute({ registerId, establishmentId });
  return row ?? null;
}

/**
 * The same counts for the register page's usual view (every entry, no search, a caller who sees them all) without
 * reading the 5,000 entries of a large register: totals and pending from the register's own counts (kept with the
 * entries, refreshRegister), revisions and lines changed after submission as read with the register.
 */
export function registerCounts(
  register: WageRegisterRow,
  revisions: { revisionPending: number; completedAfter: number },
) {
  const total = register.totalEntries;
  return {
    total,
    pending: total - register.entriesCompleted,
    revisionPending: revisions.revisionPending,
    completedAfter: revisions.completedAfter,
    // A caller who sees every entry: its own are all of them (as entryCounts counts them).
    ownTotal: total,
    ownPending: total - register.entriesCompleted,
    matching: total,
  };
}

/** The worker ids of the pending entries the caller may fill, in the register's order. */
export async function pendingEmployeeIds(
  db: Executor,
  params: { registerId: string; own: boolean; agencyId: string | null },
) {
  const rows = await db
    .select({ id: wageEntries.employeeId })
    .from(wageEntries)
    .where(
      and(
        eq(wageEntries.registerId, params.registerId),
        isNull(wageEntries.submittedOn),
        ownWorkers(params.own, params.agencyId),
      ),
    )
    .orderBy(asc(wageEntries.employeeCode), asc(wageEntries.id));
  return rows.map((r) => r.id);
}

/** One worker's entry in a register (null when it has none), optionally locked. */
export async function findEntry(db: Executor, registerId: string, employeeId: string, lock = false) {
  const query = db
    .select(entrySelection)
    .from(wageEntries)
    .leftJoin(agencies, eq(agencies.id, wageEntries.subcontractorAgencyId))
    .where(and(eq(wageEntries.registerId, registerId), eq(wageEntries.employeeId, employeeId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: wageEntries }) : await query;
  return row ?? null;
}
