import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { compileRowMapper } from './prepared.js';
import { projects, subprojects } from './schema/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

const mapResultRow = (drizzle as unknown as { mapResultRow: (...args: unknown[]) => unknown }).mapResultRow;

interface Prepared {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
}

/** Both mappers over the same driver rows (the shape `rowMode: 'array'` gives). */
function bothMappers(statement: unknown, rows: unknown[][]) {
  const { fields, joinsNotNullableMap } = statement as Prepared;
  const compiled = compileRowMapper(fields, joinsNotNullableMap)(rows);
  const drizzles = rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
  return { compiled, drizzles };
}

describe('the compiled row mapper of prepared reads', () => {
  it('maps nested paths, decoded columns and left joins exactly as Drizzle does', () => {
    const later = alias(subprojects, 'later');
    const statement = ctx.database.db
      .select({
        id: projects.id,
        createdAt: projects.createdAt,
        nested: { closedOn: projects.closedOn, name: sql<string>`${projects.body} ->> 'name'` },
        count: sql<number>`1`.mapWith(Number),
        subproject: subprojects,
        later: { id: later.id, createdAt: later.createdAt },
      })
      .from(projects)
      .leftJoin(subprojects, eq(subprojects.projectId, projects.id))
      .leftJoin(later, eq(later.projectId, projects.id))
      .prepare('compiled_mapper_test');
    const width = (statement as unknown as Prepared).fields.length;
    const row = (fill: (index: number) => unknown) => Array.from({ length: width }, (_, i) => fill(i));
    // Every column as the driver gives it: text (a timestamp reads as one), the count a numeral.
    const value = (i: number) => (i === 4 ? '7' : `2026-11-${10 + (i % 18)} 07:23:31.632+00`);
    const rows = [
      row(value),
      // The joined tables missing: their objects become null.
      row((i) => (i < 5 ? value(i) : null)),
      // A joined table whose first column is null but a later one is not: still nulled (Drizzle's rule).
      row((i) => (i === 5 ? null : value(i))),
      // The main table's own nulls stay as values.
      row((i) => (i === 2 || i === 3 ? null : value(i))),
    ];
    const { compiled, drizzles } = bothMappers(statement, rows);
    expect(compiled).toEqual(drizzles);
    expect(rows.every((_, i) => isDeepStrictEqual(compiled[i], drizzles[i]))).toBe(true);
    expect(compiled[0]!.createdAt).toBeInstanceOf(Date);
    expect(compiled[0]!.count).toBe(7);
    expect(compiled[1]!.subproject).toBeNull();
    expect(compiled[1]!.later).toBeNull();
    expect(compiled[3]!.nested).toEqual({ closedOn: null, name: null });
  });

  it('keeps keys that are not identifiers, quoted', () => {
    const statement = ctx.database.db
      .select({ 'a "quoted" key': projects.id, "it's": { '`x`': sql<string>`'y'` } })
      .from(projects)
      .prepare('compiled_mapper_keys_test');
    const { compiled, drizzles } = bothMappers(statement, [['1', 'y']]);
    expect(compiled).toEqual(drizzles);
    expect(compiled[0]).toEqual({ 'a "quoted" key': '1', "it's": { '`x`': 'y' } });
  });
});
