import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { Access } from '../../access/Access';
import { AddProjectRoute, AddSubprojectRoute, ProjectRoute, ProjectsRoute } from './pages';
import {
  LinkedAgenciesAccess,
  LinkedAgenciesRoute,
  LinkedAgencyRoute,
  SignupRoute,
  SubprojectDetailsRoute,
} from './subproject-pages';

/** The project list, a project, and (Government) adding projects and subprojects (spec part 1, section 2). */
export const projectRoutes: RouteObject[] = [
  { path: paths.projects, element: <ProjectsRoute /> },
  { path: paths.project, element: <ProjectRoute /> },
  {
    element: <Access rule="government" />,
    children: [
      { path: paths.projectAdd, element: <AddProjectRoute /> },
      { path: paths.subprojectAdd, element: <AddSubprojectRoute /> },
    ],
  },
];

/**
 * The subproject's own pages, beside its side navigation (children of the subproject layout route): its
 * details, the sign-up of invited agencies, and its contractors and consultants (spec part 2, section 2).
 */
export const subprojectPageRoutes: RouteObject[] = [
  { path: 'details', element: <SubprojectDetailsRoute /> },
  { path: 'signup', element: <SignupRoute /> },
  { path: 'contractor/:agencyId', element: <SignupRoute key="contractor" kind="contractor" /> },
  { path: 'consultant/:agencyId', element: <SignupRoute key="consultant" kind="consultant" /> },
  {
    element: <LinkedAgenciesAccess />,
    children: [
      { path: 'admin/contractors', element: <LinkedAgenciesRoute key="contractors" kind="contractor" /> },
      { path: 'admin/consultants', element: <LinkedAgenciesRoute key="consultants" kind="consultant" /> },
      {
        path: 'admin/contractors/:agencyId',
        element: <LinkedAgencyRoute key="contractor" kind="contractor" />,
      },
      {
        path: 'admin/consultants/:agencyId',
        element: <LinkedAgencyRoute key="consultant" kind="consultant" />,
      },
    ],
  },
];
