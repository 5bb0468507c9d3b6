import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/helper.js';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import {
  encodeCursor,
  type Keyset,
  keysetKey,
  numbered,
  type PageWindow,
  paginate,
  rowCount,
} from './paginate.js';

let ctx: TestContext;
let db: Db;

/** A probe table: rows of two kinds, newest first by (created_at, id) as the audit log pages. */
const ORDER: Keyset = { columns: [sql`created_at`, sql`id`], direction: 'desc' };
const from = sql`page_probe`;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  db = ctx.database.db;
  await db.execute(sql`create table page_probe (
    id uuid primary key default gen_random_uuid(),
    kind text not null,
    created_at timestamptz not null default clock_timestamp()
  )`);
  // 70 rows a microsecond apart, every sixth of kind 'b': the pages show kind 'a' only.
  await db.execute(sql`insert into page_probe (kind, created_at)
    select case when i % 6 = 0 and i <= 78 then 'b' else 'a' end,
      timestamptz '2026-11-01 09:00:00+05:30' + i * interval '1 microsecond'
    from generate_series(1, 70) i`);
});
afterAll(async () => ctx?.close());

const kindA = sql`kind = 'a'`;

const probeRow = z.object({ id: z.string(), max_count: z.number(), page_key: z.array(z.string()) });

/** The rows of a statement, checked (the driver's rows are untyped). */
async function rowsOf<T extends z.ZodType>(row: T, query: SQL): Promise<z.infer<T>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

function loadA(window: PageWindow) {
  return rowsOf(
    probeRow,
    sql`select id, ${rowCount(from, kindA)} as max_count, ${keysetKey(ORDER)} as page_key
      from page_probe where ${kindA} and ${window.after}
      order by created_at desc, id desc limit ${window.limit} offset ${window.offset}`,
  );
}

async function allIds() {
  const rows = await rowsOf(
    z.object({ id: z.string() }),
    sql`select id from page_probe where ${kindA} order by created_at desc, id desc`,
  );
  return rows.map((r) => r.id);
}

/** Inserts rows of kind 'a' at random instants around the existing ones, as other requests would. */
async function insertConcurrently(count: number) {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      db.execute(sql`insert into page_probe (kind, created_at)
        values ('a', timestamptz '2026-11-01 09:00:00+05:30' + ${(i * 7919) % 120} * interval '1 microsecond')`),
    ),
  );
}

describe('paginate()', () => {
  it('numbers rows and counts the whole list once, page after page', async () => {
    const first = await paginate({ page: 1, pageSize: 10 }, loadA);
    const sixth = await paginate({ page: 6, pageSize: 10 }, loadA);
    const total = (await allIds()).length;
    expect(first.rows.map((r) => r.serial_no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sixth.rows.map((r) => r.serial_no)).toEqual(Array.from({ length: total - 50 }, (_, i) => 51 + i));
    expect(new Set([...first.rows, ...sixth.rows].map((r) => r.max_count))).toEqual(new Set([total]));
    expect(first.rows[0]).not.toHaveProperty('page_key');
    expect(first.next).toBeNull(); // an offset list hands out no cursor
  });

  it('walks a keyset list without skipping or repeating a row while rows are inserted between pages', async () => {
    const before = await allIds();
    const seen: string[] = [];
    let after: string | undefined;
    let page = 1;
    for (;;) {
      const result = await paginate({ page, pageSize: 10, after }, loadA, ORDER);
      seen.push(...result.rows.map((r) => r.id));
      expect(result.rows.map((r) => r.serial_no)[0]).toBe((page - 1) * 10 + 1);
      await insertConcurrently(7);
      if (!result.next) break;
      after = result.next;
      page += 1;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });

  it('would repeat rows by offset under the same inserts (why large lists use the keyset)', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await paginate({ page, pageSize: 10 }, loadA);
      seen.push(...result.rows.map((r) => r.id));
      await db.execute(
        sql`insert into page_probe (kind, created_at) select 'a', now() from generate_series(1, 5)`,
      );
    }
    expect(new Set(seen).size).toBeLessThan(seen.length);
  });

  it('refuses a cursor it did not make with 400, never a database error', async () => {
    for (const bad of ['%%%', encodeCursor(['only-one']), encodeCursor(['x', 'y', 'z']), 'bm90IGpzb24']) {
      await expect(paginate({ page: 2, pageSize: 10, after: bad }, loadA, ORDER)).rejects.toSatisfy(
        (e) => e instanceof AppError && e.statusCode === 400 && e.code === 'INVALID_CURSOR',
      );
    }
  });

  it('numbers a whole list the same way', () => {
    expect(numbered([{ id: 'x' }, { id: 'y' }])).toEqual([
      { id: 'x', serial_no: 1, max_count: 2 },
      { id: 'y', serial_no: 2, max_count: 2 },
    ]);
  });
});
