import type { ComplianceOverview } from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import { requireGovernment } from '../scope/index.js';
import { morningTrend, overviewTotals, topContractors, topEstablishments } from './overview.queries.js';

/** A Government's own projects at a glance, from the stored results and the morning runs' history. */
export async function complianceOverviewOf(deps: Deps, auth: AuthContext): Promise<ComplianceOverview> {
  requireGovernment(auth);
  const [totals, contractors, establishments, trend] = await Promise.all([
    overviewTotals(deps.db, auth),
    topContractors(deps.db, auth),
    topEstablishments(deps.db, auth),
    morningTrend(deps.db, auth),
  ]);
  return { totals, contractors, establishments, trend };
}
