import {
  WAGE_BULK_MESSAGES,
  WAGE_ENTRY_FILTERS,
  WAGE_MESSAGES,
  type WageEntryFilter,
  type WageEntryRow,
  type WageRegisterDetail,
} from '@anupalan/shared';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  IconBan,
  IconFileSpreadsheet,
  IconFileText,
  IconHistory,
  IconPlayerPlay,
  IconRefresh,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageAction, PageHeader } from '../../../../components/layout/PageHeader';
import { LogsDrawer } from '../../../../forms/display/LogsDrawer';
import { translateMessage } from '../../../../i18n/messages';
import { notifyError } from '../../../../lib/notify';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EntryAction } from '../../access';
import { downloadWageCsv, useUploadWageCsv } from '../../api/bulk';
import { getPendingEntryIds } from '../../api/get-register';
import type { WagePlace } from '../../context';
import { formatPeriod } from '../../display';
import { useNotifyDone, useNotifyFailure } from '../../messages';
import { formBPrintPath, listPath, payslipPrintPath, payslipsPrintPath, reportPath } from '../../paths';
import { EntryPanel, type PanelState } from '../entry/EntryPanel';
import { RegisterStatusBadge } from '../StatusBadges';
import { EntriesTable } from './EntriesTable';
import { FileDialog } from './FileDialog';
import { PayslipsDialog } from './PayslipsDialog';
import { ReasonDialog } from './ReasonDialog';
import { RegisterBanners } from './RegisterBanners';
import { RegisterSteps } from './RegisterSteps';
import { RegisterTotals } from './RegisterTotals';
import { useRegisterActions } from './use-register-actions';

type Dialog = 'payslips' | 'signed' | 'csv' | 'reopen' | 'logs' | null;

interface WageRegisterViewProps {
  place: WagePlace;
  detail: WageRegisterDetail;
  filter: WageEntryFilter;
  onFilter: (filter: WageEntryFilter) => void;
  search: string;
  onSearch: (text: string) => void;
  page: number;
  onPage: (page: number) => void;
}

const openWindow = (path: string) => window.open(path, '_blank', 'noopener');

/**
 * A loaded wage register (spec part 2, section 2): its banners, steps, totals once paid and signed, the counts with
 * Start or Resume, the status and name-or-code filters, the entries with their row menus, the side panel and the
 * modals. What the caller may do comes from the server (can_edit_entries, start_label, can_cancel, ...).
 */
