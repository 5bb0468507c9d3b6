import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeSearch } from '../../api/search-employees';

interface EmployeePickerProps {
  establishmentId: string;
  value: string | null;
  onChange: (employeeId: string | null) => void;
  label: string;
  error?: string;
  disabled?: boolean;
}

/** The worker the record is about: searched by name or code as the person types (the first 20 matches). */
export function EmployeePicker({
  establishmentId,
  value,
  onChange,
  label,
  error,
  disabled,
}: EmployeePickerProps) {
  const { t } = useTranslation('incidents');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useEmployeeSearch(establishmentId, debounced);
  // The chosen worker stays an option while other searches run, so the input keeps showing it.
  const data = useMemo(() => {
    const options = (found.data ?? []).map((worker) => ({
      value: worker.ee_id,
      label: `${worker.name} (${worker.employee_code})`,
    }));
    return chosen && !options.some((option) => option.value === chosen.value)
      ? [chosen, ...options]
      : options;
  }, [found.data, chosen]);

  return (
    <Select
      label={label}
      withAsterisk
      description={t('add.employeeHelp')}
      placeholder={t('add.employeePlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('add.searching') : t('add.noEmployee')}
      error={error}
      disabled={disabled}
      maxLength={100}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
