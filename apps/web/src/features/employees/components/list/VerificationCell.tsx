import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The employee's verification forms: a warning while fewer are uploaded than are due (verified differs from
 * form_count), a green tick once all are.
 */
export function VerificationCell({ verified, total }: { verified: number; total: number }) {
  const { t } = useTranslation('employees');
  if (verified !== total) {
    return (
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconAlertTriangle size={14} aria-hidden />}
        title={t('list.verificationPending', { verified, total })}
        tt="none"
        miw="max-content"
        role="status"
      >
        {t('list.verificationCount', { verified, total })}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
      <Text size="sm">{t('list.verificationCount', { verified, total })}</Text>
    </Group>
  );
}
