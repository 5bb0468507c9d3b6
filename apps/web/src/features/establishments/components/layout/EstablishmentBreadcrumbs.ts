import { useTranslation } from 'react-i18next';
import type { Breadcrumb } from '../../../../components/layout/PageHeader';
import { establishmentPath, paths, subprojectPath } from '../../../../config/paths';
import { useSubproject } from '../../api/get-subproject';
import { useRouteIds } from '../../use-route-ids';

/**
 * The trail from the projects to the page: Projects, the project, the subproject (its details) and, on an
 * establishment's pages, the establishment (its details) before the page itself.
 */
export function useEstablishmentBreadcrumbs(page: string, establishment?: { id: string; name: string }) {
  const { t } = useTranslation('establishments');
  const { ref } = useRouteIds();
  const { data: subproject } = useSubproject(ref.subprojectId);
  const crumbs: Breadcrumb[] = [{ label: t('crumbs.projects'), to: paths.projects }];
  if (subproject) {
    crumbs.push({
      label: subproject.projects.body.name,
      to: `${paths.projects}/${encodeURIComponent(ref.projectId)}`,
    });
    crumbs.push({ label: subproject.body.name, to: subprojectPath(ref, 'details') });
  }
  if (establishment && establishment.name !== page) {
    crumbs.push({ label: establishment.name, to: establishmentPath(ref, establishment.id, 'details') });
  }
  crumbs.push({ label: page });
  return crumbs;
}
