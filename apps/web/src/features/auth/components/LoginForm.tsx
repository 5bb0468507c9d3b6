import { loginFormValues } from '@anupalan/shared';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api';
import { serverFieldErrors, validateWith } from '../../../lib/form-validation';
import { useLogin } from '../api/login';
import { CaptchaField } from './CaptchaField';
import { useCaptchaChallenge } from './use-captcha-challenge';

/** E-mail, password and captcha. After a login the route guards move on (choose agency, or back to the page). */
export function LoginForm() {
  const { t } = useTranslation();
  const captcha = useCaptchaChallenge();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    initialValues: { email: '', password: '', captchaText: '' },
    validate: validateWith(loginFormValues, t),
  });

  const submit = form.onSubmit(async (values) => {
    if (!captcha.id) return;
    setFailure(undefined);
    try {
      await login.mutateAsync({ ...values, captchaId: captcha.id });
    } catch (error) {
      // One message, once: under the field it concerns (a wrong captcha), else under the form.
      const message = translateMessage(t, errorMessage(error, t('auth.loginFailed')));
      const fields = serverFieldErrors(error, t);
      form.setFieldValue('captchaText', '');
      if (fields) form.setErrors(fields);
      setFailure(fields && Object.values(fields).includes(message) ? undefined : message);
      captcha.refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <CaptchaField captcha={captcha} inputProps={form.getInputProps('captchaText')} />
        <Button type="submit" fullWidth loading={login.isPending} disabled={!captcha.id}>
          {t('auth.loginButton')}
        </Button>
        {failure ? (
          <Alert color="red" role="alert" title={t('auth.loginFailedTitle')}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.forgotPasswordLink')}
          </Anchor>
          <Anchor component={Link} to={paths.guides} size="sm">
            {t('auth.viewGuides')}
          </Anchor>
          <Anchor component={Link} to={paths.contactUs} size="sm">
            {t('auth.contactUs')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
