import type { SessionEntry } from '@anupalan/shared';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AgencyChoiceList } from './AgencyChoiceList';
import { useChooseAgency } from './use-choose-agency';

interface SwitchAgencyModalProps {
  opened: boolean;
  onClose: () => void;
  entries: SessionEntry[];
}

export function SwitchAgencyModal({ opened, onClose, entries }: SwitchAgencyModalProps) {
  const { t } = useTranslation();
  const { choose, pendingKey } = useChooseAgency(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={t('agencyChoice.switchTitle')} centered>
      <AgencyChoiceList entries={entries} onChoose={choose} pendingKey={pendingKey} />
    </Modal>
  );
}
