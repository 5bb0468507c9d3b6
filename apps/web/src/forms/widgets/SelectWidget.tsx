import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../api/get-options';
import { asText, inputProps, type WidgetProps } from '../widget-types';
import { useOptionData } from './use-option-data';

/** One choice from dropdownArray or the options at src. */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options, loading } = useFieldOptions(props.field);
  const data = useOptionData(props.field, options);
  const value = asText(props.value);
  return (
    <Select
      {...inputProps(props)}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => props.onChange(next ?? '')}
      searchable
      clearable={!props.required}
      nothingFoundMessage={loading ? t('common.loading') : t('forms.noOptions')}
      placeholder={t('forms.choose')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Several choices from dropdownArray or src; the value is the list of chosen values. */
export function MultiSelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(props.field);
  const data = useOptionData(props.field, options);
  const value = Array.isArray(props.value) ? props.value.map(String) : [];
  return (
    <MultiSelect
      {...inputProps(props)}
      data={data}
      value={value}
      onChange={(next) => props.onChange(next)}
      searchable
      clearable
      nothingFoundMessage={t('forms.noOptions')}
      placeholder={value.length === 0 ? t('forms.choose') : undefined}
    />
  );
}
