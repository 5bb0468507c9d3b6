/** Every URL of the web app, in one place. Builders take the variable parts of a path. */
export const paths = {
  home: '/',
  login: '/login',
  chooseAgency: '/chooseAgency',
  forgotPassword: '/forgotPassword',
  changePassword: '/changePassword',
  setPasswordWithToken: '/setPassword/:token',
  setExpiredPassword: '/setPassword',
  contactUs: '/contactus',
  guides: '/guides',
  faq: '/faq',
  projects: '/projects',
  projectAdd: '/projects/add',
  project: '/projects/:projectId',
  subprojectAdd: '/projects/:projectId/subprojects/add',
  admin: '/admin',
  adminAdd: '/admin/add',
  adminAgency: '/admin/:id',
  agencies: '/agencies',
  globalContractors: '/global-contractors',
  globalConsultants: '/global-consultants',
  /** Every rule of the compliance engine, open to every signed-in role. */
  law: '/law',
  /** A Government's compliance across its projects. */
  complianceOverview: '/compliance',
  /** The form engine's gallery of every field type; served only where the server has the gallery schema. */
  devForms: '/dev/forms',
  /** The establishment screens of a subproject sit below this path (spec part 2, section 2). */
  subproject: '/projects/:projectId/subprojects/:subprojectId',
} as const;

export const adminAgencyPath = (id: string) => `${paths.admin}/${encodeURIComponent(id)}`;

/** A global contractor's or consultant's record. */
export const globalAgencyPath = (type: 'contractor' | 'consultant', id: string) =>
  `${type === 'contractor' ? paths.globalContractors : paths.globalConsultants}/${encodeURIComponent(id)}`;

export interface SubprojectRef {
  projectId: string;
  subprojectId: string;
}

export const projectPath = (projectId: string) => `${paths.projects}/${encodeURIComponent(projectId)}`;

export const subprojectAddPath = (projectId: string) => `${projectPath(projectId)}/subprojects/add`;

/** A page of a subproject; `rest` is the path below it, e.g. 'details' or 'establishments/choose'. */
export const subprojectPath = ({ projectId, subprojectId }: SubprojectRef, rest?: string) =>
  `${paths.projects}/${encodeURIComponent(projectId)}/subprojects/${encodeURIComponent(subprojectId)}${rest ? `/${rest}` : ''}`;

/** A page of an establishment: `section` is the path below it, e.g. 'details' or 'subcontractors/add'. */
export const establishmentPath = (ref: SubprojectRef, establishmentId: string, section: string) =>
  subprojectPath(ref, `establishments/${encodeURIComponent(establishmentId)}/${section}`);

/** A contractor or consultant of a subproject: the list (.../admin/contractors) or, with its id, its record. */
export const linkedAgencyPath = (ref: SubprojectRef, kind: 'contractor' | 'consultant', agencyId?: string) =>
  subprojectPath(ref, `admin/${kind}s${agencyId ? `/${encodeURIComponent(agencyId)}` : ''}`);
