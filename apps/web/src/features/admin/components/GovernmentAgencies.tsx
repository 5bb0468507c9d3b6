import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkedRowsTable } from '../../../components/data/LinkedRowsTable';
import { ListPagination, usePage } from '../../../components/data/ListPagination';
import { adminAgencyPath } from '../../../config/paths';
import { type AgencyListItem, bodyText } from '../../../lib/contracts/agencies';
import { useGovernmentAgencies } from '../api/list-government-agencies';

const address = (agency: AgencyListItem) =>
  ['office', 'city', 'state']
    .map((key) => bodyText(agency, key))
    .filter(Boolean)
    .join(', ');

/** The Government agencies of the platform: NO, agency name, address, number of users; a page at a time. */
export function GovernmentAgencies() {
  const { t } = useTranslation();
  const { page, setPage, settled } = usePage();
  const { data, isPending, isError } = useGovernmentAgencies(settled);
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
        label={t('admin.title')}
        rows={data}
        serialOf={(row) => row.serial_no}
        hrefOf={(row) => adminAgencyPath(row.id)}
        linkColumn={{ header: t('admin.agencyName'), cell: (row) => bodyText(row, 'name') }}
        columns={[
          { header: t('admin.address'), cell: address },
          { header: t('admin.numberOfUsers'), cell: (row) => row.no_of_users, width: 150 },
        ]}
        minWidth={640}
      />
      <ListPagination
        page={page}
        onChange={setPage}
        maxCount={data[0]?.max_count ?? 0}
        label={t('admin.pages')}
      />
    </>
  );
}
