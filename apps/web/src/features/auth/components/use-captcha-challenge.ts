import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useCaptcha } from '../api/get-captcha';

export interface CaptchaChallenge {
  id: string | undefined;
  image: string | undefined;
  loading: boolean;
  /** Draws a new captcha (each one is good for a single attempt). */
  refresh: () => void;
}

/** The captcha of a form; a failed load is reported as 'Captcha failed'. */
export function useCaptchaChallenge(): CaptchaChallenge {
  const { t } = useTranslation();
  const { data, isFetching, errorUpdatedAt, refetch } = useCaptcha();

  // errorUpdatedAt moves on with every failed load, so each failure is reported once.
  useEffect(() => {
    if (errorUpdatedAt > 0) notifyError(t('common.error'), t('auth.captchaFailed'));
  }, [errorUpdatedAt, t]);

  return {
    id: data?.id,
    image: data?.image,
    loading: isFetching,
    refresh: () => void refetch(),
  };
}
