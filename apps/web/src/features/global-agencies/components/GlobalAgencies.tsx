import { useTranslation } from 'react-i18next';
import { usePage } from '../../../components/data/ListPagination';
import { PagedTable } from '../../../components/data/PagedTable';
import { QueryState } from '../../../components/feedback/QueryState';
import { globalAgencyPath } from '../../../config/paths';
import { bodyText } from '../../../lib/contracts/agencies';
import type { GlobalType } from '../api/global-type';
import { useGlobalAgencies } from '../api/list-global-agencies';

/** The contractors or consultants in the Government's scope, a page at a time. */
export function GlobalAgencies({ type }: { type: GlobalType }) {
  const { t } = useTranslation();
  const { page, setPage, settled } = usePage();
  const list = useGlobalAgencies(type, settled);
  return (
    <QueryState query={list} errorText={t('lists.loadFailed')} py="lg">
      {(rows) => (
        <PagedTable
          label={t(`global.${type}.title`)}
          rows={rows}
          rowKey={(row) => row.id}
          serialOf={(row) => row.serial_no}
          hrefOf={(row) => globalAgencyPath(type, row.id)}
          columns={[
            { header: t('global.name'), cell: (row) => bodyText(row, 'name') },
            { header: t('global.email'), cell: (row) => bodyText(row, 'emailAddress') },
            { header: t('global.state'), cell: (row) => bodyText(row, 'state') },
            { header: t('global.numberOfUsers'), cell: (row) => row.no_of_users, width: 150 },
          ]}
          minWidth={720}
          paging={{ page, onChange: setPage, maxCount: rows[0]?.max_count ?? 0, label: t('global.pages') }}
        />
      )}
    </QueryState>
  );
}
