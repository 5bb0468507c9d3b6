import { parseDisplayDate } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { useRegisterList } from '../../api/list-registers';
import type { WagePlace } from '../../context';
import { formatDay, registerStartingOn } from '../../display';
import { useFailureText } from '../../messages';
import { listPath, registerPath } from '../../paths';

/**
 * /startDate/{date} (yyyy-mm-dd, or dd-MM-yyyy as some links write it): the register that starts on the date,
 * found in the list of that day and opened at its own address; said plainly when there is none.
 */
export function StartDatePage({ place, date }: { place: WagePlace; date: string }) {
  const { t } = useTranslation('wages');
  const failureText = useFailureText();
  // yyyy-mm-dd or dd-MM-yyyy, as dd/MM/yyyy, then checked as a calendar date.
  const typed = date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1').replaceAll('-', '/');
  const iso = parseDisplayDate(typed) ?? '';
  const valid = iso !== '';
  const day = valid ? formatDay(iso) : '';
  const list = useRegisterList(place.establishment.id, day, day, 1, valid);
  if (!valid) return <Navigate to={listPath(place)} replace />;
  if (list.isPending) return <Loading />;
  if (list.error || !list.data)
    return <LoadFailed>{failureText(list.error, t('list.loadFailed'))}</LoadFailed>;
  const found = registerStartingOn(list.data.wage_registers, iso);
  return found ? (
    <Navigate to={registerPath(place, found.id)} replace />
  ) : (
    <RecordNotFound
      title={t('register.notFound')}
      description={t('register.noneStarting', { date: day })}
      backTo={listPath(place, Number(iso.slice(0, 4)))}
      backLabel={t('register.backToList')}
    />
  );
}
