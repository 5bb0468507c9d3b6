import { type SQL, sql } from 'drizzle-orm';

/**
 * The tenant conditions that more than one scope needs, each written once. They are SQL over columns the
 * caller names, so one condition serves a table, an alias inside a subquery, or columns copied into a log.
 */

/** A name of a table or alias, spliced into SQL as written: only plain identifiers are accepted. */
function identifier(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
  return sql.raw(name);
}

/**
 * A subcontractor's engagement that lets its users in: login access given and the engagement not ended.
 * `engagement` names the `establishment_subcontractors` row (the table or an alias of it).
 */
export function subcontractorAccessIsLive(engagement = 'establishment_subcontractors'): SQL {
  const e = identifier(engagement);
  return sql`(${e}.has_login_access and ${e}.end_date is null)`;
}

/** The establishment whose id is `establishmentId` gives the subcontractor agency live access. */
export function subcontractorReaches(establishmentId: SQL, subcontractorAgencyId: string): SQL {
  return sql`exists (select 1 from establishment_subcontractors sr where sr.establishment_id = ${establishmentId}
    and sr.subcontractor_agency_id = ${subcontractorAgencyId} and ${subcontractorAccessIsLive('sr')})`;
}

/** A subproject link that makes the consultant the reviewer of a contractor: its kind and its consultant. */
export function consultantReviews(
  link: { kind: SQL; consultantAgencyId: SQL },
  consultantAgencyId: string,
): SQL {
  return sql`(${link.kind} = 'contractor' and ${link.consultantAgencyId} = ${consultantAgencyId})`;
}
