import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { DATE_VALUE } from '../engine/typing';
import { dateText, dateTextError, dateValueOf } from './date-text';

interface DateTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: unknown;
  onChange: (value: string) => void;
  /** The name the calendar button is given. */
  pickerLabel: string;
}

/**
 * A date typed as DD/MM/YYYY (slashes put in as you type, at most 10 characters) or picked from a calendar.
 * Holds yyyy-mm-dd once the text is a whole date. What is wrong with the typing shows once the field is left.
 */
export function DateTextInput({ value, onChange, pickerLabel, error, ...rest }: DateTextInputProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const typingError = dateTextError(value);
  const shownError = (left || error) && typingError ? translateMessage(t, typingError) : error;
  const editable = !rest.disabled && !rest.readOnly;

  return (
    <TextInput
      {...rest}
      value={dateText(value)}
      onChange={(event) => {
        setLeft(false);
        onChange(dateValueOf(event.currentTarget.value));
      }}
      onBlur={() => setLeft(true)}
      error={shownError}
      placeholder={t('forms.datePlaceholder')}
      inputMode="numeric"
      maxLength={10}
      autoComplete="off"
      rightSection={
        editable ? (
          <Popover
            opened={calendarOpen}
            onChange={setCalendarOpen}
            position="bottom-end"
            shadow="md"
            trapFocus
          >
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                aria-label={pickerLabel}
                onClick={() => setCalendarOpen((o) => !o)}
              >
                <IconCalendar size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <DatePicker
                value={typeof value === 'string' && DATE_VALUE.test(value) ? value : null}
                defaultDate={typeof value === 'string' && DATE_VALUE.test(value) ? value : undefined}
                onChange={(picked) => {
                  if (picked) onChange(String(picked).slice(0, 10));
                  setCalendarOpen(false);
                }}
              />
            </Popover.Dropdown>
          </Popover>
        ) : null
      }
    />
  );
}
