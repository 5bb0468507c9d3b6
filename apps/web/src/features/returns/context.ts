import type { Breadcrumb } from '../../components/layout/PageHeader';
import type { SubprojectRef } from '../../config/paths';

/** What the return pages are given by the route that assembles them: where they are and the way there. */
export interface ReturnPlace {
  ref: SubprojectRef;
  establishment: {
    id: string;
    name: string;
    /** yyyy-mm-dd; the year pager goes back no further than the returns year of its first return. */
    commencementDate: string | null;
  };
  /** The breadcrumbs down to the establishment (each with its link). */
  trail: Breadcrumb[];
}
