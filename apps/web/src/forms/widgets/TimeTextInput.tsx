import type { Meridiem } from '@anupalan/shared';
import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeText, timeValueOf } from './time-text';

interface TimeTextInputProps {
  id?: string;
  value: unknown;
  onChange: (value: string) => void;
  /** An out-time: starts at PM. */
  outTime: boolean;
  /** The time falls on the day after its in-time: says '(Next Day)' beside it. */
  nextDay?: boolean;
  /** The time's name, for the AM/PM chooser (and for the input when no label points at it). */
  name: string;
  labelled: boolean;
  invalid: boolean;
  disabled: boolean;
  readOnly: boolean;
  required?: boolean;
  onBlur?: () => void;
}

/** A 12-hour HH:MM time with an AM/PM chooser (out times start at PM); holds the 24-hour HH:MM. */
export function TimeTextInput(props: TimeTextInputProps) {
  const { t } = useTranslation();
  const { value, onChange, disabled, readOnly } = props;
  const shown = timeText(value);
  const [meridiem, setMeridiem] = useState<Meridiem>(shown.meridiem ?? (props.outTime ? 'PM' : 'AM'));
  useEffect(() => {
    if (shown.meridiem) setMeridiem(shown.meridiem);
  }, [shown.meridiem]);

  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <TextInput
        id={props.id}
        aria-label={props.labelled ? undefined : props.name}
        aria-required={props.required || undefined}
        value={shown.text}
        onChange={(event) => onChange(timeValueOf(event.currentTarget.value, meridiem))}
        onBlur={props.onBlur}
        error={props.invalid}
        placeholder={t('forms.timePlaceholder')}
        inputMode="numeric"
        maxLength={5}
        autoComplete="off"
        w={100}
        disabled={disabled}
        readOnly={readOnly}
      />
      <SegmentedControl
        aria-label={t('forms.meridiemOf', { title: props.name })}
        data={[
          { value: 'AM', label: t('forms.am') },
          { value: 'PM', label: t('forms.pm') },
        ]}
        value={meridiem}
        onChange={(next) => {
          const chosen: Meridiem = next === 'PM' ? 'PM' : 'AM';
          setMeridiem(chosen);
          if (shown.text) onChange(timeValueOf(shown.text, chosen));
        }}
        disabled={disabled || readOnly}
      />
      {props.nextDay ? (
        <Text size="sm" c="dimmed">
          {t('forms.nextDay')}
        </Text>
      ) : null}
    </Group>
  );
}
