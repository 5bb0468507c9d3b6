import { DEFAULT_PAGE_SIZE, PAGINATION_DEBOUNCE_MS } from '@anupalan/shared';
import { Group, Pagination, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page of a list: what the buttons show at once, and what is fetched once the clicks settle
 * (300 ms), so paging quickly through a long list asks the server for the last page only.
 */
export function usePage() {
  const [page, setPage] = useState(1);
  const [settled] = useDebouncedValue(page, PAGINATION_DEBOUNCE_MS);
  return { page, setPage, settled };
}

interface ListPaginationProps {
  page: number;
  onChange: (page: number) => void;
  /** The list's max_count: rows in all pages. */
  maxCount: number;
  label: string;
  /** Rows per page: 10 unless the list says otherwise (25 for the registers, spec part 2 section 9). */
  pageSize?: number;
}

/** The page buttons under a list (`pageSize` 10 unless given), with the count of rows; nothing for a single page. */
export function ListPagination({
  page,
  onChange,
  maxCount,
  label,
  pageSize = DEFAULT_PAGE_SIZE,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(maxCount / pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('lists.count', { count: maxCount })}
      </Text>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={onChange} aria-label={label} /> : null}
    </Group>
  );
}