export function WageRegisterView(props: WageRegisterViewProps) {
  const { place, detail, filter, onFilter, search, onSearch, page, onPage } = props;
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const role = useCurrentEntry()?.role ?? null;
  const { wage_registers: register, wage_entries: entries, wage_status: counts } = detail;
  const actions = useRegisterActions(place, register);
  const csvUpload = useUploadWageCsv(place.establishment.id, register.id);
  const notifyFailure = useNotifyFailure();
  const notifyDone = useNotifyDone();
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [revising, setRevising] = useState<WageEntryRow | null>(null);
  const [entryLogs, setEntryLogs] = useState<WageEntryRow | null>(null);
  const [starting, setStarting] = useState(false);
  const establishmentId = place.establishment.id;
  const period = formatPeriod(register.from_date, register.to_date);
  const back = listPath(place, Number(register.from_date.slice(0, 4)));
  const listTitle = t('list.title');
  const contractor = role === 'Contractor';
  const pendingRefusal = () =>
    notifyError(tc('common.error'), translateMessage(tc, WAGE_MESSAGES.entriesPending));

  const start = async () => {
    setStarting(true);
    try {
      const ids = await getPendingEntryIds(establishmentId, register.id);
      if (ids[0]) setPanel({ employeeId: ids[0], queue: ids });
    } catch (error) {
      notifyFailure(error, t('register.loadFailed'));
    } finally {
      setStarting(false);
    }
  };

  const csvDownload = async () => {
    try {
      await downloadWageCsv(establishmentId, register.id);
    } catch (error) {
      notifyFailure(error, WAGE_MESSAGES.downloadFailed);
    }
  };

  const onAction = (action: EntryAction, row: WageEntryRow) => {
    const employeeId = row.establishment_employee_id;
    if (action === 'edit' || action === 'view') setPanel({ employeeId, queue: null });
    else if (action === 'revise') setRevising(row);
    else if (action === 'payslip') openWindow(payslipPrintPath(establishmentId, register.id, employeeId));
    else setEntryLogs(row);
  };

  const menu: PageAction[] = [
    ...(register.can_edit_entries && contractor
      ? [
          {
            label: t('menu.uploadCsv'),
            icon: <IconUpload size={16} aria-hidden />,
            onClick: () => setDialog('csv'),
          },
        ]
      : []),
    {
      label: t('menu.downloadCsv'),
      icon: <IconFileSpreadsheet size={16} aria-hidden />,
      onClick: () => void csvDownload(),
    },
    {
      label: t('menu.report'),
      icon: <IconFileText size={16} aria-hidden />,
      onClick: () => openWindow(reportPath(establishmentId, register.id)),
    },
    ...(register.can_reopen
      ? [
          {
            label: t('menu.reopen'),
            icon: <IconRefresh size={16} aria-hidden />,
            onClick: () => setDialog('reopen'),
          },
        ]
      : []),
    ...(register.can_cancel
      ? [
          {
            label: t('menu.cancel'),
            icon: <IconBan size={16} aria-hidden />,
            color: 'red',
            onClick: () => void actions.cancelRegister(),
          },
        ]
      : []),
    ...(register.can_delete
      ? [
          {
            label: t('menu.delete'),
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            onClick: () => void actions.deleteRegister(),
          },
        ]
      : []),
    { label: tc('logs.view'), icon: <IconHistory size={16} aria-hidden />, onClick: () => setDialog('logs') },
  ];

  return (
    <>
      <PageHeader
        title={t('register.title', { period })}
        subtitle={t('register.help')}
        backTo={back}
        breadcrumbs={[...place.trail, { label: listTitle, to: back }, { label: period }]}
        actions={menu}
      />
      <Stack gap="md">
        <RegisterBanners register={register} counts={counts} />
        <RegisterSteps
          register={register}
          contractor={contractor}
          onDownloadPayslips={() =>
            register.step === 0
              ? pendingRefusal()
              : openWindow(payslipsPrintPath(establishmentId, register.id))
          }
          onConfirmPayslips={() =>
            register.step === 0 || counts.pending > 0 ? pendingRefusal() : setDialog('payslips')
          }
          onDownloadFormB={() => openWindow(formBPrintPath(establishmentId, register.id))}
          onUploadSigned={() => setDialog('signed')}
        />
        {register.status === 'paid_and_signed' ? <RegisterTotals register={register} /> : null}
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  <RegisterStatusBadge status={register.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('register.counts', { completed: counts.completed, total: counts.total })}
                </Text>
              </Stack>
              {register.can_edit_entries && register.start_label ? (
                <Button
                  leftSection={<IconPlayerPlay size={18} aria-hidden />}
                  loading={starting}
                  onClick={() => void start()}
                >
                  {register.start_label === 'Start' ? t('register.start') : t('register.resume')}
                </Button>
              ) : null}
            </Group>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={t('filters.label')}
                data={WAGE_ENTRY_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
                value={filter}
                onChange={(value) => onFilter((value ?? 'All') as WageEntryFilter)}
                allowDeselect={false}
                w={{ base: '100%', xs: 280 }}
              />
              <TextInput
                label={t('filters.nameOrCode')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => onSearch(event.currentTarget.value)}
                w={{ base: '100%', xs: 280 }}
                type="search"
              />
            </Group>
            <EntriesTable
              register={register}
              entries={entries}
              page={page}
              onPage={onPage}
              maxCount={entries[0]?.max_count ?? 0}
              empty={filter === 'All' && !search.trim() ? t('entries.empty') : t('entries.noMatch')}
              onAction={onAction}
            />
          </Stack>
        </Paper>
      </Stack>
      <EntryPanel establishmentId={establishmentId} register={register} state={panel} onState={setPanel} />
      <PayslipsDialog
        key={dialog === 'payslips' ? 'open' : 'shut'}
        opened={dialog === 'payslips'}
        period={period}
        saving={actions.confirmingPayslips}
        onClose={() => setDialog(null)}
        onConfirm={async (values) => {
          await actions.confirmPayslips(values);
          setDialog(null);
        }}
      />
      <FileDialog
        opened={dialog === 'signed'}
        onClose={() => setDialog(null)}
        title={t('signed.title')}
        help={t('signed.help')}
        extensions={['.pdf', '.jpg', '.jpeg', '.png']}
        placeholder={t('signed.choose')}
        failedMessage={WAGE_MESSAGES.uploadFailed}
        send={actions.uploadSigned}
      />
      <FileDialog
        opened={dialog === 'csv'}
        onClose={() => setDialog(null)}
        title={t('csv.title')}
        help={t('csv.help')}
        extensions={['.csv']}
        placeholder={t('csv.choose')}
        failedMessage={WAGE_BULK_MESSAGES.uploadFailed}
        send={async (file) => {
          const { message } = await csvUpload.mutateAsync(file);
          notifyDone(message, WAGE_BULK_MESSAGES.uploadSucceeded);
        }}
      />
      <ReasonDialog
        key={dialog === 'reopen' ? 'reopen-open' : 'reopen-shut'}
        opened={dialog === 'reopen'}
        title={t('reopen.title')}
        help={t('reopen.help', { period })}
        confirmLabel={t('reopen.confirm')}
        saving={actions.reopening}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          if (await actions.reopenRegister(reason)) setDialog(null);
        }}
      />
      <ReasonDialog
        key={revising ? `revise-${revising.id}` : 'revise-shut'}
        opened={revising !== null}
        title={t('revise.title')}
        help={t('revise.help', { name: revising?.employee_name ?? '', code: revising?.employee_code ?? '' })}
        confirmLabel={t('revise.confirm')}
        saving={actions.revising}
        onClose={() => setRevising(null)}
        onConfirm={async (reason) => {
          if (!revising) return;
          const employeeId = revising.establishment_employee_id;
          if (await actions.reviseEntry(employeeId, reason)) {
            setRevising(null);
            // The revised entry must be submitted again: its panel opens at once.
            setPanel({ employeeId, queue: null });
          }
        }}
      />
      <LogsDrawer
        opened={dialog === 'logs'}
        onClose={() => setDialog(null)}
        url={`/api/audit/wage-registers/${encodeURIComponent(register.id)}`}
        query={{}}
      />
      {entryLogs ? (
        <LogsDrawer
          opened
          onClose={() => setEntryLogs(null)}
          url="/api/audit/wage-entries"
          query={{ register_id: register.id, establishment_employee_id: entryLogs.establishment_employee_id }}
        />
      ) : null}
    </>
  );
}
