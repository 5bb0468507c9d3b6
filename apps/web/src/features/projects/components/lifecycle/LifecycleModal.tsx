import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../forms/FormModal';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import {
  type LifecycleAction,
  type LifecycleTarget,
  lifecycleSchema,
  runLifecycle,
} from '../../api/lifecycle';

interface LifecycleModalProps {
  target: LifecycleTarget;
  /** The action asked for; the modal is closed without one. */
  action: LifecycleAction | null;
  id: string;
  name: string;
  onClose: () => void;
  /** After the server did it (the modal is closed already). */
  onDone: () => void;
}

/**
 * Marking a project complete, closing a subproject, or deleting either: the typed word and the approval tick,
 * then a confirmation screen ('Proceed') that says what cannot be undone, then the call.
 */
export function LifecycleModal({ target, action, id, name, onClose, onDone }: LifecycleModalProps) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const chosen = action ?? 'complete';
  const schema = lifecycleSchema(target, chosen);
  return (
    <FormModal
      opened={action !== null}
      onClose={onClose}
      schema={schema}
      submitWithTitle
      proceedQuestion={t(`lifecycle.${target}.${chosen}`, { name })}
      submit={(values) => runLifecycle(target, chosen, id, values)}
      onSaved={() => {
        onClose();
        onDone();
      }}
      onFailed={(error) => {
        if (isSessionExpiry(error)) return;
        notifyError(tc('common.error'), translateMessage(tc, errorMessage(error, t('failed'))));
      }}
    />
  );
}
