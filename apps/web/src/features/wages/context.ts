import type { Breadcrumb } from '../../components/layout/PageHeader';
import type { SubprojectRef } from '../../config/paths';

/** What the wage register pages are given by the route that assembles them: where they are and the way there. */
export interface WagePlace {
  ref: SubprojectRef;
  establishment: {
    id: string;
    name: string;
    /** Closed, cancelled or completed: nothing on it changes any more. */
    locked: boolean;
    /** yyyy-mm-dd; the year pager goes back no further than its year. */
    commencementDate: string | null;
  };
  /** The breadcrumbs down to the establishment (each with its link). */
  trail: Breadcrumb[];
}
