import { type MessageResponse, passwordFormValues } from '@anupalan/shared';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../lib/api';
import { serverFieldErrors, validateWith } from '../../../lib/form-validation';
import { notifyError, notifySuccess } from '../../../lib/notify';
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

/** New password and confirmation with the live checklist; used with the mailed link and for expired passwords. */
export function SetPasswordForm({ submit, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const checklistId = useId();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateWith(passwordFormValues, t),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(undefined);
    setPending(true);
    try {
      const { message } = await submit(values);
      notifySuccess(translateMessage(t, message));
      onDone();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const text = translateMessage(t, errorMessage(error, t('password.setFailed')));
      setFailure(text);
      notifyError(t('common.error'), text);
      const fields = serverFieldErrors(error, t);
      if (fields) form.setErrors(fields);
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('password.newPassword')}
          autoComplete="new-password"
          withAsterisk
          aria-describedby={checklistId}
          {...form.getInputProps('password')}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <PasswordInput
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('password.setSubmit')}
        </Button>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
