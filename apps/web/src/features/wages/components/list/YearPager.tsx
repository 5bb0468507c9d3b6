import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface YearPagerProps {
  year: number;
  first: number;
  last: number;
  onChange: (year: number) => void;
}

/** The list's year: the previous and next year buttons, no further back than the commencement, none ahead. */
export function YearPager({ year, first, last, onChange }: YearPagerProps) {
  const { t } = useTranslation('wages');
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={year <= first}
        onClick={() => onChange(year - 1)}
        aria-label={t('list.previousYear', { year: year - 1 })}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <Title order={2} size="h4" miw={56} ta="center" aria-live="polite">
        {year}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={year >= last}
        onClick={() => onChange(year + 1)}
        aria-label={t('list.nextYear', { year: year + 1 })}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
    </Group>
  );
}
