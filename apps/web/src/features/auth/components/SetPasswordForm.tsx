import { type FormValues, type MessageResponse, setPasswordSchema } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../../forms/FormRenderer';
import { PasswordChecklist } from './PasswordChecklist';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface SetPasswordFormProps {
  submit: (values: NewPasswordValues) => Promise<MessageResponse>;
  /** Runs after the success message is shown. */
  onDone: () => void;
}

const text = (values: FormValues, key: string) => String(values[key] ?? '');

/** New password and confirmation with the live checklist; used with the mailed link and for expired passwords. */
export function SetPasswordForm({ submit, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation();
  return (
    <FormRenderer
      schema={setPasswordSchema}
      submit={(values) =>
        submit({ password: text(values, 'password'), confirmPassword: text(values, 'confirmPassword') })
      }
      failureMessage={t('password.setFailed')}
      submitLabel={t('password.setSubmit')}
      onSaved={onDone}
      renderAfterField={(colName, values) =>
        colName === 'password' ? <PasswordChecklist password={text(values, 'password')} /> : null
      }
    />
  );
}
