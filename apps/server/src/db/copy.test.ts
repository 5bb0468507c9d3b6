import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { copyRows, copyText } from './copy.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await ctx.database.db.execute(sql`create table copy_probe (id int primary key, label text, amount numeric(12,2)
    check (amount >= 0), body jsonb, flag boolean)`);
});
afterAll(async () => ctx?.close());

const rows = async () =>
  (
    (await ctx.database.db.execute(
      sql`select id, label, amount::text, body, flag from copy_probe order by id`,
    )) as unknown as { rows: unknown[] }
  ).rows;

describe('rows written by COPY', () => {
  it('writes every kind of value as it was given, however awkward its text', async () => {
    const awkward = 'Tab\there, newline\nthere, return\r, backslash \\ and \\N, quote " and नाम';
    await ctx.database.db.transaction(async (tx) => {
      const copy = copyRows(tx, 'copy_probe', ['id', 'label', 'amount', 'body', 'flag']);
      copy.write([[1, awkward, '12.50', { note: awkward, list: [1, null] }, true]]);
      copy.write([]);
      copy.write([
        [2, null, '0', null, false],
        [3, '\\N', '1234567.89', [], null],
      ]);
      expect(await copy.end()).toBe(3);
      // The connection runs the transaction's next statement.
      await tx.execute(sql`select 1`);
    });
    expect(await rows()).toEqual([
      { id: 1, label: awkward, amount: '12.50', body: { note: awkward, list: [1, null] }, flag: true },
      { id: 2, label: null, amount: '0.00', body: null, flag: false },
      { id: 3, label: '\\N', amount: '1234567.89', body: [], flag: null },
    ]);
    await ctx.database.db.execute(sql`delete from copy_probe`);
  });

  it('answers PostgreSQL’s refusal of a row, and the transaction writes nothing', async () => {
    const refused = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into copy_probe (id, label) values (10, 'before')`);
      const copy = copyRows(tx, 'copy_probe', ['id', 'label', 'amount', 'body', 'flag']);
      copy.write([[11, 'fine', '1', null, null]]);
      copy.write([[12, 'negative', '-1', null, null]]);
      await copy.end();
    });
    await expect(refused).rejects.toMatchObject({ code: '23514' });
    expect(await rows()).toEqual([]);
  });

  it('abandoned halfway, frees the connection for the rollback and writes nothing', async () => {
    const abandoned = ctx.database.db.transaction(async (tx) => {
      const copy = copyRows(tx, 'copy_probe', ['id', 'label', 'amount', 'body', 'flag']);
      copy.write([[20, 'sent', '1', null, null]]);
      await new Promise((resolve) => setImmediate(resolve));
      await copy.fail('Refused halfway');
      throw new Error('refused');
    });
    await expect(abandoned).rejects.toThrow('refused');
    // Abandoned before PostgreSQL was even ready for it: the same.
    const early = ctx.database.db.transaction(async (tx) => {
      const copy = copyRows(tx, 'copy_probe', ['id', 'label', 'amount', 'body', 'flag']);
      copy.write([[21, 'sent', '1', null, null]]);
      await copy.fail('Refused at once');
      throw new Error('refused');
    });
    await expect(early).rejects.toThrow('refused');
    expect(await rows()).toEqual([]);
    // The pool's connections still work.
    expect(await ctx.database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('refuses a row of the wrong width and names only plain tables and columns', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const copy = copyRows(tx, 'copy_probe', ['id', 'label']);
        try {
          copy.write([[1]]);
        } finally {
          await copy.fail('bad row');
        }
      }),
    ).rejects.toThrow('A COPY row of 1 values for 2 columns');
    await expect(
      ctx.database.db.transaction(async (tx) => copyRows(tx, 'copy_probe; drop table x', ['id'])),
    ).rejects.toThrow('plain names');
  });

  it('escapes text as COPY reads it', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyText(12.5)).toBe('12.5');
    expect(copyText(false)).toBe('false');
    expect(copyText({ a: 'x\ny' })).toBe('{"a":"x\\\\ny"}');
  });
});
