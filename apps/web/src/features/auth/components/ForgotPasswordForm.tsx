import { forgotPasswordRequest } from '@anupalan/shared';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api';
import { serverFieldErrors, validateWith } from '../../../lib/form-validation';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { CaptchaField } from './CaptchaField';
import { useCaptchaChallenge } from './use-captcha-challenge';

const forgotPasswordFormSchema = forgotPasswordRequest.omit({ captchaId: true });

/** Asks for the e-mail address that gets a set-password link. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptchaChallenge();
  const forgotPassword = useForgotPassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    initialValues: { email: '', captchaText: '' },
    validate: validateWith(forgotPasswordFormSchema, t),
  });

  const submit = form.onSubmit(async (values) => {
    if (!captcha.id) return;
    setFailure(undefined);
    try {
      await forgotPassword.mutateAsync({ ...values, captchaId: captcha.id });
      notifySuccess(t('auth.forgotPasswordSent'));
      navigate(paths.login);
    } catch (error) {
      const message = translateMessage(t, errorMessage(error, t('auth.forgotPasswordFailed')));
      setFailure(message);
      notifyError(t('common.error'), message);
      form.setFieldValue('captchaText', '');
      const fields = serverFieldErrors(error, t);
      if (fields) form.setErrors(fields);
      captcha.refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <CaptchaField captcha={captcha} inputProps={form.getInputProps('captchaText')} />
        <Button type="submit" fullWidth loading={forgotPassword.isPending} disabled={!captcha.id}>
          {t('auth.forgotPasswordSubmit')}
        </Button>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Anchor component={Link} to={paths.login} size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
