import { PROCESS_PAGE_SIZE, type ProcessListItem } from '@anupalan/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFiles, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePage } from '../../../../components/data/ListPagination';
import { PagedTable, type TableColumn } from '../../../../components/data/PagedTable';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { useProcessList } from '../../api/list-processes';
import type { IncidentPlace } from '../../context';
import { formatEvent, formatMoment, STATUS_COLORS } from '../../display';
import { DUE_COLORS, dueLook } from '../../due-look';
import { isStatusFilter, KINDS } from '../../kinds';
import { useFailureText } from '../../messages';
import { addPath, processPath } from '../../paths';
import { printPath } from '../../print';
import { DocumentsDialog } from '../detail/DocumentsDialog';
import { PrintDialog } from './PrintDialog';
import { StatusFilter } from './StatusFilter';
import { useSummary } from './summary';

/**
 * A kind's records (spec part 2, section 2): the status filter, one row a record (employee, event date, status,
 * steps done), Add for the contractor, View Documents, and the register's print (Form C, Form E) where it has one.
 */
export function ProcessList({ place }: { place: IncidentPlace }) {
  const { t } = useTranslation('incidents');
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const failureText = useFailureText();
  const kind = KINDS[place.kind];
  const [search, setSearch] = useSearchParams();
  const given = search.get('status');
  const status = isStatusFilter(given) ? given : 'All';
  const { page, setPage, settled } = usePage();
  const list = useProcessList(place.establishment.id, kind, status, settled);
  const [dialog, setDialog] = useState<'documents' | 'print' | null>(null);
  const summary = useSummary(place.kind);
  const title = t(`kinds.${place.kind}.title`);

  const employee = (row: ProcessListItem) => (
    <Stack gap={0} component="span">
      <span>{row.employee.name}</span>
      <Text span size="xs" c="dimmed" fw={400}>
        {row.employee.employee_code}
      </Text>
    </Stack>
  );
  const statusCell = (row: ProcessListItem) => (
    <Badge color={STATUS_COLORS[row.status]} variant="light" tt="none">
      {t(`status.${row.status}`)}
    </Badge>
  );
  const steps = (row: ProcessListItem) => {
    const done = t('list.stepsDone', {
      done: row.completed_steps,
      total: row.completed_steps + row.pending_steps,
    });
    if (row.status !== 'Ongoing' || !row.next_due_on) return done;
    const look = dueLook(row.next_due_on);
    return (
      <Stack gap={0} component="span">
        <span>{done}</span>
        <Text
          span
          size="xs"
          c={look === 'pending' ? 'dimmed' : `${DUE_COLORS[look]}.8`}
          fw={look === 'pending' ? 400 : 600}
        >
          {t(`list.nextDue.${look}`, { time: formatMoment(row.next_due_on) })}
        </Text>
      </Stack>
    );
  };
  const event = (row: ProcessListItem) => formatEvent(row.event_date, kind);
  const columns: TableColumn<ProcessListItem>[] = compact
    ? [
        { header: t('list.columns.employee'), cell: employee },
        {
          header: t('list.columns.status'),
          cell: (row) => (
            <Stack gap={4} align="flex-start">
              {statusCell(row)}
              <Text size="xs" c="dimmed">
                {event(row)}
              </Text>
              <Text size="xs" c="dimmed" component="div">
                {steps(row)}
              </Text>
            </Stack>
          ),
        },
      ]
    : [
        { header: t('list.columns.employee'), cell: employee },
        {
          header: t(`kinds.${place.kind}.eventColumn`),
          cell: event,
          td: () => ({ style: { whiteSpace: 'nowrap' } }),
        },
        { header: t(`kinds.${place.kind}.summaryColumn`), cell: (row) => summary(row.body) },
        { header: t('list.columns.status'), cell: statusCell, width: 120 },
        { header: t('list.columns.steps'), cell: steps },
      ];

  const print = kind.print;
  const canAdd = Boolean(list.data?.can_create) && !place.establishment.locked;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`kinds.${place.kind}.help`)}
        breadcrumbs={[...place.trail, { label: title }]}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <StatusFilter
              compact={compact}
              value={status}
              onChange={(next) => {
                setPage(1);
                setSearch(next === 'All' ? {} : { status: next }, { replace: true });
              }}
            />
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconFiles size={18} aria-hidden />}
                onClick={() => setDialog('documents')}
              >
                {t('documents.open')}
              </Button>
              {print ? (
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={18} aria-hidden />}
                  onClick={() => setDialog('print')}
                >
                  {t(`print.${print}.button`)}
                </Button>
              ) : null}
              {canAdd ? (
                <Button component={Link} to={addPath(place)} leftSection={<IconPlus size={18} aria-hidden />}>
                  {t('list.add')}
                </Button>
              ) : null}
            </Group>
          </Group>
          {list.isPending ? (
            <Loading />
          ) : list.error || !list.data ? (
            <LoadFailed>{failureText(list.error, t('list.loadFailed'))}</LoadFailed>
          ) : (
            <PagedTable
              label={t('list.tableLabel', { title })}
              rows={list.data.items}
              rowKey={(row) => row.id}
              serialOf={(row) => row.serial_no}
              hrefOf={(row) => processPath(place, row.id)}
              rowProps={(row) => ({ 'data-status': row.status })}
              columns={columns}
              empty={t(`kinds.${place.kind}.empty`)}
              minWidth={compact ? 0 : 820}
              paging={{
                page,
                onChange: setPage,
                maxCount: list.data.max_count,
                label: t('list.pages'),
                pageSize: PROCESS_PAGE_SIZE,
              }}
            />
          )}
        </Stack>
      </Paper>
      <DocumentsDialog
        documentsId={kind.documentsId}
        opened={dialog === 'documents'}
        onClose={() => setDialog(null)}
      />
      {print ? (
        <PrintDialog
          opened={dialog === 'print'}
          onClose={() => setDialog(null)}
          title={t(`print.${print}.title`)}
          help={t(`print.${print}.help`)}
          onPrint={(from, to) => {
            window.open(printPath(print, place.establishment.id, from, to), '_blank', 'noopener');
          }}
        />
      ) : null}
    </>
  );
}
