import { sql } from 'drizzle-orm';
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
    byName.set(name, statement);
  }
  return statement;
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
