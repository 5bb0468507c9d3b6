import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../components/feedback/QueryState';
import { paths } from '../config/paths';
import { Access } from './access/Access';
import { AgencyCompletionGate } from './access/AgencyCompletionGate';
import { RootLayout } from './layout/RootLayout';
import { lazyElement } from './lazy-route';
import { subprojectRoute } from './routes/establishments/routes';
import { projectRoutes } from './routes/projects/routes';
import { RouteErrorRoute } from './routes/route-error';

// Every page is its own module, fetched when it is first opened: the login page carries no screen of a
// signed-in user and no form schema (docs/benchmarks.md has the sizes each page loads).
const page = {
  login: lazyElement(
    () => import('./routes/login'),
    (m) => <m.LoginRoute />,
  ),
  forgotPassword: lazyElement(
    () => import('./routes/forgot-password'),
    (m) => <m.ForgotPasswordRoute />,
  ),
  chooseAgency: lazyElement(
    () => import('./routes/choose-agency'),
    (m) => <m.ChooseAgencyRoute />,
  ),
  expiredPassword: lazyElement(
    () => import('./routes/expired-password'),
    (m) => <m.ExpiredPasswordRoute />,
  ),
  setPassword: lazyElement(
    () => import('./routes/set-password'),
    (m) => <m.SetPasswordRoute />,
  ),
  contactUs: lazyElement(
    () => import('./routes/contact-us'),
    (m) => <m.ContactUsRoute />,
  ),
  guides: lazyElement(
    () => import('./routes/guides'),
    (m) => <m.GuidesRoute />,
  ),
  faq: lazyElement(
    () => import('./routes/faq'),
    (m) => <m.FaqRoute />,
  ),
  changePassword: lazyElement(
    () => import('./routes/change-password'),
    (m) => <m.ChangePasswordRoute />,
  ),
  devForms: lazyElement(
    () => import('./routes/dev-forms'),
    (m) => <m.DevFormsRoute />,
  ),
  admin: lazyElement(
    () => import('./routes/admin'),
    (m) => <m.AdminRoute />,
  ),
  adminAdd: lazyElement(
    () => import('./routes/admin-add'),
    (m) => <m.AdminAddRoute />,
  ),
  adminAgency: lazyElement(
    () => import('./routes/admin-agency'),
    (m) => <m.AdminAgencyRoute />,
  ),
  agencies: lazyElement(
    () => import('./routes/agencies'),
    (m) => <m.AgenciesRoute />,
  ),
  globalContractors: lazyElement(
    () => import('./routes/global-agencies'),
    (m) => <m.GlobalAgenciesRoute type="contractor" />,
  ),
  globalConsultants: lazyElement(
    () => import('./routes/global-agencies'),
    (m) => <m.GlobalAgenciesRoute type="consultant" />,
  ),
  globalContractor: lazyElement(
    () => import('./routes/global-agency'),
    (m) => <m.GlobalAgencyRoute key="contractor" type="contractor" />,
  ),
  globalConsultant: lazyElement(
    () => import('./routes/global-agency'),
    (m) => <m.GlobalAgencyRoute key="consultant" type="consultant" />,
  ),
  law: lazyElement(
    () => import('./routes/law'),
    (m) => <m.LawRoute />,
  ),
  complianceOverview: lazyElement(
    () => import('./routes/compliance-overview'),
    (m) => <m.ComplianceOverviewRoute />,
  ),
  notFound: lazyElement(
    () => import('./routes/not-found'),
    (m) => <m.NotFoundRoute />,
  ),
};

/** Route paths match case-insensitively, so /login also answers /Login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    // Shown while the first page's module is fetched, before the frame can be drawn.
    hydrateFallbackElement: <Loading fullScreen />,
    children: [
      {
        element: <Access rule="loggedOutOnly" />,
        children: [
          { path: paths.login, lazy: page.login },
          { path: paths.forgotPassword, lazy: page.forgotPassword },
        ],
      },
      {
        element: <Access rule="chooseAgency" />,
        children: [{ path: paths.chooseAgency, lazy: page.chooseAgency }],
      },
      {
        element: <Access rule="passwordExpired" />,
        children: [{ path: paths.setExpiredPassword, lazy: page.expiredPassword }],
      },
      { path: paths.setPasswordWithToken, lazy: page.setPassword },
      { path: paths.contactUs, lazy: page.contactUs },
      { path: paths.guides, lazy: page.guides },
      { path: paths.faq, lazy: page.faq },
      { index: true, element: <Access rule="home" /> },
      {
        element: <Access rule="signedIn" />,
        children: [
          { path: paths.changePassword, lazy: page.changePassword },
          { path: paths.devForms, lazy: page.devForms },
          { path: paths.law, lazy: page.law },
        ],
      },
      {
        element: <Access rule="admin" />,
        children: [
          { path: paths.admin, lazy: page.admin },
          { path: paths.adminAdd, lazy: page.adminAdd },
          { path: paths.adminAgency, lazy: page.adminAgency },
        ],
      },
      {
        element: <Access rule="agencyMember" />,
        children: [{ path: paths.agencies, lazy: page.agencies }],
      },
      {
        element: <Access rule="nonAdmin" />,
        children: [
          {
            // An agency without a state completes its details before it works anywhere else.
            element: <AgencyCompletionGate />,
            children: [
              ...projectRoutes,
              subprojectRoute,
              {
                element: <Access rule="government" />,
                children: [
                  { path: paths.globalContractors, lazy: page.globalContractors },
                  { path: paths.globalConsultants, lazy: page.globalConsultants },
                  { path: paths.complianceOverview, lazy: page.complianceOverview },
                ],
              },
              {
                element: <Access rule="contractorRecord" />,
                children: [{ path: `${paths.globalContractors}/:id`, lazy: page.globalContractor }],
              },
              {
                element: <Access rule="consultantRecord" />,
                children: [{ path: `${paths.globalConsultants}/:id`, lazy: page.globalConsultant }],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page.notFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
