import { dueStatus, formatDate } from '@anupalan/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { overdue: 'red', today: 'orange', dueIn: 'yellow' } as const;

/**
 * Whether a requirement is in: the day it was submitted, or where its due date stands today in India
 * ('Overdue by N Day(s)', 'Due in N Day(s)', 'Due Today').
 */
export function DueStatus({ dueOn, submittedOn }: { dueOn: string; submittedOn: string | null }) {
  const { t } = useTranslation('establishments');
  if (submittedOn) {
    return (
      <Badge color="green" variant="light" tt="none">
        {t('requirements.submittedOn', { date: formatDate(submittedOn) })}
      </Badge>
    );
  }
  const status = dueStatus(dueOn);
  const text =
    status.kind === 'today'
      ? t('requirements.dueToday')
      : status.kind === 'overdue'
        ? t('requirements.overdue', { days: status.days })
        : t('requirements.dueIn', { days: status.days });
  return (
    <Badge color={COLORS[status.kind]} variant="light" tt="none">
      {text}
    </Badge>
  );
}
