import { useTranslation } from 'react-i18next';
import { formatDay } from '../format';
import type { EstablishmentMark } from './establishment-mark';

/** The words of an establishment's mark, as the navigation and the lists show it. */
export function useMarkLabel() {
  const { t } = useTranslation('establishments');
  return (mark: EstablishmentMark): string => {
    switch (mark.kind) {
      case 'completedByContractor':
        return t('marks.completedByContractor');
      case 'completedByGovt':
        return t('marks.completedByGovt', { date: formatDay(mark.on) });
      case 'cancelledByGovt':
        return mark.on
          ? t('marks.cancelledByGovtOn', { date: formatDay(mark.on) })
          : t('marks.cancelledByGovt');
    }
  };
}
