import type { WageEntryFilter } from '@anupalan/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../../components/data/ListPagination';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { isNotFound } from '../../../../lib/api';
import { useRegister } from '../../api/get-register';
import type { WagePlace } from '../../context';
import { useFailureText } from '../../messages';
import { listPath } from '../../paths';
import { WageRegisterView } from './WageRegisterView';

/** One wage register (/id/{registerId}): a page of 25 entries at a time, filtered by status and name or code. */
export function WageRegisterPage({ place, registerId }: { place: WagePlace; registerId: string }) {
  const { t } = useTranslation('wages');
  const failureText = useFailureText();
  const [filter, setFilter] = useState<WageEntryFilter>('All');
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search, 300);
  const { page, setPage, settled } = usePage();
  const detail = useRegister(place.establishment.id, registerId, filter, settledSearch, settled);

  if (detail.isPending) return <Loading />;
  if (detail.error || !detail.data) {
    return isNotFound(detail.error) ? (
      <RecordNotFound
        title={t('register.notFound')}
        description={t('register.notFoundDescription')}
        backTo={listPath(place)}
        backLabel={t('register.backToList')}
      />
    ) : (
      <LoadFailed>{failureText(detail.error, t('register.loadFailed'))}</LoadFailed>
    );
  }
  return (
    <WageRegisterView
      place={place}
      detail={detail.data}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        setPage(1);
      }}
      search={search}
      onSearch={(text) => {
        setSearch(text);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
    />
  );
}
