import { PROCESS_MESSAGES, processCancelSchema } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../forms/FormModal';
import { useCancelProcess } from '../../api/save-step';

interface CancelDialogProps {
  establishmentId: string;
  processId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancel (spec part 2, sections 4, 5 and 8): the reason, required ('Required') and held to the pattern ('Use
 * alphabets, numbers and underscores only'), then 'Incident cancelled successfully.' (or the server's message), or
 * the server's refusal, else 'Failed to cancel the incident'.
 */
export function CancelDialog({ establishmentId, processId, opened, onClose }: CancelDialogProps) {
  const { t } = useTranslation('incidents');
  const cancel = useCancelProcess(establishmentId, processId);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('cancel.title')}
      schema={processCancelSchema}
      submitLabel={t('cancel.submit')}
      failureMessage={PROCESS_MESSAGES.cancelFailed}
      submit={async (values) => {
        const answer = await cancel.mutateAsync(String(values.cancel_reason ?? '').trim());
        return { message: answer.message || PROCESS_MESSAGES.cancelled };
      }}
      onSaved={onClose}
    />
  );
}
