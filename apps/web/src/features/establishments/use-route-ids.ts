import { useParams } from 'react-router';

/** The ids of the subproject (and establishment) the page is under, from the route. */
export function useRouteIds() {
  const { projectId = '', subprojectId = '', establishmentId = '' } = useParams();
  return { ref: { projectId, subprojectId }, establishmentId };
}
