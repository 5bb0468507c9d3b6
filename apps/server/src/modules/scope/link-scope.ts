import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import { consultantReviews } from './conditions.js';
import { subprojectScopeCondition } from './project-scope.js';

/** The columns of a subproject link, as SQL: of a live `subproject_agencies` row or of one copied into a log. */
export interface LinkColumns {
  subprojectId: SQL;
  kind: SQL;
  agencyId: SQL;
  consultantAgencyId: SQL;
}

/**
 * Which links of a subproject a session reads. The link's subproject must be in the caller's subproject scope;
 * then a Government reads every link, a contractor its own and the consultants', a consultant its own and
 * those of the contractors it reviews, a subcontractor none (as the links lists answer them).
 */
export function linkScopeCondition(auth: AuthContext, link: LinkColumns): SQL {
  const own = auth.agencyId;
  if (!own) return sql`false`;
  const inScope = sql`exists (select 1 from subprojects where subprojects.id::text = (${link.subprojectId})::text
    and ${subprojectScopeCondition(auth)})`;
  switch (auth.role) {
    case 'Government':
      return inScope;
    case 'Contractor':
      return sql`(${inScope} and ((${link.kind} = 'contractor' and (${link.agencyId})::text = ${own})
        or ${link.kind} = 'consultant'))`;
    case 'Consultant':
      return sql`(${inScope} and ((${link.kind} = 'consultant' and (${link.agencyId})::text = ${own})
        or ${consultantReviews({ kind: link.kind, consultantAgencyId: sql`(${link.consultantAgencyId})::text` }, own)}))`;
    default:
      return sql`false`;
  }
}
