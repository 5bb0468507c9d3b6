import { changePasswordRequest } from '@anupalan/shared';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import { isApiError, isSessionExpiry } from '../../../lib/api';
import { serverFieldErrors, validateWith } from '../../../lib/form-validation';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './PasswordChecklist';

const initialValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old password, new password with the live checklist, and its confirmation. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const checklistId = useId();
  const changePassword = useChangePassword();
  /** Set after a failed change: the server's explanation, or empty when it gave none. */
  const [failure, setFailure] = useState<string>();
  const form = useForm({ initialValues, validate: validateWith(changePasswordRequest, t) });

  const submit = form.onSubmit(async (values) => {
    setFailure(undefined);
    try {
      await changePassword.mutateAsync({ email, ...values });
      notifySuccess(t('password.changed'));
      form.reset();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const detail = isApiError(error) && error.message ? translateMessage(t, error.message) : undefined;
      setFailure(detail ?? '');
      if (detail) notifyError(t('password.changeFailed'), detail);
      else notifyError(t('common.error'), t('password.changeFailed'));
      const fields = serverFieldErrors(error, t);
      if (fields) form.setErrors(fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('password.oldPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label={t('password.newPassword')}
          autoComplete="new-password"
          withAsterisk
          aria-describedby={checklistId}
          {...form.getInputProps('newPassword')}
        />
        <PasswordChecklist id={checklistId} password={form.values.newPassword} />
        <PasswordInput
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.changeSubmit')}
        </Button>
        {failure !== undefined ? (
          <Alert color="red" role="alert" title={t('password.changeFailed')}>
            {failure || null}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
