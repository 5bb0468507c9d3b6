import {
  WAGE_ENTRY_FILTERS,
  WAGE_MESSAGES,
  type WageEntryFilter,
  type WageEntryRow,
  type WageRegisterDetail,
} from '@anupalan/shared';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { LogsDrawer } from '../../../../forms/display/LogsDrawer';
import { translateMessage } from '../../../../i18n/messages';
import { notifyError } from '../../../../lib/notify';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EntryAction } from '../../access';
import { getPendingEntryIds } from '../../api/get-register';
import type { WagePlace } from '../../context';
import { formatPeriod } from '../../display';
import { useNotifyFailure } from '../../messages';
import { formBPrintPath, listPath, payslipPrintPath, payslipsPrintPath } from '../../paths';
import { EntryPanel, type PanelState } from '../entry/EntryPanel';
import { RegisterStatusBadge } from '../StatusBadges';
import { EntriesTable } from './EntriesTable';
import { ReasonDialog } from './ReasonDialog';
import { RegisterBanners } from './RegisterBanners';
import { type RegisterDialog, RegisterDialogs } from './RegisterDialogs';
import { RegisterSteps } from './RegisterSteps';
import { RegisterTotals } from './RegisterTotals';
import { openWindow, useRegisterMenu } from './register-menu';
import { useRegisterActions } from './use-register-actions';

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
  const notifyFailure = useNotifyFailure();
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [dialog, setDialog] = useState<RegisterDialog>(null);
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

  const onAction = (action: EntryAction, row: WageEntryRow) => {
    const employeeId = row.establishment_employee_id;
    if (action === 'edit' || action === 'view') setPanel({ employeeId, queue: null });
    else if (action === 'revise') setRevising(row);
    else if (action === 'payslip') openWindow(payslipPrintPath(establishmentId, register.id, employeeId));
    else setEntryLogs(row);
  };

  const menu = useRegisterMenu(place, register, { contractor, openDialog: setDialog, actions });

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
      <RegisterDialogs
        place={place}
        register={register}
        open={dialog}
        onClose={() => setDialog(null)}
        actions={actions}
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
