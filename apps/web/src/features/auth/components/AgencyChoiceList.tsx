import type { SessionEntry } from '@anupalan/shared';
import { Badge, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { agencyIdOf, agencyOf } from '../../../lib/session/session';

/** The key of a choice: its agency id, or 'admin' for acting without an agency. */
export function choiceKey(agencyId: string | null): string {
  return agencyId ?? 'admin';
}

interface AgencyChoiceListProps {
  entries: SessionEntry[];
  onChoose: (entry: SessionEntry) => void;
  /** The choice being applied. */
  pendingKey?: string;
}

/** The agencies a user may act for (name and type), or 'Admin' for a platform admin without an agency. */
export function AgencyChoiceList({ entries, onChoose, pendingKey }: AgencyChoiceListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const key = choiceKey(agencyIdOf(entry));
        const agency = agencyOf(entry);
        const name = agency?.body.name ?? t('agencyChoice.admin');
        return (
          <li key={key}>
            <UnstyledButton
              w="100%"
              onClick={() => onChoose(entry)}
              disabled={entry.is_current || pendingKey !== undefined}
              aria-current={entry.is_current ? 'true' : undefined}
            >
              <Paper
                withBorder
                p="md"
                radius="md"
                bg={entry.is_current ? 'var(--mantine-color-brand-0)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {entry.is_current ? (
                      <Text size="sm" c="dimmed">
                        {t('agencyChoice.current')}
                      </Text>
                    ) : null}
                  </Stack>
                  {pendingKey === key ? (
                    <Loader size="sm" aria-label={t('common.loading')} />
                  ) : (
                    <Badge variant="light" size="lg" style={{ flexShrink: 0, overflow: 'visible' }}>
                      {t(`roles.${entry.role}`)}
                    </Badge>
                  )}
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
