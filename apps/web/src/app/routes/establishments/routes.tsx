import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { OWN_NAVIGATION } from '../../layout/route-handle';
import { type ModuleKey, ModuleNotAvailableRoute } from '../module-not-available';
import { subprojectPageRoutes } from '../projects/routes';
import {
  AddEstablishmentRoute,
  AddSubcontractorRoute,
  ChooseEstablishmentRoute,
  EstablishmentDetailsRoute,
  RequirementRoute,
  SubcontractorRoute,
  SubcontractorsRoute,
} from './pages';
import { ContractorOnly, ContractorOnlyPage, SectionAccess } from './section-access';
import { SubprojectHomeRoute } from './subproject-home';
import { SubprojectLayoutRoute } from './subproject-layout';

/** A page of a later module: says so plainly (each keeps its own key, so one page never shows as another). */
const later = (path: string, module: ModuleKey): RouteObject => ({
  path: `${path}/*`,
  element: <ModuleNotAvailableRoute key={path} module={module} />,
});

/** The establishment screens of a subproject, beside its side navigation (spec part 2, section 2). */
export const subprojectRoute: RouteObject = {
  path: paths.subproject,
  element: <SubprojectLayoutRoute />,
  handle: OWN_NAVIGATION,
  children: [
    { index: true, element: <SubprojectHomeRoute /> },
    ...subprojectPageRoutes,
    { path: 'establishments/choose', element: <ChooseEstablishmentRoute /> },
    {
      element: <ContractorOnly />,
      children: [{ path: 'establishments/add', element: <AddEstablishmentRoute /> }],
    },
    {
      path: 'establishments/:establishmentId',
      children: [
        { index: true, element: <Navigate to="details" replace /> },
        { path: 'details', element: <EstablishmentDetailsRoute key="details" at="details" /> },
        later('employeeRegisters', 'employeeRegisters'),
        later('attendanceRegisters', 'attendanceRegisters'),
        later('wageRegisters', 'wageRegisters'),
        {
          element: <SectionAccess section="requirements" />,
          children: [
            {
              path: 'requirements',
              element: <EstablishmentDetailsRoute key="requirements" at="requirements" />,
            },
            { path: 'requirements/:requirementId', element: <RequirementRoute /> },
          ],
        },
        {
          element: <SectionAccess section="subcontractors" />,
          children: [
            { path: 'subcontractors', element: <SubcontractorsRoute /> },
            {
              path: 'subcontractors/add',
              element: (
                <ContractorOnlyPage>
                  <AddSubcontractorRoute />
                </ContractorOnlyPage>
              ),
            },
            { path: 'subcontractors/:subcontractorId', element: <SubcontractorRoute /> },
          ],
        },
        {
          element: <SectionAccess section="incidents/workplace" />,
          children: [later('incidents', 'incidents')],
        },
        { element: <SectionAccess section="returns" />, children: [later('returns', 'returns')] },
        {
          element: <SectionAccess section="complianceDashboard" />,
          children: [later('complianceDashboard', 'complianceDashboard')],
        },
      ],
    },
  ],
};
