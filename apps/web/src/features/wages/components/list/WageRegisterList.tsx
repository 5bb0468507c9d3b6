import { istDateKey, WAGES_PAGE_SIZE, type WageRegisterListItem } from '@anupalan/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePage } from '../../../../components/data/ListPagination';
import { PagedTable, type TableColumn } from '../../../../components/data/PagedTable';
import { YearPager } from '../../../../components/data/YearPager';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { useRegisterList } from '../../api/list-registers';
import type { WagePlace } from '../../context';
import {
  clampYear,
  formatDay,
  formatPeriod,
  formatRupees,
  registerStatusKey,
  yearBounds,
  yearRange,
} from '../../display';
import { useFailureText, useNotifyDone } from '../../messages';
import { registerPath } from '../../paths';
import { RegisterStatusBadge } from '../StatusBadges';
import { AddRegisterDialog } from './AddRegisterDialog';

/** The wage registers of a year (spec part 2, section 2), 25 a page, with the year pager and Add. */
export function WageRegisterList({ place }: { place: WagePlace }) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const failureText = useFailureText();
  const notifyDone = useNotifyDone();
  const [search, setSearch] = useSearchParams();
  const bounds = yearBounds(place.establishment.commencementDate, istDateKey());
  const year = clampYear(Number(search.get('year') ?? bounds.last), bounds);
  const { page, setPage, settled } = usePage();
  const range = yearRange(year);
  const list = useRegisterList(place.establishment.id, range.start_date, range.end_date, settled);
  const [adding, setAdding] = useState(false);
  const none = tc('forms.noValue');

  const status = (row: WageRegisterListItem) => <RegisterStatusBadge status={row.status} />;
  const period = (row: WageRegisterListItem) => formatPeriod(row.from_date, row.to_date);
  const entries = (row: WageRegisterListItem) =>
    t('list.entriesCompleted', { completed: row.entries_completed, total: row.total_entries });
  const columns: TableColumn<WageRegisterListItem>[] = compact
    ? [
        {
          header: t('list.columns.period'),
          cell: (row) => (
            <Stack gap={2} component="span">
              <span>{period(row)}</span>
              <Text span size="xs" c="dimmed" fw={400}>
                {entries(row)}
              </Text>
            </Stack>
          ),
        },
        { header: t('list.columns.status'), cell: status },
      ]
    : [
        { header: t('list.columns.period'), cell: period, td: () => ({ style: { whiteSpace: 'nowrap' } }) },
        { header: t('list.columns.status'), cell: status },
        { header: t('list.columns.entries'), cell: entries },
        {
          header: t('list.columns.gross'),
          cell: (row) => formatRupees(row.total_gross),
          td: () => ({ ta: 'right', style: { whiteSpace: 'nowrap' } }),
        },
        {
          header: t('list.columns.net'),
          cell: (row) => formatRupees(row.total_net_payment),
          td: () => ({ ta: 'right', style: { whiteSpace: 'nowrap' } }),
        },
        {
          header: t('list.columns.dateOfPayment'),
          cell: (row) => (row.date_of_payment ? formatDay(row.date_of_payment) : none),
        },
      ];

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.help')}
        breadcrumbs={[...place.trail, { label: t('list.title') }]}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <YearPager
              year={year}
              first={bounds.first}
              last={bounds.last}
              onChange={(next) => {
                setPage(1);
                setSearch({ year: String(next) }, { replace: true });
              }}
              label={String}
              previousLabel={(y) => t('list.previousYear', { year: y })}
              nextLabel={(y) => t('list.nextYear', { year: y })}
            />
            {list.data?.can_create && !place.establishment.locked ? (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
                {t('list.add')}
              </Button>
            ) : null}
          </Group>
          {list.isPending ? (
            <Loading />
          ) : list.error || !list.data ? (
            <LoadFailed>{failureText(list.error, t('list.loadFailed'))}</LoadFailed>
          ) : (
            <PagedTable
              label={t('list.tableLabel', { year })}
              rows={list.data.wage_registers}
              rowKey={(row) => row.id}
              serialOf={(row) => row.serial_no}
              hrefOf={(row) => registerPath(place, row.id)}
              rowProps={(row) => ({ 'data-status': registerStatusKey(row.status) })}
              columns={columns}
              empty={t('list.empty', { year })}
              minWidth={compact ? 0 : 860}
              paging={{
                page,
                onChange: setPage,
                maxCount: list.data.max_count,
                label: t('list.pages'),
                pageSize: WAGES_PAGE_SIZE,
              }}
            />
          )}
        </Stack>
      </Paper>
      <AddRegisterDialog
        establishmentId={place.establishment.id}
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(id, message) => {
          setAdding(false);
          notifyDone(message, t('add.created'));
          navigate(registerPath(place, id));
        }}
      />
    </>
  );
}
