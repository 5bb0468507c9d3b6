import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Access } from './access/Access';
import { RootLayout } from './layout/RootLayout';
import { ChangePasswordRoute } from './routes/change-password';
import { ChooseAgencyRoute } from './routes/choose-agency';
import { ContactUsRoute } from './routes/contact-us';
import { ExpiredPasswordRoute } from './routes/expired-password';
import { FaqRoute } from './routes/faq';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { GuidesRoute } from './routes/guides';
import { LoginRoute } from './routes/login';
import { ModuleNotAvailableRoute } from './routes/module-not-available';
import { NotFoundRoute } from './routes/not-found';
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
        children: [{ path: paths.changePassword, element: <ChangePasswordRoute /> }],
      },
      {
        element: <Access rule="admin" />,
        children: [
          { path: paths.admin, element: <ModuleNotAvailableRoute module="government" /> },
          { path: paths.adminAdd, element: <ModuleNotAvailableRoute module="inviteGovernment" /> },
          { path: paths.adminAgency, element: <ModuleNotAvailableRoute module="governmentAgency" /> },
        ],
      },
      {
        element: <Access rule="nonAdmin" />,
        children: [{ path: `${paths.projects}/*`, element: <ModuleNotAvailableRoute module="projects" /> }],
      },
      {
        element: <Access rule="agencyMember" />,
        children: [{ path: paths.agencies, element: <ModuleNotAvailableRoute module="agencies" /> }],
      },
      {
        element: <Access rule="government" />,
        children: [
          { path: `${paths.globalContractors}/*`, element: <ModuleNotAvailableRoute module="contractors" /> },
          { path: `${paths.globalConsultants}/*`, element: <ModuleNotAvailableRoute module="consultants" /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
