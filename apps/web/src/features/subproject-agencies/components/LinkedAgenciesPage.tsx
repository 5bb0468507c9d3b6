import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { subprojectPath } from '../../../config/paths';
import type { LinkKind } from '../api/contracts';
import { linkCrumbs, type SubprojectFrame } from './frame';
import { LinkedAgencies } from './LinkedAgencies';

/** .../admin/contractors and .../admin/consultants: the subproject's agencies of the kind. */
export function LinkedAgenciesPage({ kind, frame }: { kind: LinkKind; frame: SubprojectFrame }) {
  const { t } = useTranslation('projects');
  const title = t(`links.kinds.${kind}.title`);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`links.kinds.${kind}.help`)}
        backTo={subprojectPath(frame.ref, 'details')}
        breadcrumbs={linkCrumbs(frame, kind, { projects: t('crumbs.projects'), tab: title })}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <LinkedAgencies kind={kind} frame={frame} />
      </Paper>
    </>
  );
}
