import type { AttendanceFilter } from '@anupalan/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../../components/data/ListPagination';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { isNotFound } from '../../../../lib/api';
import { useRegister } from '../../api/get-register';
import type { AttendancePlace } from '../../context';
import { calendarPath } from '../../paths';
import { RegisterView } from './RegisterView';

interface RegisterPageProps {
  place: AttendancePlace;
  registerId: string;
  /** Shown above the entries by other parts of the register (the bulk uploads' buttons). */
  toolbar?: ReactNode;
}

/** One day's register (/id/{registerId}), a page of its entries at a time, filtered All, Pending or Completed. */
export function RegisterPage({ place, registerId, toolbar }: RegisterPageProps) {
  const { t } = useTranslation('attendance');
  const [filter, setFilter] = useState<AttendanceFilter>('All');
  const { page, setPage, settled } = usePage();
  const detail = useRegister(place.establishment.id, registerId, filter, settled);

  if (detail.isPending) return <Loading />;
  if (detail.error || !detail.data) {
    return isNotFound(detail.error) ? (
      <RecordNotFound
        title={t('register.notFound')}
        description={t('register.notFoundDescription')}
        backTo={calendarPath(place)}
        backLabel={t('open.backToCalendar')}
      />
    ) : (
      <LoadFailed>{t('calendar.loadFailed')}</LoadFailed>
    );
  }
  return (
    <RegisterView
      place={place}
      detail={detail.data}
      toolbar={toolbar}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
    />
  );
}
