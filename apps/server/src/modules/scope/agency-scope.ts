import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { agencies } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';

/**
 * Tenant isolation for agencies, decided here and nowhere else:
 * - the platform admin reaches Government agencies (the admin area);
 * - a Government reaches itself and the agencies in its scope (scope_agency_id);
 * - any other agency reaches itself only.
 * Outside the scope a record is not found (404), so its existence is not revealed.
 */
export function agencyScopeCondition(auth: AuthContext): SQL {
  if (auth.role === 'Admin') return eq(agencies.type, 'Government');
  if (!auth.agencyId) return sql`false`;
  if (auth.role === 'Government') {
    return sql`(${agencies.id} = ${auth.agencyId} or ${agencies.scopeAgencyId} = ${auth.agencyId})`;
  }
  return eq(agencies.id, auth.agencyId);
}

export type AgencyRow = typeof agencies.$inferSelect;

/** The agency if the caller's scope reaches it (and it has the given type), else 404. */
export async function agencyInScope(
  db: Executor,
  auth: AuthContext,
  agencyId: string,
  type?: string,
): Promise<AgencyRow> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(
      and(eq(agencies.id, agencyId), agencyScopeCondition(auth), type ? eq(agencies.type, type) : undefined),
    )
    .limit(1);
  if (!row) throw notFound('Agency not found.');
  return row;
}

export function requireAdmin(auth: AuthContext) {
  if (!auth.isAdmin || auth.role !== 'Admin') {
    throw forbidden('Only the platform admin may do this.', 'ADMIN_ONLY');
  }
}

export function requireRole(auth: AuthContext, ...roles: string[]) {
  if (!auth.role || !roles.includes(auth.role)) throw forbidden();
}
