import { istDateKey, type ReturnItem, returnsYear, returnsYearOf } from '@anupalan/shared';
import { Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable, type TableColumn } from '../../../components/data/PagedTable';
import { YearPager } from '../../../components/data/YearPager';
import { LoadFailed, Loading } from '../../../components/feedback/QueryState';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useReturnList } from '../api/list-returns';
import type { ReturnPlace } from '../context';
import { clampYear, formatDay, queryDate, yearBounds } from '../display';
import { useFailureText } from '../messages';
import { returnPath } from '../paths';
import { ReturnStatusBadge } from './ReturnStatusBadge';

/** Rows a page (spec part 2, section 9: returns tables default to 31). */
const PAGE_SIZE = 31;

/**
 * The returns due in a returns year (spec part 2, section 2): name, document name, description, due date and
 * status, each row opening the return. ?year=2025 chooses the year; ?date=yyyy-mm-dd (a compliance item's link)
 * the year that day falls in.
 */
export function ReturnsList({ place }: { place: ReturnPlace }) {
  const { t } = useTranslation('returns');
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const failureText = useFailureText();
  const [search, setSearch] = useSearchParams();
  const commencement = place.establishment.commencementDate;
  const bounds = yearBounds(commencement, istDateKey());
  const dated = search.get('date');
  const asked = dated && /^\d{4}-\d{2}-\d{2}$/.test(dated) ? returnsYearOf(dated, commencement).year : null;
  const year = clampYear(asked ?? Number(search.get('year') ?? bounds.last), bounds);
  const range = returnsYear(year);
  const list = useReturnList(place.establishment.id, queryDate(range.from), queryDate(range.to));
  const [page, setPage] = useState(1);
  const span = { from: formatDay(range.from), to: formatDay(range.to) };

  const status = (row: ReturnItem) => <ReturnStatusBadge item={row} />;
  const due = (row: ReturnItem) => formatDay(row.est_returns.due_on);
  const name = (row: ReturnItem) => row.cms_returns.name;
  // On a phone one column holds it all (the status under the name), so the status is never cut short.
  const columns: TableColumn<ReturnItem>[] = compact
    ? [
        {
          header: t('list.columns.name'),
          cell: (row) => (
            <Stack gap={4} component="span">
              <span>{name(row)}</span>
              <Text span size="xs" c="dimmed" fw={400}>
                {row.cms_returns.doc_name} · {t('list.columns.dueOn')} {due(row)}
              </Text>
              <span>{status(row)}</span>
            </Stack>
          ),
        },
      ]
    : [
        { header: t('list.columns.name'), cell: name },
        {
          header: t('list.columns.docName'),
          cell: (row) => row.cms_returns.doc_name,
          td: () => ({ style: { whiteSpace: 'nowrap' } }),
        },
        {
          header: t('list.columns.description'),
          cell: (row) => (
            <Text size="sm" lineClamp={3}>
              {row.cms_returns.body.description}
            </Text>
          ),
        },
        { header: t('list.columns.dueOn'), cell: due, td: () => ({ style: { whiteSpace: 'nowrap' } }) },
        {
          header: t('list.columns.status'),
          cell: status,
          td: () => ({ style: { minWidth: 240, whiteSpace: 'nowrap' } }),
        },
      ];
  const rows = list.data?.returns ?? [];

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.help')}
        breadcrumbs={[...place.trail, { label: t('list.title') }]}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <YearPager
            year={year}
            first={bounds.first}
            last={bounds.last}
            onChange={(next) => {
              setPage(1);
              setSearch({ year: String(next) }, { replace: true });
            }}
            label={(y) => t('list.year', { year: y, next: y + 1 })}
            previousLabel={(y) => t('list.previousYear', { year: y, next: y + 1 })}
            nextLabel={(y) => t('list.nextYear', { year: y, next: y + 1 })}
          />
          {list.isPending ? (
            <Loading />
          ) : list.error || !list.data ? (
            <LoadFailed>{failureText(list.error, t('list.loadFailed'))}</LoadFailed>
          ) : (
            <PagedTable
              label={t('list.tableLabel', span)}
              rows={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
              rowKey={(row) => row.est_returns.id}
              serialOf={(_, index) => (page - 1) * PAGE_SIZE + index + 1}
              hrefOf={(row) => returnPath(place, row.est_returns.due_on, row.est_returns.id)}
              rowProps={(row) => ({ 'data-return': row.cms_returns.code })}
              columns={columns}
              empty={t('list.empty', span)}
              minWidth={compact ? 0 : 860}
              paging={
                rows.length > PAGE_SIZE
                  ? {
                      page,
                      onChange: setPage,
                      maxCount: rows.length,
                      label: t('list.pages'),
                      pageSize: PAGE_SIZE,
                    }
                  : undefined
              }
            />
          )}
        </Stack>
      </Paper>
    </>
  );
}
