import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { errorMessage, isApiError, isSessionExpiry } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

/**
 * What a failed call says: 'Check your network connection' when the request never reached the server, else the
 * server's message, else the spec's fallback for the action (spec part 2, section 8).
 */
export function useFailureText() {
  const { t } = useTranslation('returns');
  const { t: tc } = useTranslation();
  return (error: unknown, fallback: string): string => {
    if (isApiError(error) && error.status === 0) return t('offline');
    return translateMessage(tc, errorMessage(error, fallback));
  };
}

/** A failed action as a red toast titled 'Error' (nothing when the session expired: the re-login modal says it). */
export function useNotifyFailure() {
  const { t } = useTranslation();
  const text = useFailureText();
  return (error: unknown, fallback: string) => {
    if (!isSessionExpiry(error)) notifyError(t('common.error'), text(error, fallback));
  };
}

/** A done action as a green toast: the server's message, or the spec's text when the server gives none. */
export function useNotifyDone() {
  const { t } = useTranslation();
  return (message: string | undefined, fallback: string) =>
    notifySuccess(translateMessage(t, message || fallback));
}
