import type { Breadcrumb } from '../../components/layout/PageHeader';
import type { SubprojectRef } from '../../config/paths';
import type { PageKind } from './kinds';

/** What the incident pages are given by the route that assembles them: where they are and the way there. */
export interface IncidentPlace {
  ref: SubprojectRef;
  kind: PageKind;
  establishment: {
    id: string;
    name: string;
    /** Closed, cancelled or completed: nothing on it changes any more. */
    locked: boolean;
  };
  /** The breadcrumbs down to the establishment (each with its link). */
  trail: Breadcrumb[];
}
