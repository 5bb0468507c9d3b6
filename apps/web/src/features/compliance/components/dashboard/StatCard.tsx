import { Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StatCardProps {
  label: string;
  /** The number; absent while it loads or when it cannot be had. */
  value?: number;
  pending?: boolean;
  /** Said instead of a number that cannot be had (never a made-up 0). */
  unavailable?: string;
  color: string;
}

/** One figure of the dashboard's summary: a large number under its label. */
export function StatCard({ label, value, pending, unavailable, color }: StatCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      role="group"
      aria-label={label}
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" fw={600} tt="uppercase" lh={1.3}>
        {label}
      </Text>
      {pending ? (
        <Loader size="sm" mt="xs" aria-label={t('common.loading')} />
      ) : unavailable !== undefined || value === undefined ? (
        <Text size="sm" c="dimmed" mt="xs">
          {unavailable}
        </Text>
      ) : (
        <Text fz={{ base: 26, sm: 34 }} fw={700} c={`${color}.8`} lh={1.2}>
          {value}
        </Text>
      )}
    </Paper>
  );
}
