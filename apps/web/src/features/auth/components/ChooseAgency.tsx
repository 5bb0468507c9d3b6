import type { SessionEntry } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { AgencyChoiceList } from './AgencyChoiceList';
import { AuthCard } from './AuthCard';
import { useChooseAgency } from './use-choose-agency';

/** After login, a user of several agencies picks the one to act for. */
export function ChooseAgency({ entries }: { entries: SessionEntry[] }) {
  const { t } = useTranslation();
  const { choose, pendingKey } = useChooseAgency();
  return (
    <AuthCard title={t('agencyChoice.title')} description={t('agencyChoice.description')}>
      <AgencyChoiceList entries={entries} onChoose={choose} pendingKey={pendingKey} />
    </AuthCard>
  );
}
