import { WAGES_PAGE_SIZE, type WageEntryRow, type WageRegister } from '@anupalan/shared';
import { ActionIcon, Anchor, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconDots,
  IconEye,
  IconFileDownload,
  IconHistory,
  IconPencil,
  IconRotate,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type TableColumn } from '../../../../components/data/PagedTable';
import { type EntryAction, entryActions } from '../../access';
import { formatRupees } from '../../display';
import { EntryStatusBadge, useSkillText } from '../StatusBadges';

interface EntriesTableProps {
  register: WageRegister;
  entries: WageEntryRow[];
  page: number;
  onPage: (page: number) => void;
  maxCount: number;
  empty: string;
  onAction: (action: EntryAction, row: WageEntryRow) => void;
}

const ICONS: Record<EntryAction, ReactNode> = {
  edit: <IconPencil size={16} aria-hidden />,
  view: <IconEye size={16} aria-hidden />,
  revise: <IconRotate size={16} aria-hidden />,
  payslip: <IconFileDownload size={16} aria-hidden />,
  logs: <IconHistory size={16} aria-hidden />,
};

const money = { td: () => ({ ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } }) };

/**
 * The register's entries, 25 a page (spec part 2, section 2): Employee Code, Employee Name, Skill Category, Gross
 * Wages, Total Deductions, Net Payment, Status and a row action menu. On a phone a worker's row is two columns.
 */
export function EntriesTable({
  register,
  entries,
  page,
  onPage,
  maxCount,
  empty,
  onAction,
}: EntriesTableProps) {
  const { t } = useTranslation('wages');
  const compact = useMediaQuery('(max-width: 48em)') ?? false;

  const status = (row: WageEntryRow) => <EntryStatusBadge status={row.status} />;
  const skill = useSkillText();
  const name = (row: WageEntryRow) => {
    const actions = entryActions(row, register);
    const open = actions.find((a) => a === 'edit' || a === 'view');
    return open ? (
      <Anchor
        component="button"
        type="button"
        fw={600}
        ta="left"
        onClick={() => onAction(open, row)}
        aria-label={t(open === 'edit' ? 'entries.edit' : 'entries.view', { name: row.employee_name })}
      >
        {row.employee_name}
      </Anchor>
    ) : (
      <Text fw={600} size="sm">
        {row.employee_name}
      </Text>
    );
  };
  const menu = (row: WageEntryRow) => (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('entries.actionsOf', { name: row.employee_name })}>
          <IconDots aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entryActions(row, register).map((action) => (
          <Menu.Item key={action} leftSection={ICONS[action]} onClick={() => onAction(action, row)}>
            {t(`entries.actions.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
  const actionsColumn = { header: t('entries.columns.actions'), cell: menu, width: 64 };

  const full: TableColumn<WageEntryRow>[] = [
    { header: t('entries.columns.code'), cell: (row) => row.employee_code },
    {
      header: t('entries.columns.name'),
      cell: (row) => (
        <Stack gap={0}>
          {name(row)}
          {row.subcontractor ? (
            <Text size="xs" c="dimmed">
              {row.subcontractor.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { header: t('entries.columns.skill'), cell: (row) => skill(row.skill_category) },
    { header: t('entries.columns.gross'), cell: (row) => formatRupees(row.gross_wages), ...money },
    { header: t('entries.columns.deductions'), cell: (row) => formatRupees(row.total_deductions), ...money },
    { header: t('entries.columns.net'), cell: (row) => formatRupees(row.net_payment), ...money },
    { header: t('entries.columns.status'), cell: status, width: 150 },
    actionsColumn,
  ];
  const phone: TableColumn<WageEntryRow>[] = [
    {
      header: t('entries.columns.name'),
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          {name(row)}
          <Text size="xs" c="dimmed">
            {row.employee_code} · {skill(row.skill_category)}
          </Text>
          {status(row)}
        </Stack>
      ),
    },
    {
      header: t('entries.columns.net'),
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatRupees(row.net_payment)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('entries.grossShort', { amount: formatRupees(row.gross_wages) })}
          </Text>
        </Stack>
      ),
      td: () => ({ ta: 'right' }),
    },
    actionsColumn,
  ];
  return (
    <PagedTable
      label={t('entries.title')}
      rows={entries}
      rowKey={(row) => row.id}
      serialOf={compact ? undefined : (row) => row.serial_no}
      rowProps={(row) => ({ 'data-status': row.status, 'data-code': row.employee_code })}
      columns={compact ? phone : full}
      empty={empty}
      minWidth={compact ? 0 : 980}
      paging={{ page, onChange: onPage, maxCount, label: t('entries.pages'), pageSize: WAGES_PAGE_SIZE }}
    />
  );
}
