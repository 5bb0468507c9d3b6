import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export interface AgencyBody {
  name: string;
  [key: string]: unknown;
}

/**
 * An organisation: Government, Consultant, Contractor or Subcontractor. `scope_agency_id` is the
 * Government agency whose projects the agency works in (null for a Government itself): the root of
 * tenant isolation for the global contractor and consultant lists.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    type: text('type').notNull(),
    scopeAgencyId: uuid('scope_agency_id').references((): AnyPgColumn => agencies.id),
    body: jsonb('body').$type<AgencyBody>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'agencies_type_check',
      sql`${t.type} in ('Government', 'Consultant', 'Contractor', 'Subcontractor')`,
    ),
    index('agencies_scope_type_idx').on(t.scopeAgencyId, t.type),
    index('agencies_type_idx').on(t.type),
  ],
);
