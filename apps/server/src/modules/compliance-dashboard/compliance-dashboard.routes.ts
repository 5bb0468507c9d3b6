import {
  complianceLastUpdated,
  complianceLawCounts,
  complianceLawItems,
  complianceOverview,
  complianceSummary,
  complianceType,
  complianceTypeCounts,
  lawId,
} from '@anupalan/shared';
import { z } from 'zod';
import { read, refusing, routes } from '../../kit/route.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { establishmentGate, subprojectGate } from '../scope/index.js';
import {
  COMPLIANCE_READERS,
  lastUpdated,
  lawCounts,
  lawItems,
  selectionOf,
  summary,
  typeCounts,
} from './compliance-dashboard.service.js';
import { complianceOverviewOf } from './overview.service.js';

/** A subcontractor sees no compliances (spec part 2, section 2): the establishment is visible, this part not. */
const readers = refusing(read(...COMPLIANCE_READERS), {
  message: 'Compliances are not shown to subcontractors.',
  code: 'COMPLIANCE_HIDDEN',
});

/** At most this many establishments in one `establishment_list`. */
const MAX_LISTED = 500;

/**
 * `establishment_list`: the establishments of the subproject the call is about, as comma-separated ids (or the
 * parameter repeated). Absent or empty: every establishment of the subproject the caller reaches.
 */
const establishmentList = z
  .union([z.string().max(MAX_LISTED * 37), z.array(z.string().max(MAX_LISTED * 37)).max(MAX_LISTED)])
  .optional()
  .transform((value) =>
    [value ?? []]
      .flat()
      .flatMap((part) => part.split(','))
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .refine((ids) => ids.length <= MAX_LISTED, 'Name at most 500 establishments.');
const listQuery = z.object({ establishment_list: establishmentList });

/** The ids asked for, without repeats; a malformed one is not found, like an unknown one. */
function listed(ids: string[]): string[] | null {
  if (ids.length === 0) return null;
  if (!ids.every(isUuid)) throw notFound('Establishment not found.');
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

export const complianceDashboardRoutes = routes((r) => {
  const { deps } = r;
  const subproject = subprojectGate();

  r.get('/establishments/:id/compliancelastUpdated', {
    description: "When the compliance engine last looked at the establishment's records.",
    access: readers,
    params: { id: 'Establishment' },
    gate: establishmentGate(),
    response: complianceLastUpdated,
    handler: ({ found }) => lastUpdated(deps, found.establishment.id),
  });

  r.get('/subprojects/:id/compliances/compliance-types', {
    description: 'Open violations and warnings by compliance type (Setup, Periodic, Incident).',
    access: readers,
    params: { id: 'Subproject' },
    query: listQuery,
    gate: subproject,
    response: complianceTypeCounts,
    handler: async ({ auth, found, query }) =>
      typeCounts(
        deps,
        auth,
        await selectionOf(deps, auth, found.subproject.id, listed(query.establishment_list)),
      ),
  });

  r.get('/subprojects/:id/compliances', {
    description: 'Open violations and warnings of the establishments named (all reached when none).',
    access: readers,
    params: { id: 'Subproject' },
    query: listQuery,
    gate: subproject,
    response: complianceSummary,
    handler: async ({ auth, found, query }) =>
      summary(
        deps,
        auth,
        await selectionOf(deps, auth, found.subproject.id, listed(query.establishment_list)),
      ),
  });

  r.get('/subprojects/:id/compliances/:type', {
    description: 'The law-wise table of one compliance type: Code, Law, Warnings, Violations.',
    access: readers,
    params: { id: 'Subproject', type: complianceType },
    query: listQuery,
    gate: subproject,
    response: complianceLawCounts,
    handler: async ({ auth, found, query, params }) =>
      lawCounts(
        deps,
        auth,
        await selectionOf(deps, auth, found.subproject.id, listed(query.establishment_list)),
        complianceType.parse(params.type),
      ),
  });

  r.get('/subprojects/:id/compliances/:type/:lawId', {
    description: 'The items of one law and type, grouped by compliance id, with where each due date stands.',
    access: readers,
    params: { id: 'Subproject', type: complianceType, lawId },
    query: listQuery,
    gate: subproject,
    response: complianceLawItems,
    handler: async ({ auth, found, query, params }) =>
      lawItems(
        deps,
        auth,
        await selectionOf(deps, auth, found.subproject.id, listed(query.establishment_list)),
        complianceType.parse(params.type),
        lawId.parse(params.lawId),
      ),
  });

  r.get('/compliance/overview', {
    description: "A Government's projects at a glance: who carries the most open violations, and the trend.",
    access: refusing(read('Government'), {
      message: 'Only the Government may do this.',
      code: 'GOVERNMENT_ONLY',
    }),
    response: complianceOverview,
    handler: ({ auth }) => complianceOverviewOf(deps, auth),
  });
});
