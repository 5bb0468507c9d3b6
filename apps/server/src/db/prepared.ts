import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';
import type { AuthContext } from '../context.js';
import type { Executor } from './client.js';

/**
 * Hot reads as named prepared statements (issue 10, part 6). Profiled on the large data set, PostgreSQL spent
 * more time planning the scope lookups than running them (an establishment in scope: 0.23 ms to plan, 0.04 ms
 * to run), and Drizzle rebuilt their SQL on every request. A prepared read is built by Drizzle once per pool and
 * variant, parsed and planned by PostgreSQL once per connection, and afterwards only bound and run.
 *
 * Every value a request brings is a placeholder (`sql.placeholder('id')`), never a literal: a literal would be
 * frozen into the statement and served to the next caller. The caller's agency is `scopeTemplate(auth)`'s
 * placeholder `agencyId`, filled by `scopeValues(auth)`. What still shapes the SQL (the role, whether an agency is
 * chosen, a status filter) goes into the variant's name, so two shapes never share a statement.
 */

/** The prepared statements of each pool (or transaction), by name. */
const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statement `name` on this executor: built once by `build` (which must call `.prepare(name)` and use
 * placeholders for every per-request value), then reused.
 */
export function preparedRead<T>(db: Executor, name: string, build: (db: Executor, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db, name);
    useCompiledRowMapper(statement);
    byName.set(name, statement);
  }
  return statement;
}

// ---------------------------------------------------------------------------------------------------------
// Rows of a prepared read, mapped by a mapper worked out once per statement.

/** What Drizzle's prepared select keeps of its selection (drizzle-orm/node-postgres/session.js). */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * Drizzle maps each row by asking, for every column of every row, what kind of field it is (`is()` walks the
 * prototype chain, through the alias proxies of a joined subquery) and by iterating the column's path afresh:
 * profiled on the attendance register's page of 25 entries, a fifth of the API's CPU (docs/benchmarks.md). The
 * answer is the same for every row of a statement, so it is worked out here once, when the statement is built,
 * and each row is then only read into place. The result is Drizzle's own, nulled joins included; under the tests
 * every mapped row is compared with `mapResultRow`'s, and a difference fails the request that made it.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const columns = fields.map(({ path, field }) => {
    const decoderOf = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf(field._.sql)
          : decoderOf((field as { sql: SQL }).sql);
    // A left-joined table's object is null when its first column is (Drizzle's rule, kept as it is).
    const nullable =
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? { object: path[0]!, table: getTableName(field.table) }
        : null;
    return { parents: path.slice(0, -1), key: path[path.length - 1]!, decoder, nullable };
  });
  const nullableObjects = columns.some((column) => column.nullable);
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> | null = nullableObjects ? {} : null;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      let node = result;
      for (const parent of column.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      const nullable = column.nullable;
      if (nullify && nullable) {
        const seen = nullify[nullable.object];
        if (seen === undefined) nullify[nullable.object] = value === null ? nullable.table : false;
        else if (typeof seen === 'string' && seen !== nullable.table) nullify[nullable.object] = false;
      }
    }
    if (nullify)
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    return result;
  };
  if (!checkMappedRows) return (rows) => rows.map(mapRow);
  return (rows) =>
    rows.map((row) => {
      const mapped = mapRow(row);
      const drizzles = mapResultRow(fields, row, joinsNotNullableMap);
      if (!isDeepStrictEqual(mapped, drizzles))
        throw new Error('A prepared read mapped a row differently from Drizzle (db/prepared.ts)');
      return mapped;
    });
}

const checkMappedRows = Boolean(process.env.VITEST);
/** Drizzle's own row mapper (exported by its module, left out of its types). */
const mapResultRow = (drizzle as unknown as { mapResultRow: (...args: unknown[]) => unknown }).mapResultRow;

/** A prepared select (`.prepare(name)` of a select) gets the compiled mapper; anything else is left as it is. */
function useCompiledRowMapper(statement: unknown) {
  const prepared = statement as PreparedSelect | null;
  if (!prepared || typeof prepared !== 'object') return;
  if (!Array.isArray(prepared.fields) || prepared.customResultMapper) return;
  prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
}

/**
 * The caller as the scope conditions read it, with its agency as the placeholder `agencyId`: the SQL the scope
 * module writes for it then depends on the role alone. Only for building statements; never for deciding anything.
 */
export function scopeTemplate(auth: AuthContext): AuthContext {
  if (auth.agencyId === null) return auth;
  return { ...auth, agencyId: sql.placeholder('agencyId') as unknown as string };
}

/** The part of a variant's name the caller's scope decides: its role, and whether it acts for an agency. */
export function scopeVariant(auth: AuthContext): string {
  return `${auth.role ?? 'none'}${auth.agencyId === null ? '0' : ''}`;
}

/** The value of `scopeTemplate`'s placeholder. */
export function scopeValues(auth: AuthContext): { agencyId: string | null } {
  return { agencyId: auth.agencyId };
}
