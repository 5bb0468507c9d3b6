import { ASYNC_DROPDOWN_DEBOUNCE_MS } from '@anupalan/shared';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchOptions } from '../api/search-options';
import { useFormContext } from '../form-context';
import { asText, inputProps, type WidgetProps } from '../widget-types';

/** Searches the server as the person types (200 ms after the last key), showing at most 5 options. */
export function AsyncDropdownWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { resolveUrl } = useFormContext();
  const value = asText(props.value);
  const [search, setSearch] = useState(value);
  const [debounced] = useDebouncedValue(search, ASYNC_DROPDOWN_DEBOUNCE_MS);
  const src = props.field.src ? resolveUrl(props.field.src) : '';
  const { data: found = [], isFetching } = useSearchOptions(src, debounced, props.field.searchSuffix);
  // The chosen value stays an option while other searches run, so the input keeps showing it.
  const data = useMemo(() => {
    const options = found.map((option) => ({ value: option.value, label: option.label }));
    return value && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  }, [found, value]);

  return (
    <Select
      {...inputProps(props)}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => props.onChange(next ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable={!props.required}
      nothingFoundMessage={isFetching ? t('common.loading') : t('forms.noOptions')}
      placeholder={t('forms.typeToSearch')}
    />
  );
}
