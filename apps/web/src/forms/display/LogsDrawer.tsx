import { DEFAULT_PAGE_SIZE } from '@anupalan/shared';
import { Badge, Drawer, Group, Pagination, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/feedback/QueryState';
import { translateMessage } from '../../i18n/messages';
import { type AuditEntry, useAuditLog } from '../api/get-audit-log';
import { formatInstant } from './format';

const ACTION_COLORS: Record<string, string> = { Created: 'green', Updated: 'blue', Deleted: 'red' };

interface LogsDrawerProps {
  opened: boolean;
  onClose: () => void;
  url: string;
  query: Record<string, string>;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge color={ACTION_COLORS[entry.action] ?? 'gray'} variant="light">
          {translateMessage(t, entry.action)}
        </Badge>
        <Text size="sm" fw={600}>
          {translateMessage(t, entry.entity)}
        </Text>
      </Group>
      {entry.description ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.description}
        </Text>
      ) : null}
      {entry.changes.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('logs.changed', { fields: entry.changes.join(', ') })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('logs.byAt', { user: entry.user ?? t('logs.system'), time: formatInstant(entry.created_on) })}
      </Text>
    </Stack>
  );
}

/** The 'Logs' side panel: a record's audit trail, newest first, a page at a time. Esc closes it. */
export function LogsDrawer({ opened, onClose, url, query }: LogsDrawerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAuditLog(url, query, page, opened);
  const total = Math.ceil((data?.[0]?.max_count ?? 0) / DEFAULT_PAGE_SIZE);

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('logs.title')} size="md">
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Text c="red">{t('logs.failed')}</Text>
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('common.noResults')}</Text>
      ) : (
        <Stack gap="lg">
          <Timeline bulletSize={14} lineWidth={2}>
            {data.map((entry) => (
              <Timeline.Item key={entry.id}>
                <Entry entry={entry} />
              </Timeline.Item>
            ))}
          </Timeline>
          {total > 1 ? (
            <Pagination
              total={total}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label={t('logs.pages')}
            />
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
