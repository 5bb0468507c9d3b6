import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../api/get-options';
import { asText, inputProps, type WidgetProps } from '../widget-types';
import { useOptionData } from './use-option-data';

/** A choice from the list, or a new value typed in (dropdown-creatable). */
export function CreatableWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(props.field);
  const data = useOptionData(props.field, options);
  return (
    <Autocomplete
      {...inputProps(props)}
      data={data.map((option) => option.label)}
      value={asText(props.value)}
      onChange={(next) => props.onChange(next)}
      placeholder={t('forms.chooseOrType')}
    />
  );
}
