import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface YearPagerProps {
  year: number;
  first: number;
  last: number;
  onChange: (year: number) => void;
}

/** The returns year (July to June): previous and next, no further back than the first return, none ahead. */
export function YearPager({ year, first, last, onChange }: YearPagerProps) {
  const { t } = useTranslation('returns');
  const label = (y: number) => ({ year: y, next: y + 1 });
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={year <= first}
        onClick={() => onChange(year - 1)}
        aria-label={t('list.previousYear', label(year - 1))}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <Title order={2} size="h4" miw={96} ta="center" aria-live="polite">
        {t('list.year', label(year))}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={year >= last}
        onClick={() => onChange(year + 1)}
        aria-label={t('list.nextYear', label(year + 1))}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
    </Group>
  );
}
