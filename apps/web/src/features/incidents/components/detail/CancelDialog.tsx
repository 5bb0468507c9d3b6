import { PROCESS_MESSAGES, processCancelSchema } from '@anupalan/shared';
import { Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../../components/feedback/QueryState';
import { useCancelProcess } from '../../api/save-step';

const FormRenderer = lazy(() =>
  import('../../../../forms/FormRenderer').then((m) => ({ default: m.FormRenderer })),
);

interface CancelDialogProps {
  establishmentId: string;
  processId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancel (spec part 2, sections 4, 5 and 8): the reason, required ('Required') and held to the pattern ('Use
 * alphabets, numbers and underscores only'), then 'Incident cancelled successfully.' (or the server's message), or
 * the server's refusal, else 'Failed to cancel the incident'. The dialog closes with its X or Escape: a second
 * 'Cancel' button beside 'Cancel incident' would read as the same action.
 */
export function CancelDialog({ establishmentId, processId, opened, onClose }: CancelDialogProps) {
  const { t } = useTranslation('incidents');
  const cancel = useCancelProcess(establishmentId, processId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('cancel.title')}
      closeButtonProps={{ 'aria-label': t('cancel.close') }}
    >
      {opened ? (
        <Stack gap="md">
          <Text size="sm">{t('cancel.help')}</Text>
          <Suspense fallback={<Loading py="lg" />}>
            <FormRenderer
              schema={processCancelSchema}
              submitLabel={t('cancel.submit')}
              failureMessage={PROCESS_MESSAGES.cancelFailed}
              submit={async (values) => {
                const answer = await cancel.mutateAsync(String(values.cancel_reason ?? '').trim());
                return { message: answer.message || PROCESS_MESSAGES.cancelled };
              }}
              onSaved={onClose}
            />
          </Suspense>
        </Stack>
      ) : null}
    </Modal>
  );
}
