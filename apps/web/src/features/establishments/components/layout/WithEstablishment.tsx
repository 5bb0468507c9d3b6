import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { subprojectPath } from '../../../../config/paths';
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
  const { ref, establishmentId } = useRouteIds();
  const establishment = useEstablishment(establishmentId);
  return (
    <QueryState
      query={establishment}
      errorText={t('details.loadFailed')}
      notFound={
        <RecordNotFound
          title={t('details.notFound')}
          description={t('details.notFoundDescription')}
          backTo={subprojectPath(ref, 'establishments/choose')}
          backLabel={t('details.backToList')}
        />
      }
    >
      {children}
    </QueryState>
  );
}
