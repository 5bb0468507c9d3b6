import { normalize } from '@anupalan/shared';
import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '../widget-types';

/** A tick box; its value is {checked}. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, label, title, hideLabel, description, error, disabled, readOnly, value, onChange } = props;
  return (
    <Checkbox
      id={id}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? title : undefined}
      aria-labelledby={hideLabel ? undefined : props.labelledBy}
      description={hideLabel ? undefined : description}
      error={error}
      disabled={disabled || readOnly}
      checked={normalize(value) === true}
      onChange={(event) => onChange({ checked: event.currentTarget.checked })}
      mt={hideLabel ? 0 : 'md'}
    />
  );
}
