import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { AgencyDetails } from '../../features/agencies/components/AgencyDetails';

export function AgenciesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('agency.title')} subtitle={t('agency.help')} />
      <AgencyDetails />
    </>
  );
}
