import { Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/feedback/QueryState';
import type { FormRendererProps } from './FormRenderer';

// The form engine (every widget, the date pickers) is fetched when a modal first opens, so a page whose forms
// sit in closed modals (the project list's Mark as complete, a users tab's Add User) does not carry it.
const FormRenderer = lazy(() => import('./FormRenderer').then((m) => ({ default: m.FormRenderer })));

interface FormModalProps extends Omit<FormRendererProps, 'onCancel' | 'onDirtyChange'> {
  opened: boolean;
  onClose: () => void;
  title: string;
}

/** A form in a modal: closing it with unsaved changes asks first, as leaving a page does. */
export function FormModal({ opened, onClose, title, ...form }: FormModalProps) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const requestClose = () => {
    if (!dirty) {
      onClose();
      return;
    }
    modals.openConfirmModal({
      title: t('forms.discardTitle'),
      children: <Text>{t('forms.discardConfirm')}</Text>,
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setDirty(false);
        onClose();
      },
    });
  };
  return (
    <Modal opened={opened} onClose={requestClose} title={title} size="lg">
      {opened ? (
        <Suspense fallback={<Loading py="lg" />}>
          <FormRenderer {...form} onCancel={requestClose} onDirtyChange={setDirty} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
