import { ATTENDANCE_PAGE_SIZE, type AttendanceEntry } from '@anupalan/shared';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PagedTable, type TableColumn } from '../../../../components/data/PagedTable';
import { formatClock, formatHours } from '../../entry-values';

interface EntriesTableProps {
  entries: AttendanceEntry[];
  page: number;
  onPage: (page: number) => void;
  /** Entries that match the filter, in all pages. */
  maxCount: number;
  empty: string;
  /** Entries of this register can be saved at all (not paid, not closed). */
  editable: boolean;
  onOpen: (entry: AttendanceEntry) => void;
}

/** The register's entries, 25 a page: each worker's type, times (12-hour, '(Next Day)'), overtime and status. */
export function EntriesTable({
  entries,
  page,
  onPage,
  maxCount,
  empty,
  editable,
  onOpen,
}: EntriesTableProps) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  // A phone shows the day of each worker in one column, so that nothing needs sideways scrolling.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const none = tc('forms.noValue');
  const title = t('entries.title');
  const employee = {
    header: t('entries.columns.employee'),
    cell: (entry: AttendanceEntry) => (
      <Stack gap={0}>
        <Anchor
          component="button"
          type="button"
          fw={600}
          ta="left"
          onClick={() => onOpen(entry)}
          aria-label={t(editable && entry.can_edit ? 'entries.edit' : 'entries.view', {
            name: entry.employee_name,
          })}
        >
          {entry.employee_name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {entry.employee_code}
          {entry.subcontractor ? ` · ${entry.subcontractor.name}` : ''}
        </Text>
      </Stack>
    ),
  };
  const status = {
    header: t('entries.columns.status'),
    cell: (entry: AttendanceEntry) => (
      <Stack gap={4} align="flex-start">
        <Badge color={entry.status === 'Completed' ? 'green' : 'orange'} variant="light">
          {t(`filters.${entry.status}`)}
        </Badge>
        {entry.is_invalid ? (
          <Badge color="red" variant="light">
            {t('entries.invalid')}
          </Badge>
        ) : null}
      </Stack>
    ),
  };
  // On a phone the status goes under the worker's name, so two columns hold everything.
  const employeeWithStatus = {
    header: employee.header,
    cell: (entry: AttendanceEntry) => (
      <Stack gap={4} align="flex-start">
        {employee.cell(entry)}
        {status.cell(entry)}
      </Stack>
    ),
  };
  const outTime = (entry: AttendanceEntry) =>
    entry.out_time
      ? `${formatClock(entry.out_time)}${entry.out_next_day ? ` ${tc('forms.nextDay')}` : ''}`
      : none;
  const day = {
    header: t('entries.columns.day'),
    cell: (entry: AttendanceEntry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.type ? t(`types.${entry.type}`) : none}</Text>
        {entry.in_time ? (
          <Text size="xs" c="dimmed">
            {t('entries.times', { in: formatClock(entry.in_time), out: outTime(entry) })}
          </Text>
        ) : null}
        {Number(entry.overtime_hours) ? (
          <Text size="xs" c="dimmed">
            {t('entries.overtime', { hours: formatHours(entry.overtime_hours) })}
          </Text>
        ) : null}
      </Stack>
    ),
  };
  const fullColumns: TableColumn<AttendanceEntry>[] = [
    employee,
    {
      header: t('entries.columns.type'),
      cell: (entry) => (entry.type ? t(`types.${entry.type}`) : none),
    },
    {
      header: t('entries.columns.in'),
      cell: (entry) => formatClock(entry.in_time) || none,
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      header: t('entries.columns.out'),
      cell: (entry) =>
        entry.out_time ? (
          <>
            {formatClock(entry.out_time)}
            {entry.out_next_day ? (
              <Text span size="xs" c="dimmed" display="block">
                {tc('forms.nextDay')}
              </Text>
            ) : null}
          </>
        ) : (
          none
        ),
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      header: t('entries.columns.overtime'),
      cell: (entry) => (Number(entry.overtime_hours) ? formatHours(entry.overtime_hours) : none),
    },
    { header: t('entries.columns.setOfWork'), cell: (entry) => entry.set_of_work ?? none },
    status,
  ];
  return (
    <PagedTable
      label={title}
      rows={entries}
      rowKey={(entry) => entry.id}
      serialOf={(entry) => entry.serial_no}
      rowProps={(entry) => ({
        bg: entry.is_invalid ? 'var(--mantine-color-red-0)' : undefined,
        'data-status': entry.status,
      })}
      columns={compact ? [employeeWithStatus, day] : fullColumns}
      empty={empty}
      minWidth={compact ? 0 : 820}
      paging={{
        page,
        onChange: onPage,
        maxCount,
        label: t('entries.pages'),
        pageSize: ATTENDANCE_PAGE_SIZE,
      }}
    />
  );
}
