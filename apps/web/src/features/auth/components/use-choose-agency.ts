import type { SessionEntry } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { agencyIdOf } from '../../../lib/session/session';
import { useSwitchAgency } from '../../../lib/session/switch-agency';
import { choiceKey } from './AgencyChoiceList';

/** Acts for the chosen agency, then goes to the start page; a failure shows the server's message. */
export function useChooseAgency(onChosen?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchAgency = useSwitchAgency();

  const choose = (entry: SessionEntry) =>
    switchAgency.mutate(
      { userId: entry.user.id, agencyId: agencyIdOf(entry) },
      {
        onSuccess: () => {
          onChosen?.();
          navigate(paths.home);
        },
        onError: (error) => {
          if (isSessionExpiry(error)) return;
          notifyError(
            t('common.error'),
            translateMessage(t, errorMessage(error, t('common.somethingWentWrong'))),
          );
        },
      },
    );

  const pendingKey = switchAgency.isPending ? choiceKey(switchAgency.variables.agencyId) : undefined;
  return { choose, pendingKey };
}
