import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { subprojectPath } from '../../../../config/paths';
import { isNotFound } from '../../../../lib/api';
import type { EstablishmentRecord } from '../../api/contracts';
import { useEstablishment } from '../../api/get-establishment';
import { useRouteIds } from '../../use-route-ids';

/** Renders its children with the establishment of the route, once loaded; says so when it is out of reach. */
export function WithEstablishment({
  children,
}: {
  children: (establishment: EstablishmentRecord) => ReactNode;
}) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const { ref, establishmentId } = useRouteIds();
  const { data, isPending, error } = useEstablishment(establishmentId);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }
  if (error) {
    if (!isNotFound(error)) return <Alert color="red">{t('details.loadFailed')}</Alert>;
    return (
      <RecordNotFound
        title={t('details.notFound')}
        description={t('details.notFoundDescription')}
        backTo={subprojectPath(ref, 'establishments/choose')}
        backLabel={t('details.backToList')}
      />
    );
  }
  return <>{children(data)}</>;
}
