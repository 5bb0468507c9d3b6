import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionText } from '../../i18n/schema-text';
import { useFieldOptions } from '../api/get-options';
import { asText, type WidgetProps } from '../widget-types';

/** One choice from radioArray (or the options at src). */
export function RadioWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions({ ...props.field, dropdownArray: props.field.radioArray });
  return (
    <Radio.Group
      id={props.id}
      label={props.hideLabel ? undefined : props.label}
      aria-label={props.hideLabel ? props.title : undefined}
      description={props.hideLabel ? undefined : props.description}
      withAsterisk={props.required}
      error={props.error}
      value={asText(props.value)}
      onChange={(value) => props.onChange(value)}
      readOnly={props.readOnly}
    >
      <Group mt="xs" gap="lg">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={optionText(t, props.field, option)}
            disabled={props.disabled}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
