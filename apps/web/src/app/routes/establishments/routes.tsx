import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { PAGE_KINDS } from '../../../features/incidents/kinds';
import { OWN_NAVIGATION } from '../../layout/route-handle';
import { lazyElement } from '../../lazy-route';
import { subprojectPageRoutes } from '../projects/routes';
import { ContractorOnly, ContractorOnlyPage, SectionAccess } from './section-access';

// The establishment screens and their form schemas are fetched when a subproject is first opened.
const pages = () => import('./pages');
// The comments button and side panel of every establishment page, and the dashboard's comments pages.
const comments = () => import('./comments');
const compliancePages = () => import('./compliance-pages');
// The employee register (Form A): its list, add and employee pages.
const employeePages = () => import('./employee-pages');
// The attendance register (Form D): its calendar, the opening of a day and the register of a day.
const attendancePages = () => import('./attendance-pages');
// The wage register (Form B): its list by year, a register, and the register that starts on a date.
const wagePages = () => import('./wage-pages');
// The incidents group: workplace accidents, harassment, recoveries (Form C), maternity leave (Form E), termination.
const incidentPages = () => import('./incident-pages');
// The statutory returns: the returns of a year and a return with its two documents.
const returnPages = () => import('./return-pages');

/** The establishment screens of a subproject, beside its side navigation (spec part 2, section 2). */
export const subprojectRoute: RouteObject = {
  path: paths.subproject,
  lazy: lazyElement(
    () => import('./subproject-layout'),
    (m) => <m.SubprojectLayoutRoute />,
  ),
  handle: OWN_NAVIGATION,
  children: [
    {
      index: true,
      lazy: lazyElement(
        () => import('./subproject-home'),
        (m) => <m.SubprojectHomeRoute />,
      ),
    },
    ...subprojectPageRoutes,
    { path: 'establishments/choose', lazy: lazyElement(pages, (m) => <m.ChooseEstablishmentRoute />) },
    {
      element: <ContractorOnly />,
      children: [
        { path: 'establishments/add', lazy: lazyElement(pages, (m) => <m.AddEstablishmentRoute />) },
      ],
    },
    {
      path: 'establishments/:establishmentId',
      lazy: lazyElement(comments, (m) => <m.EstablishmentCommentsFrame />),
      children: [
        { index: true, element: <Navigate to="details" replace /> },
        {
          path: 'details',
          lazy: lazyElement(pages, (m) => <m.EstablishmentDetailsRoute key="details" at="details" />),
        },
        { path: 'employeeRegisters', lazy: lazyElement(employeePages, (m) => <m.EmployeeListRoute />) },
        { path: 'employeeRegisters/add', lazy: lazyElement(employeePages, (m) => <m.AddEmployeeRoute />) },
        {
          path: 'employeeRegisters/:employeeId',
          lazy: lazyElement(employeePages, (m) => <m.EmployeeRoute />),
        },
        {
          path: 'attendanceRegisters',
          lazy: lazyElement(attendancePages, (m) => <m.AttendanceCalendarRoute />),
        },
        {
          path: 'attendanceRegisters/add',
          lazy: lazyElement(attendancePages, (m) => <m.AddRegisterRoute />),
        },
        {
          path: 'attendanceRegisters/date/:date',
          lazy: lazyElement(attendancePages, (m) => <m.OpenDateRoute />),
        },
        {
          path: 'attendanceRegisters/id/:registerId',
          lazy: lazyElement(attendancePages, (m) => <m.RegisterRoute />),
        },
        { path: 'wageRegisters', lazy: lazyElement(wagePages, (m) => <m.WageRegisterListRoute />) },
        {
          path: 'wageRegisters/id/:registerId',
          lazy: lazyElement(wagePages, (m) => <m.WageRegisterRoute />),
        },
        {
          path: 'wageRegisters/startDate/:date',
          lazy: lazyElement(wagePages, (m) => <m.WageStartDateRoute />),
        },
        {
          element: <SectionAccess section="requirements" />,
          children: [
            {
              path: 'requirements',
              lazy: lazyElement(pages, (m) => (
                <m.EstablishmentDetailsRoute key="requirements" at="requirements" />
              )),
            },
            { path: 'requirements/:requirementId', lazy: lazyElement(pages, (m) => <m.RequirementRoute />) },
          ],
        },
        {
          element: <SectionAccess section="subcontractors" />,
          children: [
            { path: 'subcontractors', lazy: lazyElement(pages, (m) => <m.SubcontractorsRoute />) },
            {
              path: 'subcontractors/add',
              lazy: lazyElement(pages, (m) => (
                <ContractorOnlyPage>
                  <m.AddSubcontractorRoute />
                </ContractorOnlyPage>
              )),
            },
            {
              path: 'subcontractors/:subcontractorId',
              lazy: lazyElement(pages, (m) => <m.SubcontractorRoute />),
            },
          ],
        },
        ...PAGE_KINDS.map(
          (kind): RouteObject => ({
            element: <SectionAccess section={`incidents/${kind}`} />,
            children: [
              {
                path: `incidents/${kind}`,
                lazy: lazyElement(incidentPages, (m) => <m.ProcessListRoute kind={kind} />),
              },
              {
                path: `incidents/${kind}/add`,
                lazy: lazyElement(incidentPages, (m) => <m.AddProcessRoute kind={kind} />),
              },
              {
                path: `incidents/${kind}/:processId`,
                lazy: lazyElement(incidentPages, (m) => <m.ProcessRoute kind={kind} />),
              },
            ],
          }),
        ),
        {
          element: <SectionAccess section="returns" />,
          children: [
            { path: 'returns', lazy: lazyElement(returnPages, (m) => <m.ReturnsListRoute />) },
            { path: 'returns/:date/:returnId', lazy: lazyElement(returnPages, (m) => <m.ReturnRoute />) },
          ],
        },
        {
          element: <SectionAccess section="complianceDashboard" />,
          children: [
            {
              path: 'complianceDashboard',
              lazy: lazyElement(compliancePages, (m) => <m.ComplianceDashboardRoute />),
            },
            {
              path: 'complianceDashboard/comments/:categoryId',
              lazy: lazyElement(comments, (m) => <m.CategoryCommentsRoute />),
            },
            {
              path: 'complianceDashboard/:complianceType',
              lazy: lazyElement(compliancePages, (m) => <m.ComplianceTypeRoute />),
            },
            {
              path: 'complianceDashboard/:complianceType/:lawId',
              lazy: lazyElement(compliancePages, (m) => <m.ComplianceLawRoute />),
            },
          ],
        },
      ],
    },
  ],
};
