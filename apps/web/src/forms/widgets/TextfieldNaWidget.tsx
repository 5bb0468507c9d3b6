import { Checkbox, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asText, inputProps, type WidgetProps } from '../widget-types';

interface NaValue {
  value: string;
  notApplicable: boolean;
}

function asNaValue(value: unknown): NaValue {
  if (value === null || typeof value !== 'object') return { value: asText(value), notApplicable: false };
  const raw = value as Record<string, unknown>;
  return { value: asText(raw.value), notApplicable: raw.notApplicable === true };
}

/** A text that may be marked not applicable: {value, notApplicable}; ticking 'NA' empties and locks the text. */
export function TextfieldNaWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const current = asNaValue(props.value);
  const locked = props.disabled || props.readOnly;
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <TextInput
        {...inputProps(props)}
        style={{ flex: 1 }}
        value={current.value}
        disabled={props.disabled || current.notApplicable}
        onChange={(event) => props.onChange({ ...current, value: event.currentTarget.value })}
      />
      <Checkbox
        label={t('forms.notApplicable')}
        aria-label={t('forms.notApplicableFor', { title: props.title })}
        checked={current.notApplicable}
        disabled={locked}
        onChange={(event) => props.onChange({ value: '', notApplicable: event.currentTarget.checked })}
        mb={props.error ? 28 : 10}
      />
    </Group>
  );
}
