import type { SessionEntry } from '@anupalan/shared';
import { paths } from '../../config/paths';
import { isPlatformAdmin } from '../../lib/session/session';

export type NavKey =
  | 'government'
  | 'projects'
  | 'compliance'
  | 'consultants'
  | 'contractors'
  | 'law'
  | 'guides';

export interface NavTarget {
  key: NavKey;
  to: string;
}

/** The menu for a signed-in entry (FAQ exists but is deliberately not in the menu). */
export function navTargetsFor(entry: SessionEntry): NavTarget[] {
  const admin = isPlatformAdmin(entry);
  const government = entry.role === 'Government';
  const targets: NavTarget[] = [];
  if (admin) targets.push({ key: 'government', to: paths.admin });
  if (!admin) targets.push({ key: 'projects', to: paths.projects });
  if (government) {
    targets.push({ key: 'compliance', to: paths.complianceOverview });
    targets.push({ key: 'consultants', to: paths.globalConsultants });
    targets.push({ key: 'contractors', to: paths.globalContractors });
  }
  targets.push({ key: 'law', to: paths.law });
  targets.push({ key: 'guides', to: paths.guides });
  return targets;
}
