import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addMonths } from '../../calendar';
import { monthTitle } from '../../format';

interface MonthPagerProps {
  month: string;
  first: string;
  last: string;
  onChange: (month: string) => void;
}

/** The month shown, with the previous and next month; paging stops at the commencement and the current month. */
export function MonthPager({ month, first, last, onChange }: MonthPagerProps) {
  const { t, i18n } = useTranslation('attendance');
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendar.previousMonth', { month: monthTitle(previous, i18n.language) })}
        disabled={month <= first}
        onClick={() => onChange(previous)}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <Title order={2} size="h3" ta="center" aria-live="polite">
        {monthTitle(month, i18n.language)}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('calendar.nextMonth', { month: monthTitle(next, i18n.language) })}
        disabled={month >= last}
        onClick={() => onChange(next)}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
    </Group>
  );
}
