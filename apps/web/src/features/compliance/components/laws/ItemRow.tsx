import { type ComplianceItem, type DueStatus, dueStatus } from '@anupalan/shared';
import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATUS_COLOR = { overdue: 'red', today: 'orange', dueIn: 'yellow' } as const;

/**
 * One violation or warning: severity, details, due date and status ('Overdue by N Day(s)', 'Due in N Day(s)',
 * 'Due Today'). With a link it opens the page that puts it right; without one it says why it does not.
 */
export function ItemRow({
  item,
  href,
  dueOn,
}: {
  item: ComplianceItem;
  href?: string;
  dueOn: string | null;
}) {
  const { t } = useTranslation('compliance');
  const status: DueStatus | null = item.dueOn ? dueStatus(item.dueOn) : null;
  const content = (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
      <Box miw={0}>
        <Group gap={6} mb={4}>
          <Badge
            color={item.severity === 'violation' ? 'red' : 'orange'}
            variant="filled"
            size="sm"
            tt="none"
          >
            {t(`severity.${item.severity}`)}
          </Badge>
          {status ? (
            <Badge color={STATUS_COLOR[status.kind]} variant="light" size="sm" tt="none">
              {status.kind === 'today'
                ? t('items.dueToday')
                : t(`items.${status.kind}`, { days: status.days })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" fw={500}>
          {item.details}
        </Text>
        {dueOn ? (
          <Text size="xs" c="dimmed">
            {t('items.dueOn', { date: dueOn })}
          </Text>
        ) : null}
        {href ? null : (
          <Group gap={4} mt={4} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="xs">{t('items.contractorOnly')}</Text>
          </Group>
        )}
      </Box>
      {href ? <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} /> : null}
    </Group>
  );
  const frame = {
    p: 'sm',
    style: {
      border: '1px solid var(--mantine-color-default-border)',
      borderLeft: `4px solid var(--mantine-color-${item.severity === 'violation' ? 'red' : 'orange'}-6)`,
      borderRadius: 'var(--mantine-radius-sm)',
      display: 'block',
    },
  } as const;
  return href ? (
    <UnstyledButton component={Link} to={href} {...frame} data-testid="compliance-item">
      {content}
    </UnstyledButton>
  ) : (
    <Box {...frame} data-testid="compliance-item">
      {content}
    </Box>
  );
}
