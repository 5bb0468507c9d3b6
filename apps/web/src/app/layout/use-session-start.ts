import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useClearSession } from '../../lib/session/clear-session';
import { useSessionEntriesQuery } from '../../lib/session/get-user';
import { logout } from '../../lib/session/logout';
import type { Session } from '../../lib/session/session';

/**
 * Side effects of the first user load: a failure other than 401 is reported once (a failed refresh is not),
 * and a non-admin without any agency is signed out, as the server would refuse such a login anyway.
 */
export function useSessionStart(session: Session): void {
  const { t } = useTranslation();
  const { error, data } = useSessionEntriesQuery();
  const clearSession = useClearSession();
  const reported = useRef(false);

  useEffect(() => {
    if (!error || data || reported.current) return;
    reported.current = true;
    notifyError(t('common.error'), translateMessage(t, errorMessage(error, t('common.unknownError'))));
  }, [error, data, t]);

  const mustSignOut = session.status === 'loggedOut' && session.reason === 'noAgency';
  useEffect(() => {
    if (!mustSignOut) return;
    logout()
      .catch((failure: unknown) => console.error('Logout of a user without an agency failed', failure))
      .finally(() => void clearSession());
  }, [mustSignOut, clearSession]);
}
