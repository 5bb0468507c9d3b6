import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, noopDecoder, SQL, Subquery, sql } from 'drizzle-orm';
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
 * as a function that writes a row's object literally (its keys JSON-quoted; a column whose decoder returns what
 * the driver gave is read as it is). The result is Drizzle's own, nulled joins included; under the tests every
 * mapped row is compared with `mapResultRow`'s, and a difference fails the request that made it.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const decoderOf = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  const decoders: ((value: unknown) => unknown)[] = [];
  // The row's object as a tree of keys, in the order Drizzle first meets them.
  type Tree = Map<string, Tree | number>;
  const tree: Tree = new Map();
  // A left-joined table's object is null when its first column is (Drizzle's rule, kept as it is): per object,
  // the table and the key of its first column, and whether a column of another table follows in it.
  const nullable = new Map<string, { table: string; key: string; mixed: boolean }>();
  fields.forEach(({ path, field }, index) => {
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf(field._.sql)
          : decoderOf((field as { sql: SQL }).sql);
    const map = decoder.mapFromDriverValue;
    const identity = map === noopDecoder.mapFromDriverValue || map === Column.prototype.mapFromDriverValue;
    decoders[index] = identity ? (value) => value : map.bind(decoder);
    let node = tree;
    for (const chunk of path.slice(0, -1)) {
      let child = node.get(chunk);
      if (!(child instanceof Map)) {
        child = new Map();
        node.set(chunk, child);
      }
      node = child;
    }
    node.set(path[path.length - 1]!, identity ? -index - 1 : index);
    if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
      const table = getTableName(field.table);
      const seen = nullable.get(path[0]!);
      if (!seen) nullable.set(path[0]!, { table, key: path[1]!, mixed: false });
      else if (seen.table !== table) seen.mixed = true;
    }
  });
  const literal = (node: Tree): string =>
    `{${[...node]
      .map(([key, value]) => {
        const read =
          typeof value !== 'number'
            ? literal(value)
            : value < 0
              ? `r[${-value - 1}]`
              : `(r[${value}] === null ? null : d[${value}](r[${value}]))`;
        return `${JSON.stringify(key)}: ${read}`;
      })
      .join(', ')}}`;
  const nulls = [...nullable]
    .filter(([, { table, mixed }]) => !mixed && !joinsNotNullableMap![table])
    .map(([object, { key }]) => {
      const at = `o[${JSON.stringify(object)}]`;
      return `if (${at}[${JSON.stringify(key)}] === null) ${at} = null;`;
    })
    .join('\n');
  const mapRow = new Function('d', `return (r) => { const o = ${literal(tree)};\n${nulls}\nreturn o; };`)(
    decoders,
  ) as (row: unknown[]) => Record<string, unknown>;
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
