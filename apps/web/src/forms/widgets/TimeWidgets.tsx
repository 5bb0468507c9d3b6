import { defaultMeridiem } from '@anupalan/shared';
import { Group, Input, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { formatInstant } from '../display/format';
import { fallsOnNextDay, isOutTime } from '../engine/next-day';
import { DATETIME_VALUE, typingChecks } from '../engine/typing';
import { asText, inputProps, type WidgetProps } from '../widget-types';
import { DateTextInput } from './DateTextInput';
import { TimeTextInput } from './TimeTextInput';

function wrapperProps(props: WidgetProps, error: string | undefined) {
  return {
    id: props.id,
    label: props.hideLabel ? undefined : props.label,
    description: props.hideLabel ? undefined : props.description,
    withAsterisk: props.required,
    error,
    w: props.field.fieldWidth,
    maw: '100%',
  };
}

/** date-simple: typed as DD/MM/YYYY, kept as yyyy-mm-dd. */
export function DateWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return (
    <DateTextInput
      {...inputProps(props)}
      value={props.value}
      onChange={(value) => props.onChange(value)}
      pickerLabel={t('forms.pickDate', { title: props.title })}
    />
  );
}

/** time: 12-hour HH:MM with AM/PM, kept as 24-hour HH:MM. */
export function TimeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const typing = left ? typingChecks.time?.(props.value) : null;
  const error = typing ? translateMessage(t, typing) : props.error;
  return (
    <Input.Wrapper {...wrapperProps(props, error)}>
      <TimeTextInput
        id={props.id}
        value={props.value}
        onChange={(value) => {
          setLeft(false);
          props.onChange(value);
        }}
        onBlur={() => setLeft(true)}
        outTime={isOutTime(props.field)}
        nextDay={fallsOnNextDay(props.field, props.value, props.values)}
        name={props.title}
        labelled={!props.hideLabel}
        invalid={Boolean(error)}
        disabled={props.disabled}
        readOnly={props.readOnly}
        required={props.required}
      />
    </Input.Wrapper>
  );
}

interface DateTimeParts {
  date: unknown;
  time: unknown;
}

function partsOf(value: unknown): DateTimeParts | null {
  if (value === undefined || value === null || value === '') return { date: '', time: '' };
  const match = DATETIME_VALUE.exec(String(value));
  return match ? { date: match[1], time: match[2] } : null;
}

/**
 * datetime: a date and a time, kept as the instant in India (yyyy-mm-ddTHH:MM:00+05:30) once both are
 * whole; until then the unfinished parts, which validation reports.
 */
export function DateTimeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<DateTimeParts>(() => partsOf(props.value) ?? { date: '', time: '' });
  // A value set from outside (a reset, a loaded record) replaces what is being typed.
  useEffect(() => {
    const fromValue = partsOf(props.value);
    if (fromValue)
      setParts((current) => (JSON.stringify(current) === JSON.stringify(fromValue) ? current : fromValue));
  }, [props.value]);

  const change = (next: DateTimeParts) => {
    setParts(next);
    const date = asText(next.date);
    const time = asText(next.time);
    if (date === '' && time === '') props.onChange('');
    else if (/^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time))
      props.onChange(`${date}T${time}:00+05:30`);
    else props.onChange(`${date} ${time}`.trim());
  };
  const editable = { disabled: props.disabled, readOnly: props.readOnly };

  return (
    <Input.Wrapper {...wrapperProps(props, props.error)} labelElement="div">
      <Group gap="xs" align="flex-start" mt={4}>
        <DateTextInput
          aria-label={t('forms.dateOf', { title: props.title })}
          value={parts.date}
          onChange={(date) => change({ ...parts, date })}
          pickerLabel={t('forms.pickDate', { title: props.title })}
          error={Boolean(props.error)}
          w={170}
          {...editable}
        />
        <TimeTextInput
          value={parts.time}
          onChange={(time) => change({ ...parts, time })}
          outTime={defaultMeridiem(props.field.colName) === 'PM'}
          name={t('forms.timeOf', { title: props.title })}
          labelled={false}
          invalid={Boolean(props.error)}
          {...editable}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** timestamp: a recorded instant, shown as DD/MM/YYYY hh:mm AM/PM and never typed. */
export function TimestampWidget(props: WidgetProps) {
  return (
    <TextInput
      {...inputProps(props)}
      value={props.value ? formatInstant(props.value) : ''}
      readOnly
      variant="filled"
    />
  );
}
