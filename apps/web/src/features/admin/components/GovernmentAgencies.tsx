import { useTranslation } from 'react-i18next';
import { usePage } from '../../../components/data/ListPagination';
import { PagedTable } from '../../../components/data/PagedTable';
import { QueryState } from '../../../components/feedback/QueryState';
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
  const list = useGovernmentAgencies(settled);
  return (
    <QueryState query={list} errorText={t('lists.loadFailed')} py="lg">
      {(rows) => (
        <PagedTable
          label={t('admin.title')}
          rows={rows}
          rowKey={(row) => row.id}
          serialOf={(row) => row.serial_no}
          hrefOf={(row) => adminAgencyPath(row.id)}
          columns={[
            { header: t('admin.agencyName'), cell: (row) => bodyText(row, 'name') },
            { header: t('admin.address'), cell: address },
            { header: t('admin.numberOfUsers'), cell: (row) => row.no_of_users, width: 150 },
          ]}
          minWidth={640}
          paging={{ page, onChange: setPage, maxCount: rows[0]?.max_count ?? 0, label: t('admin.pages') }}
        />
      )}
    </QueryState>
  );
}
