import { Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_STATUS_FILTERS,
  type EmployeeFilter,
  type EmployeeStatusFilter,
  VERIFICATION_FILTERS,
  type VerificationFilter,
} from '../../filters';

interface EmployeeFiltersProps {
  filter: EmployeeFilter;
  onChange: (filter: EmployeeFilter) => void;
}

/** Status (All, Active, Terminated), verification (All, Pending, Completed) and the name-or-code search. */
export function EmployeeFilters({ filter, onChange }: EmployeeFiltersProps) {
  const { t } = useTranslation('employees');
  const statusId = useId();
  const verificationId = useId();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Stack gap={2}>
        <Input.Label id={statusId}>{t('list.status')}</Input.Label>
        <SegmentedControl
          aria-labelledby={statusId}
          value={filter.status}
          onChange={(status) => onChange({ ...filter, status: status as EmployeeStatusFilter })}
          data={EMPLOYEE_STATUS_FILTERS.map((value) => ({ value, label: t(`list.statusFilter.${value}`) }))}
        />
      </Stack>
      <Stack gap={2}>
        <Input.Label id={verificationId}>{t('list.verification')}</Input.Label>
        <SegmentedControl
          aria-labelledby={verificationId}
          value={filter.verification}
          onChange={(verification) =>
            onChange({ ...filter, verification: verification as VerificationFilter })
          }
          data={VERIFICATION_FILTERS.map((value) => ({
            value,
            label: t(`list.verificationFilter.${value}`),
          }))}
        />
      </Stack>
      <TextInput
        label={t('list.searchLabel')}
        placeholder={t('list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.nameOrCode}
        onChange={(event) => onChange({ ...filter, nameOrCode: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
        maxLength={100}
      />
    </Group>
  );
}
