import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Access } from './access/Access';
import { AgencyCompletionGate } from './access/AgencyCompletionGate';
import { RootLayout } from './layout/RootLayout';
import { AdminRoute } from './routes/admin';
import { AdminAddRoute } from './routes/admin-add';
import { AdminAgencyRoute } from './routes/admin-agency';
import { AgenciesRoute } from './routes/agencies';
import { ChangePasswordRoute } from './routes/change-password';
import { ChooseAgencyRoute } from './routes/choose-agency';
import { ContactUsRoute } from './routes/contact-us';
import { DevFormsRoute } from './routes/dev-forms';
import { subprojectRoute } from './routes/establishments/routes';
import { ExpiredPasswordRoute } from './routes/expired-password';
import { FaqRoute } from './routes/faq';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { GlobalAgenciesRoute } from './routes/global-agencies';
import { GlobalAgencyRoute } from './routes/global-agency';
import { GuidesRoute } from './routes/guides';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { projectRoutes } from './routes/projects/routes';
import { RouteErrorRoute } from './routes/route-error';
import { SetPasswordRoute } from './routes/set-password';

/** Route paths match case-insensitively, so /login also answers /Login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      {
        element: <Access rule="loggedOutOnly" />,
        children: [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
        ],
      },
      {
        element: <Access rule="chooseAgency" />,
        children: [{ path: paths.chooseAgency, element: <ChooseAgencyRoute /> }],
      },
      {
        element: <Access rule="passwordExpired" />,
        children: [{ path: paths.setExpiredPassword, element: <ExpiredPasswordRoute /> }],
      },
      { path: paths.setPasswordWithToken, element: <SetPasswordRoute /> },
      { path: paths.contactUs, element: <ContactUsRoute /> },
      { path: paths.guides, element: <GuidesRoute /> },
      { path: paths.faq, element: <FaqRoute /> },
      { index: true, element: <Access rule="home" /> },
      {
        element: <Access rule="signedIn" />,
        children: [
          { path: paths.changePassword, element: <ChangePasswordRoute /> },
          { path: paths.devForms, element: <DevFormsRoute /> },
        ],
      },
      {
        element: <Access rule="admin" />,
        children: [
          { path: paths.admin, element: <AdminRoute /> },
          { path: paths.adminAdd, element: <AdminAddRoute /> },
          { path: paths.adminAgency, element: <AdminAgencyRoute /> },
        ],
      },
      {
        element: <Access rule="agencyMember" />,
        children: [{ path: paths.agencies, element: <AgenciesRoute /> }],
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
                  { path: paths.globalContractors, element: <GlobalAgenciesRoute type="contractor" /> },
                  { path: paths.globalConsultants, element: <GlobalAgenciesRoute type="consultant" /> },
                ],
              },
              {
                element: <Access rule="contractorRecord" />,
                children: [
                  {
                    path: `${paths.globalContractors}/:id`,
                    element: <GlobalAgencyRoute key="contractor" type="contractor" />,
                  },
                ],
              },
              {
                element: <Access rule="consultantRecord" />,
                children: [
                  {
                    path: `${paths.globalConsultants}/:id`,
                    element: <GlobalAgencyRoute key="consultant" type="consultant" />,
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
