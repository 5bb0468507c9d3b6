import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export interface YearPagerProps {
  year: number;
  first: number;
  last: number;
  onChange: (year: number) => void;
  /** What the pager shows for a year (2026, or 2026-2027 for a year from July). */
  label: (year: number) => string;
  /** The buttons' accessible names for the year they go to. */
  previousLabel: (year: number) => string;
  nextLabel: (year: number) => string;
}

/** A list's year: previous and next buttons, none before `first` or after `last`; the year announced on change. */
export function YearPager({ year, first, last, onChange, label, previousLabel, nextLabel }: YearPagerProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={year <= first}
        onClick={() => onChange(year - 1)}
        aria-label={previousLabel(year - 1)}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <Title order={2} size="h4" miw={56} ta="center" aria-live="polite">
        {label(year)}
      </Title>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={year >= last}
        onClick={() => onChange(year + 1)}
        aria-label={nextLabel(year + 1)}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
    </Group>
  );
}
