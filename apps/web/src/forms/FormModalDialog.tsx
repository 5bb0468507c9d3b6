import { Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/feedback/QueryState';
import { schemaTitle } from '../i18n/schema-text';
import type { FormRendererProps } from './FormRenderer';

// The form engine (every widget, the date pickers) is fetched when a modal first opens, so a page whose forms
// sit in closed modals (the project list's Mark as complete, a users tab's Add User) does not carry it.
const FormRenderer = lazy(() => import('./FormRenderer').then((m) => ({ default: m.FormRenderer })));

export interface FormModalProps extends Omit<FormRendererProps, 'onCancel' | 'onDirtyChange'> {
  opened: boolean;
  onClose: () => void;
  /** The schema's title when none is given. */
  title?: string;
  /** The submit button says the title ('Mark as Complete', 'Delete Project') instead of the submit label. */
  submitWithTitle?: boolean;
}

/** A form in a modal: closing it with unsaved changes asks first, as leaving a page does. */
export function FormModalDialog({ opened, onClose, title, submitWithTitle, ...form }: FormModalProps) {
  const { t } = useTranslation();
  const heading = title ?? schemaTitle(t, form.schema);
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
    <Modal opened={opened} onClose={requestClose} title={heading} size="lg">
      {opened ? (
        <Suspense fallback={<Loading py="lg" />}>
          <FormRenderer
            {...form}
            submitLabel={submitWithTitle ? heading : form.submitLabel}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
