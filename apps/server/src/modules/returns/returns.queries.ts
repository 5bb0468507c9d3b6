import type { EstReturn, ReturnItem } from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { EstReturnBodyJson } from '../../db/schema/index.js';
import { returnFormSql, returnIdSql, returnPeriodsSql } from './returns-periods.js';

/** The rows of a raw statement (the pg driver's result). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A return as read with its catalogue entry and the form in force for its period. */
interface ReturnRow {
  id: string;
  establishment_id: string;
  start_on: string;
  end_on: string;
  due_on: string;
  submitted_on: Date | string | null;
  body: EstReturnBodyJson;
  return_id: number;
  code: string;
  name: string;
  doc_name: string;
  citation: string;
  frequency: 'half_yearly' | 'annual';
  description: string;
}

/**
 * Makes the rows of the periods due between the dates that do not exist yet (insert ... on conflict do nothing on
 * establishment, return and period: two lists at once make each row once, and an id never changes).
 */
export async function ensureReturnRows(tx: Executor, establishmentId: string, from: string, to: string) {
  await tx.execute(sql`insert into est_returns (id, establishment_id, return_id, start_on, end_on, due_on)
    select ${returnIdSql(sql`e.id`, sql`p.return_id`, sql`p.start_on`)}, e.id, p.return_id, p.start_on, p.end_on, p.due_on
    from establishments e
    cross join lateral ${returnPeriodsSql({
      commencement: sql`e.commencement_date`,
      closedOn: sql`e.closed_on`,
      dueFrom: sql`${from}`,
      dueTo: sql`${to}`,
    })} p
    where e.id = ${establishmentId}
    on conflict (establishment_id, return_id, start_on) do nothing`);
}

const SELECT = sql`select r.id, r.establishment_id, r.start_on::text, r.end_on::text, r.due_on::text,
    r.submitted_on, r.body, c.id as return_id, c.code, c.name,
    coalesce(f.form ->> 'doc_name', c.doc_name) as doc_name,
    coalesce(f.form ->> 'citation', c.citation) as citation, c.frequency, c.body ->> 'description' as description
  from est_returns r
  join cms_returns c on c.id = r.return_id
  join establishments e on e.id = r.establishment_id
  cross join lateral (select ${returnFormSql(sql`c`, sql`r.end_on`, sql`coalesce(e.body ->> 'state', '')`)} as form) f`;

/** The rows of the periods that ended within the establishment's life and are due between the dates. */
export function listReturnRows(db: Executor, establishmentId: string, from: string, to: string) {
  return rowsOf<ReturnRow>(
    db,
    sql`${SELECT} where r.establishment_id = ${establishmentId} and r.due_on between ${from}::date and ${to}::date
      and e.commencement_date is not null and r.end_on >= e.commencement_date
      and (e.closed_on is null or r.start_on <= e.closed_on)
      order by r.due_on, c.id`,
  );
}

/** One return of the establishment (locked for the caller's transaction when `lock`), or undefined. */
export async function findReturnRow(db: Executor, establishmentId: string, returnId: string, lock = false) {
  const [row] = await rowsOf<ReturnRow>(
    db,
    sql`${SELECT} where r.establishment_id = ${establishmentId} and r.id = ${returnId}
      ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/** Writes a return's uploads; submitted exactly when both are in (the table's CHECK holds the same). */
export async function writeReturnBody(
  tx: Executor,
  returnId: string,
  body: EstReturnBodyJson,
  userId: string,
): Promise<void> {
  const complete = Boolean(body.signedReturn && body.proofDispatch);
  const submitted: SQL = complete ? sql`now()` : sql`null`;
  await tx.execute(sql`update est_returns set body = ${JSON.stringify(body)}::jsonb,
      submitted_on = ${submitted}, submitted_by = ${complete ? userId : null}, updated_at = now()
    where id = ${returnId}`);
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The answer's shape of a row; `today` (yyyy-mm-dd, India) decides whether its period has ended. */
export function returnItemOf(row: ReturnRow, today: string): ReturnItem {
  const est: EstReturn = {
    id: row.id,
    start_on: row.start_on,
    end_on: row.end_on,
    due_on: row.due_on,
    submitted_on: iso(row.submitted_on),
    body: { signedReturn: row.body.signedReturn ?? null, proofDispatch: row.body.proofDispatch ?? null },
  };
  return {
    cms_returns: {
      id: row.return_id,
      code: row.code,
      name: row.name,
      doc_name: row.doc_name,
      citation: row.citation,
      frequency: row.frequency,
      body: { description: row.description },
    },
    est_returns: est,
    completed: (row.body.signedReturn ? 1 : 0) + (row.body.proofDispatch ? 1 : 0),
    period_ended: row.end_on < today,
  };
}

export type { ReturnRow };

/** Serialises the save that starts referring to a file with a delete of that file (files module). */
export async function lockFileRow(tx: Executor, fileId: string) {
  await tx.execute(sql`select id from files where id = ${fileId} for update`);
}
