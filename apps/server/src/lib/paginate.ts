import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors.js';

/**
 * One way to page every list (issue 10, part 5).
 * - Count: the list's total is one uncorrelated scalar subquery in the page's own statement (`rowCount`), so a page
 *   and its count cost one round trip and one plan, and the count uses its own best plan (an index-only scan)
 *   instead of `count(*) over ()`, which makes the database build every matching row before it can cut a page.
 * - Serial numbers (`serial_no`) and `max_count` are attached here, once, for every list.
 * - Keyset: a list over a large table (audit log, establishments, requirements, and next employees and
 *   attendance) orders by a unique key and accepts `after`, the opaque cursor of the last row the caller holds;
 *   the next page starts strictly after it, so rows inserted or deleted meanwhile never make a page repeat or skip
 *   one. Without `after`, `page` is an offset as the spec's lists expect.
 */
export interface PageParams {
  page: number;
  pageSize: number;
  /** The cursor of the last row of the previous page (keyset lists only). */
  after?: string | undefined;
}

export interface Numbering {
  serial_no: number;
  max_count: number;
}

/** What a list's query receives: the rows to skip and take, and for a keyset list the condition after the cursor. */
export interface PageWindow {
  limit: number;
  offset: number;
  /** `true` without a cursor; else the keyset condition (put it in the where clause). */
  after: SQL;
}

/** The unique ordering of a keyset list, every column in one direction (so one index serves it). */
export interface Keyset {
  columns: (PgColumn | SQL)[];
  direction: 'asc' | 'desc';
}

/** The row's key as text (exact: a timestamp keeps its microseconds), selected as `page_key` by keyset lists. */
export function keysetKey(keyset: Keyset): SQL<string[]> {
  return sql<string[]>`array[${sql.join(
    keyset.columns.map((c) => sql`(${c})::text`),
    sql`, `,
  )}]`;
}

/** The total of a list: `select count(*)` over the same rows, as a scalar subquery of the page's statement. */
export function rowCount(from: SQL, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from ${from}${where ? sql` where ${where}` : sql``})`;
}

function decodeCursor(cursor: string, length: number): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  if (
    !Array.isArray(values) ||
    values.length !== length ||
    !values.every((v) => typeof v === 'string' && v.length <= 200)
  ) {
    throw badRequest('This page link is no longer valid. Open the list again.', 'INVALID_CURSOR');
  }
  return values as string[];
}

export function encodeCursor(key: string[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function afterCondition(keyset: Keyset, key: string[]): SQL {
  const columns = sql.join(keyset.columns, sql`, `);
  const values = sql.join(
    key.map((v) => sql`${v}`),
    sql`, `,
  );
  return keyset.direction === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/**
 * One page of a list: runs `load` with the window, numbers the rows and takes the total from the rows'
 * `max_count` (from `rowCount`). Returns the rows and, for a keyset list, the cursor of the next page (null on
 * the last page).
 */
export async function paginate<T extends { max_count: number; page_key?: string[] }>(
  params: PageParams,
  load: (window: PageWindow) => Promise<T[]>,
  keyset?: Keyset,
): Promise<{ rows: (Omit<T, 'max_count' | 'page_key'> & Numbering)[]; next: string | null }> {
  const { page, pageSize } = params;
  const after =
    keyset && params.after
      ? afterCondition(keyset, decodeCursor(params.after, keyset.columns.length))
      : sql`true`;
  const rows = await load({
    limit: pageSize,
    offset: keyset && params.after ? 0 : (page - 1) * pageSize,
    after,
  });
  const last = rows.at(-1);
  const next = keyset && last?.page_key && rows.length === pageSize ? encodeCursor(last.page_key) : null;
  return {
    rows: rows.map(({ page_key: _key, max_count, ...row }, i) => ({
      ...row,
      serial_no: (page - 1) * pageSize + i + 1,
      max_count,
    })),
    next,
  };
}

/**
 * The window of an offset page, for a list whose statement writes the whole answer itself (kit/encoded-json.ts):
 * it numbers its rows with `row_number()` over the list's order (taken before the cut, so it equals
 * `(page - 1) * pageSize + i + 1`) and its total with `rowCount`, as `paginate` would.
 */
export function offsetWindow({ page, pageSize }: PageParams): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize, after: sql`true` };
}

/** A whole list (no pages): numbered the same way, its total its length. */
export function numbered<T extends object>(rows: T[]): (T & Numbering)[] {
  return rows.map((row, i) => ({ ...row, serial_no: i + 1, max_count: rows.length }));
}
