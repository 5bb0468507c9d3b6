import { PROCESS_STATUS_FILTERS, type ProcessStatusFilter } from '@anupalan/shared';
import { Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The process status filter: All, Ongoing, Completed, Cancelled (spec part 2, section 2); a segmented control, or a
 * select on a phone, where four segments do not fit.
 */
export function StatusFilter({
  value,
  onChange,
  compact,
}: {
  value: ProcessStatusFilter;
  onChange: (value: ProcessStatusFilter) => void;
  compact: boolean;
}) {
  const { t } = useTranslation('incidents');
  const id = useId();
  const data = PROCESS_STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) }));
  if (compact) {
    return (
      <Select
        label={t('list.status')}
        data={data}
        value={value}
        onChange={(next) => onChange((next ?? 'All') as ProcessStatusFilter)}
        allowDeselect={false}
        w="100%"
      />
    );
  }
  return (
    <Stack gap={2}>
      <Input.Label id={id}>{t('list.status')}</Input.Label>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as ProcessStatusFilter)}
        data={data}
      />
    </Stack>
  );
}
