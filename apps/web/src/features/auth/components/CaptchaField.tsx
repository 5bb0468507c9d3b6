import { ActionIcon, Group, Image, Loader, Paper, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CaptchaChallenge } from './use-captcha-challenge';

interface CaptchaFieldProps {
  captcha: CaptchaChallenge;
  inputProps: GetInputPropsReturnType;
}

/** The captcha picture with a refresh button, and the field to type its text into. */
export function CaptchaField({ captcha, inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Paper
          withBorder
          h={64}
          w={200}
          radius="md"
          style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}
        >
          {captcha.loading ? (
            <Loader size="sm" aria-label={t('auth.captchaLoading')} />
          ) : captcha.image ? (
            <Image src={captcha.image} alt={t('auth.captchaImage')} h={60} w={196} fit="contain" />
          ) : null}
        </Paper>
        <ActionIcon
          variant="light"
          size="xl"
          onClick={captcha.refresh}
          loading={captcha.loading}
          aria-label={t('auth.captchaRefresh')}
        >
          <IconRefresh aria-hidden />
        </ActionIcon>
      </Group>
      <TextInput
        label={t('auth.captchaText')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        withAsterisk
        {...inputProps}
      />
    </Stack>
  );
}
