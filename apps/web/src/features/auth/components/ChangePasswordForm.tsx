import { changePasswordSchema, type FormValues } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../../forms/FormRenderer';
import { useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './PasswordChecklist';

const text = (values: FormValues, key: string) => String(values[key] ?? '');

/** Old password, new password with the live checklist beside it, and its confirmation. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  return (
    <FormRenderer
      schema={changePasswordSchema}
      submit={(values) =>
        changePassword.mutateAsync({
          email,
          oldPassword: text(values, 'oldPassword'),
          newPassword: text(values, 'newPassword'),
          confirmPassword: text(values, 'confirmPassword'),
        })
      }
      successMessage={t('password.changed')}
      failureMessage={t('password.changeFailed')}
      resetOnSave
      submitLabel={t('password.changeSubmit')}
      renderAfterField={(colName, values) =>
        colName === 'newPassword' ? <PasswordChecklist password={text(values, 'newPassword')} /> : null
      }
    />
  );
}
