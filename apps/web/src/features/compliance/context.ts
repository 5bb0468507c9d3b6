import type { Breadcrumb } from '../../components/layout/PageHeader';
import type { SubprojectRef } from '../../config/paths';

/** What the dashboard's pages are given by the route that assembles them: where they are and the way there. */
export interface DashboardPlace {
  ref: SubprojectRef;
  establishment: { id: string; name: string };
  /** The breadcrumbs down to the establishment (each with its link). */
  trail: Breadcrumb[];
}
