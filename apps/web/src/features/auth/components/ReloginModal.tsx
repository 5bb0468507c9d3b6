import { reloginFormValues, type SessionEntry } from '@anupalan/shared';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api';
import { validateWith } from '../../../lib/form-validation';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useClearSession } from '../../../lib/session/clear-session';
import { sessionExpiry, useSessionExpiry } from '../../../lib/session/expiry';
import { agencyIdOf } from '../../../lib/session/session';
import { useRelogin } from '../api/relogin';
import { CaptchaField } from './CaptchaField';
import { useCaptchaChallenge } from './use-captcha-challenge';

function ReloginForm({ entry }: { entry: SessionEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearSession = useClearSession();
  const captcha = useCaptchaChallenge();
  const relogin = useRelogin();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    initialValues: { password: '', captchaText: '' },
    validate: validateWith(reloginFormValues, t),
  });

  const signOut = async () => {
    await clearSession();
    navigate(paths.login, { replace: true });
  };

  const submit = form.onSubmit(async (values) => {
    if (!captcha.id) return;
    setFailure(undefined);
    try {
      await relogin.mutateAsync({
        email: entry.email_address,
        password: values.password,
        agencyId: agencyIdOf(entry),
        captchaText: values.captchaText,
        captchaId: captcha.id,
      });
      sessionExpiry.reloginSucceeded();
      notifySuccess(t('relogin.success'));
      await queryClient.invalidateQueries();
    } catch (error) {
      if (sessionExpiry.reloginFailed() === 'signOut') {
        notifyError(t('common.error'), t('relogin.tooManyFailures'));
        await signOut();
        return;
      }
      setFailure(translateMessage(t, errorMessage(error, t('relogin.failed'))));
      form.setValues({ password: '', captchaText: '' });
      captcha.refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('relogin.description', { email: entry.email_address })}</Text>
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('password')}
        />
        <CaptchaField captcha={captcha} inputProps={form.getInputProps('captchaText')} />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => void signOut()}>
            {t('userMenu.logout')}
          </Button>
          <Button type="submit" loading={relogin.isPending} disabled={!captcha.id}>
            {t('relogin.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens when the session expired: the user signs in again in place and then redoes the last action. */
export function ReloginModal({ entry }: { entry: SessionEntry }) {
  const { t } = useTranslation();
  const { expired } = useSessionExpiry();
  return (
    <Modal
      opened={expired}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('relogin.title')}
      centered
    >
      {expired ? <ReloginForm entry={entry} /> : null}
    </Modal>
  );
}
