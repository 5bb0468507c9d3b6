import { subcontractorSchema } from '@anupalan/shared';
import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { FormRenderer } from '../../../../forms/FormRenderer';
import type { EstablishmentRecord } from '../../api/contracts';
import { establishmentKeys } from '../../api/keys';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';

/** The contractor adds a subcontractor; its user is mailed a link to set a password. */
export function AddSubcontractor({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const { ref } = useRouteIds();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listPath = establishmentPath(ref, establishment.id, 'subcontractors');
  const crumbs = useEstablishmentBreadcrumbs(t('subcontractors.addTitle'), {
    id: establishment.id,
    name: establishment.body.name,
  });

  return (
    <>
      <PageHeader
        title={t('subcontractors.addTitle')}
        subtitle={t('subcontractors.addHelp')}
        backTo={listPath}
        breadcrumbs={crumbs}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FormRenderer
          schema={subcontractorSchema}
          onCancel={() => navigate(listPath)}
          onSaved={() => {
            void queryClient.invalidateQueries({
              queryKey: establishmentKeys.subcontractors(establishment.id),
            });
            navigate(listPath);
          }}
        />
      </Paper>
    </>
  );
}
