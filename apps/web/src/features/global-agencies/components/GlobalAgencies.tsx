import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkedRowsTable } from '../../../components/data/LinkedRowsTable';
import { ListPagination, usePage } from '../../../components/data/ListPagination';
import { globalAgencyPath } from '../../../config/paths';
import { bodyText } from '../../../lib/contracts/agencies';
import type { GlobalType } from '../api/global-type';
import { useGlobalAgencies } from '../api/list-global-agencies';

/** The contractors or consultants in the Government's scope, a page at a time. */
export function GlobalAgencies({ type }: { type: GlobalType }) {
  const { t } = useTranslation();
  const { page, setPage, settled } = usePage();
  const { data, isPending, isError } = useGlobalAgencies(type, settled);
  if (isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (isError) return <Alert color="red">{t('lists.loadFailed')}</Alert>;
  return (
    <>
      <LinkedRowsTable
        label={t(`global.${type}.title`)}
        rows={data}
        serialOf={(row) => row.serial_no}
        hrefOf={(row) => globalAgencyPath(type, row.id)}
        linkColumn={{ header: t('global.name'), cell: (row) => bodyText(row, 'name') }}
        columns={[
          { header: t('global.email'), cell: (row) => bodyText(row, 'emailAddress') },
          { header: t('global.state'), cell: (row) => bodyText(row, 'state') },
          { header: t('global.numberOfUsers'), cell: (row) => row.no_of_users, width: 150 },
        ]}
        minWidth={720}
      />
      <ListPagination
        page={page}
        onChange={setPage}
        maxCount={data[0]?.max_count ?? 0}
        label={t('global.pages')}
      />
    </>
  );
}
