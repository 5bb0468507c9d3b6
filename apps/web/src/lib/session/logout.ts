import { messageResponse } from '@anupalan/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { translateMessage } from '../../i18n/messages';
import { apiRequest, errorMessage } from '../api';
import { notifyError, notifySuccess } from '../notify';
import { useClearSession } from './clear-session';

export function logout(): Promise<unknown> {
  return apiRequest('/api/login/logout', { method: 'POST', parser: messageResponse });
}

/** Ends the session on the server, then in the browser. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearSession = useClearSession();

  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await clearSession();
      notifySuccess(t('session.loggedOut'));
      navigate(paths.login, { replace: true });
    },
    onError: (error) => {
      notifyError(t('common.error'), translateMessage(t, errorMessage(error, t('common.unknownError'))));
    },
  });
}
