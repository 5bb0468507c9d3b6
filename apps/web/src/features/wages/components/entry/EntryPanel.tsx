import type { WageRegister } from '@anupalan/shared';
import { WAGE_MESSAGES } from '@anupalan/shared';
import { Alert, Button, Drawer, Group, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { LogsDrawer } from '../../../../forms/display/LogsDrawer';
import { translateMessage } from '../../../../i18n/messages';
import { canSaveEntry } from '../../access';
import { useSaveWageEntry, useWageEntry } from '../../api/entries';
import { formatPeriod } from '../../display';
import { useFailureText, useNotifyDone, useNotifyFailure } from '../../messages';
import { EntryStatusBadge } from '../StatusBadges';
import { ComputedFacts, EnteredFacts } from './EntryFacts';
import { EntryForm } from './EntryForm';

export interface PanelState {
  employeeId: string;
  /** Start / Resume: the pending workers in order, walked one after another. */
  queue: string[] | null;
}

interface EntryPanelProps {
  establishmentId: string;
  register: WageRegister;
  state: PanelState | null;
  onState: (state: PanelState | null) => void;
}

/**
 * The side panel of one worker's wage entry: what the server computed (read-only), the earnings and deductions
 * for whoever may edit it, the facts for the rest, and its logs. While walking the pending entries (Start /
 * Resume) a submit moves to the next one; the panel closes after the last.
 */
export function EntryPanel({ establishmentId, register, state, onState }: EntryPanelProps) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const employeeId = state?.employeeId ?? null;
  const entry = useWageEntry(establishmentId, register.id, employeeId);
  const save = useSaveWageEntry(establishmentId, register.id);
  const notifyFailure = useNotifyFailure();
  const notifyDone = useNotifyDone();
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
      notifyDone(saved.message, WAGE_MESSAGES.saved);
      close();
    } catch (error) {
      notifyFailure(error, WAGE_MESSAGES.submitFailed);
      throw error;
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
          <LoadFailed>{failureText(entry.error, t('entry.loadFailed'))}</LoadFailed>
        ) : (
          <Stack gap="md">
            <Group gap="xs" justify="space-between">
              <Group gap="xs">
                <EntryStatusBadge status={found.status} />
                <Text size="sm" c="dimmed">
                  {formatPeriod(found.period_start, found.period_end)}
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
            {found.problems.length > 0 ? (
              <Alert color="red" title={t('entry.problemsTitle')} role="alert">
                <List size="sm">
                  {found.problems.map((problem) => (
                    <List.Item key={problem}>{translateMessage(tc, problem)}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <ComputedFacts entry={found} />
            {canSaveEntry(register, found) ? (
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
                focusFirst={queue !== null && position > 0}
              />
            ) : (
              <EnteredFacts entry={found} />
            )}
            <Group>
              <Button
                variant="default"
                leftSection={<IconHistory size={16} aria-hidden />}
                onClick={() => setLogsOpen(true)}
              >
                {tc('logs.view')}
              </Button>
            </Group>
          </Stack>
        )}
      </Drawer>
      {found ? (
        <LogsDrawer
          opened={logsOpen}
          onClose={() => setLogsOpen(false)}
          url="/api/audit/wage-entries"
          query={{ register_id: register.id, establishment_employee_id: found.establishment_employee_id }}
        />
      ) : null}
    </>
  );
}
