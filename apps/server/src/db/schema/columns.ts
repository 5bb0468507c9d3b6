import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every entity is keyed by a random UUID generated in the database. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Rupees, exact to the paisa; the pg driver reads them as text ('540.50'), never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * `column in (...)` for a CHECK constraint, from a named constant's values (packages/shared/src/domain), so the
 * database and the code admit the same values. The values are the code's own constants, never input.
 */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = values.map((v) =>
    typeof v === 'number' ? String(Math.trunc(v)) : `'${v.replace(/'/g, "''")}'`,
  );
  return sql`${column} in (${sql.raw(list.join(', '))})`;
}
