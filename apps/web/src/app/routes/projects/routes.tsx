import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { Access } from '../../access/Access';
import { lazyElement } from '../../lazy-route';
import { LinkedAgenciesAccess } from './linked-agencies-access';

// The project list is its own module: the project's and the subproject's screens are fetched when opened.
const pages = () => import('./pages');
const subprojectPages = () => import('./subproject-pages');

/** The project list, a project, and (Government) adding projects and subprojects (spec part 1, section 2). */
export const projectRoutes: RouteObject[] = [
  {
    path: paths.projects,
    lazy: lazyElement(
      () => import('./list'),
      (m) => <m.ProjectsRoute />,
    ),
  },
  { path: paths.project, lazy: lazyElement(pages, (m) => <m.ProjectRoute />) },
  {
    element: <Access rule="government" />,
    children: [
      { path: paths.projectAdd, lazy: lazyElement(pages, (m) => <m.AddProjectRoute />) },
      { path: paths.subprojectAdd, lazy: lazyElement(pages, (m) => <m.AddSubprojectRoute />) },
    ],
  },
];

/**
 * The subproject's own pages, beside its side navigation (children of the subproject layout route): its
 * details, the sign-up of invited agencies, and its contractors and consultants (spec part 2, section 2).
 */
export const subprojectPageRoutes: RouteObject[] = [
  { path: 'details', lazy: lazyElement(subprojectPages, (m) => <m.SubprojectDetailsRoute />) },
  { path: 'signup', lazy: lazyElement(subprojectPages, (m) => <m.SignupRoute />) },
  {
    path: 'contractor/:agencyId',
    lazy: lazyElement(subprojectPages, (m) => <m.SignupRoute key="contractor" kind="contractor" />),
  },
  {
    path: 'consultant/:agencyId',
    lazy: lazyElement(subprojectPages, (m) => <m.SignupRoute key="consultant" kind="consultant" />),
  },
  {
    element: <LinkedAgenciesAccess />,
    children: [
      {
        path: 'admin/contractors',
        lazy: lazyElement(subprojectPages, (m) => (
          <m.LinkedAgenciesRoute key="contractors" kind="contractor" />
        )),
      },
      {
        path: 'admin/consultants',
        lazy: lazyElement(subprojectPages, (m) => (
          <m.LinkedAgenciesRoute key="consultants" kind="consultant" />
        )),
      },
      {
        path: 'admin/contractors/:agencyId',
        lazy: lazyElement(subprojectPages, (m) => <m.LinkedAgencyRoute key="contractor" kind="contractor" />),
      },
      {
        path: 'admin/consultants/:agencyId',
        lazy: lazyElement(subprojectPages, (m) => <m.LinkedAgencyRoute key="consultant" kind="consultant" />),
      },
    ],
  },
];
