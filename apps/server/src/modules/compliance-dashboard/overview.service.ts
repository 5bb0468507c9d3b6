import type { ComplianceOverview } from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import { requireGovernment } from '../scope/index.js';
import { morningTrend, overviewRankings } from './overview.queries.js';

/** A Government's own projects at a glance, from the stored results and the morning runs' history. */
export async function complianceOverviewOf(deps: Deps, auth: AuthContext): Promise<ComplianceOverview> {
  requireGovernment(auth);
  const [rankings, trend] = await Promise.all([overviewRankings(deps.db, auth), morningTrend(deps.db, auth)]);
  return { ...rankings, trend };
}
