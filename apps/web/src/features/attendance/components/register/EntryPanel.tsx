import type { AttendanceEntry } from '@anupalan/shared';
import { Alert, Badge, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { useProceed } from '../../../../components/feedback/use-proceed';
import { LogsDrawer } from '../../../../forms/display/LogsDrawer';
import { translateMessage } from '../../../../i18n/messages';
import { notifySuccess } from '../../../../lib/notify';
import { useEntry, useRemoveEntry, useSaveEntry } from '../../api/entries';
import { formatClock, formatHours } from '../../entry-values';
import { formatDay } from '../../format';
import { useFailureText, useNotifyFailure } from '../../messages';
import { EntryForm } from './EntryForm';

export interface PanelState {
  employeeId: string;
  /** Start / Resume: the pending workers in order, walked one after another. */
  queue: string[] | null;
}

interface EntryPanelProps {
  establishmentId: string;
  registerId: string;
  /** Entries of this register can be saved at all (not paid, not closed). */
  editable: boolean;
  state: PanelState | null;
  onState: (state: PanelState | null) => void;
}

/** What an entry holds, for whoever may only read it. */
function EntryFacts({ entry }: { entry: AttendanceEntry }) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const none = tc('forms.noValue');
  const rows: [string, string][] = [
    [t('entry.type'), entry.type ? t(`types.${entry.type}`) : none],
    [t('entry.inTime'), formatClock(entry.in_time) || none],
    [
      t('entry.outTime'),
      entry.out_time
        ? `${formatClock(entry.out_time)}${entry.out_next_day ? ` ${tc('forms.nextDay')}` : ''}`
        : none,
    ],
    [t('entry.rest'), entry.rest_minutes ? String(entry.rest_minutes) : none],
    [t('entry.overtime'), Number(entry.overtime_hours) ? formatHours(entry.overtime_hours) : none],
    [t('entry.setOfWork'), entry.set_of_work ?? none],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The side panel of one worker's entry: the form for whoever may edit it, the facts for the rest, its logs, and
 * removing it when the worker was not employed that day. While walking the pending entries (Start / Resume) a
 * submit moves to the next one; the panel closes after the last.
 */
export function EntryPanel({ establishmentId, registerId, editable, state, onState }: EntryPanelProps) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const employeeId = state?.employeeId ?? null;
  const entry = useEntry(establishmentId, registerId, employeeId);
  const save = useSaveEntry(establishmentId, registerId);
  const remove = useRemoveEntry(establishmentId, registerId);
  const proceed = useProceed();
  const notifyFailure = useNotifyFailure();
  const failureText = useFailureText();
  const [logsOpen, setLogsOpen] = useState(false);
  const queue = state?.queue ?? null;
  const position = queue && employeeId ? queue.indexOf(employeeId) : -1;
  const close = () => onState(null);

  const submit = async (values: Parameters<typeof save.mutateAsync>[0]['values']) => {
    if (!employeeId) return;
    try {
      const saved = await save.mutateAsync({ employeeId, values });
      const next = queue && position >= 0 ? queue[position + 1] : undefined;
      if (queue && next) {
        onState({ employeeId: next, queue });
        return;
      }
      notifySuccess(translateMessage(tc, saved.message));
      close();
    } catch (error) {
      notifyFailure(error, tc('forms.editFailed'));
      throw error;
    }
  };

  const removeInvalid = async (found: AttendanceEntry) => {
    if (!(await proceed(t('entry.removeQuestion', { name: found.employee_name })))) return;
    try {
      const { message } = await remove.mutateAsync(found.establishment_employee_id);
      notifySuccess(translateMessage(tc, message));
      close();
    } catch (error) {
      notifyFailure(error, t('entry.removeFailed'));
    }
  };

  const found = entry.data;
  const title = found ? `${found.employee_name} (${found.employee_code})` : t('entry.title');
  return (
    <>
      <Drawer
        opened={state !== null}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={title}
      >
        {entry.isPending ? (
          <Loading py="lg" />
        ) : entry.error || !found ? (
          <LoadFailed>{failureText(entry.error, t('calendar.loadFailed'))}</LoadFailed>
        ) : (
          <Stack gap="md">
            <Group gap="xs" justify="space-between">
              <Group gap="xs">
                <Badge color={found.status === 'Completed' ? 'green' : 'orange'} variant="light">
                  {t(`filters.${found.status}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDay(found.register_date)}
                </Text>
              </Group>
              {queue && position >= 0 ? (
                <Text size="sm" fw={600} aria-live="polite">
                  {t('entry.progress', { n: position + 1, total: queue.length })}
                </Text>
              ) : null}
            </Group>
            {found.subcontractor ? (
              <Text size="sm">{t('entry.employer', { name: found.subcontractor.name })}</Text>
            ) : null}
            {found.is_invalid ? (
              <Alert color="red" title={t('entry.invalidTitle')}>
                {t('entry.invalidHelp', {
                  joined: formatDay(found.employee_start_date),
                  exited: found.employee_exit_date
                    ? formatDay(found.employee_exit_date)
                    : tc('forms.noValue'),
                })}
              </Alert>
            ) : null}
            {editable && found.can_edit && !found.is_invalid ? (
              <EntryForm
                key={found.id}
                entry={found}
                saving={save.isPending}
                submitLabel={
                  queue && position >= 0 && position + 1 < queue.length
                    ? t('entry.submitNext')
                    : tc('forms.submit')
                }
                onSubmit={submit}
              />
            ) : (
              <EntryFacts entry={found} />
            )}
            <Group justify="space-between" gap="sm">
              <Button
                variant="default"
                leftSection={<IconHistory size={16} aria-hidden />}
                onClick={() => setLogsOpen(true)}
              >
                {tc('logs.view')}
              </Button>
              {found.is_invalid && found.can_edit ? (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={remove.isPending}
                  onClick={() => void removeInvalid(found)}
                >
                  {t('entry.remove')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        )}
      </Drawer>
      {found ? (
        <LogsDrawer
          opened={logsOpen}
          onClose={() => setLogsOpen(false)}
          url="/api/audit/attendance-entries"
          query={{ register_id: registerId, establishment_employee_id: found.establishment_employee_id }}
        />
      ) : null}
    </>
  );
}
