import type { Breadcrumb } from '../../components/layout/PageHeader';
import type { SubprojectRef } from '../../config/paths';

/** What the attendance pages are given by the route that assembles them: where they are and the way there. */
export interface AttendancePlace {
  ref: SubprojectRef;
  establishment: {
    id: string;
    name: string;
    /** Closed, cancelled or completed: nothing on it changes any more. */
    locked: boolean;
    /** yyyy-mm-dd; the calendar pages back no further than its month. */
    commencementDate: string | null;
  };
  /** The breadcrumbs down to the establishment (each with its link). */
  trail: Breadcrumb[];
}
