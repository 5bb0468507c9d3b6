import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { errorMessage, isApiError } from '../../lib/api';

/**
 * What a failed call says: 'Check your network connection' when the request never reached the server, else the
 * server's message, else the given fallback (spec part 2, section 8).
 */
export function useFailureText() {
  const { t } = useTranslation('incidents');
  const { t: tc } = useTranslation();
  return (error: unknown, fallback: string): string => {
    if (isApiError(error) && error.status === 0) return t('offline');
    return translateMessage(tc, errorMessage(error, fallback));
  };
}
