import type { Breadcrumb } from '../../../components/layout/PageHeader';
import { paths, projectPath, type SubprojectRef, subprojectPath } from '../../../config/paths';
import type { LinkKind } from '../api/contracts';

/** The subproject a contractor's or consultant's page belongs to, as the route found it. */
export interface SubprojectFrame {
  ref: SubprojectRef;
  name: string;
  projectName: string;
  /** A closed subproject (or project) takes no more invites, users, terminations or switches. */
  closed: boolean;
}

/**
 * The trail to a page of the subproject's contractors or consultants: the projects, the project, the
 * subproject's details and its tab of the kind (spec part 2, section 2), then the page.
 */
export function linkCrumbs(
  frame: SubprojectFrame,
  kind: LinkKind,
  labels: { projects: string; tab: string },
  page?: string,
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [
    { label: labels.projects, to: paths.projects },
    { label: frame.projectName, to: projectPath(frame.ref.projectId) },
    { label: frame.name, to: subprojectPath(frame.ref, 'details') },
  ];
  if (!page) return [...crumbs, { label: labels.tab }];
  return [
    ...crumbs,
    { label: labels.tab, to: subprojectPath(frame.ref, `details?tab=${kind}s`) },
    { label: page },
  ];
}
