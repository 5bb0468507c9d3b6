import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import {
  jsonArrayAgg,
  jsonDate,
  jsonObject,
  jsonScalar,
  jsonString,
  jsonUuid,
  jsonValue,
} from './json-text.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

async function text(expression: ReturnType<typeof sql<string>>, from = sql``) {
  const result = (await ctx.database.db.execute(sql`select ${expression} as t ${from}`)) as unknown as {
    rows: { t: string }[];
  };
  return result.rows[0]!.t;
}

describe('JSON text written by concatenation', () => {
  it('escapes strings and writes every kind of value as JSON.parse reads it back', async () => {
    const awkward = 'Quote " backslash \\ newline \n tab \t control \u0001 नाम';
    const written = await text(
      jsonObject({
        name: jsonString(awkward),
        missing: jsonString(sql`null::text`),
        id: jsonUuid('6470e31b-a043-454c-b288-c300441a2e43'),
        on: jsonDate('2026-11-25'),
        never: jsonDate(sql`null::date`),
        count: jsonScalar(sql`42`),
        flag: jsonScalar(sql`1 = 2`),
        body: jsonValue(sql`${JSON.stringify({ a: [1, 'x"y'] })}::jsonb`),
        nested: jsonObject({ empty: jsonObject({}) }),
      }),
    );
    expect(JSON.parse(written)).toEqual({
      name: awkward,
      missing: null,
      id: '6470e31b-a043-454c-b288-c300441a2e43',
      on: '2026-11-25',
      never: null,
      count: 42,
      flag: false,
      body: { a: [1, 'x"y'] },
      nested: { empty: {} },
    });
  });

  it('writes dates as YYYY-MM-DD whatever the session DateStyle', async () => {
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local datestyle = 'SQL, DMY'`);
      const result = (await tx.execute(sql`select ${jsonDate('2026-11-25')} as t`)) as unknown as {
        rows: { t: string }[];
      };
      expect(result.rows[0]!.t).toBe('"2026-11-25"');
    });
  });

  it('aggregates rows in order, and no rows as an empty array', async () => {
    const rows = sql`from (values (2, 'b'), (1, 'a')) v(n, s)`;
    const element = jsonObject({ n: jsonScalar(sql`v.n`), s: jsonString(sql`v.s`) });
    expect(JSON.parse(await text(jsonArrayAgg(element, sql`v.n`), rows))).toEqual([
      { n: 1, s: 'a' },
      { n: 2, s: 'b' },
    ]);
    expect(await text(jsonArrayAgg(element, sql`v.n`), sql`${rows} where false`)).toBe('[]');
  });

  it('refuses a key that would need escaping', () => {
    expect(() => jsonObject({ 'a"b': jsonScalar(sql`1`) })).toThrow(/letters, digits or underscores/);
  });
});
