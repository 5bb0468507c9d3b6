import { PROCESS_STATUS_FILTERS, type ProcessStatusFilter } from '@anupalan/shared';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The process status filter: All, Ongoing, Completed, Cancelled (spec part 2, section 2). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ProcessStatusFilter;
  onChange: (value: ProcessStatusFilter) => void;
}) {
  const { t } = useTranslation('incidents');
  const id = useId();
  return (
    <Stack gap={2}>
      <Input.Label id={id}>{t('list.status')}</Input.Label>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as ProcessStatusFilter)}
        data={PROCESS_STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
    </Stack>
  );
}
