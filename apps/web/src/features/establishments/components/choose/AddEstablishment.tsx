import { establishmentSchema, type FormValues } from '@anupalan/shared';
import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath, subprojectPath } from '../../../../config/paths';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { createEstablishment } from '../../api/create-establishment';
import { establishmentKeys } from '../../api/keys';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';

/** The three steps start with one empty minimum-wage period to fill in. */
const INITIAL_VALUES: FormValues = { min_wages: [{}] };

/** The contractor creates an establishment in three steps, then lands on its details. */
export function AddEstablishment() {
  const { t } = useTranslation('establishments');
  const { ref } = useRouteIds();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createdId = useRef<string | null>(null);
  const crumbs = useEstablishmentBreadcrumbs(t('add.title'));
  const listPath = subprojectPath(ref, 'establishments/choose');

  return (
    <>
      <PageHeader title={t('add.title')} subtitle={t('add.help')} backTo={listPath} breadcrumbs={crumbs} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FormRenderer
          schema={establishmentSchema}
          initialValues={INITIAL_VALUES}
          submit={async (values) => {
            const saved = await createEstablishment(ref.subprojectId, values);
            createdId.current = saved.id;
            return saved;
          }}
          onCancel={() => navigate(listPath)}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: establishmentKeys.list(ref.subprojectId) });
            if (createdId.current) navigate(establishmentPath(ref, createdId.current, 'details'));
          }}
        />
      </Paper>
    </>
  );
}
