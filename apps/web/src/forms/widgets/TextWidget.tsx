import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { asText, inputProps, type WidgetProps } from '../widget-types';

const inputModes = { number: 'decimal', tel: 'tel', email: 'email' } as const;

/** The plain text inputs: text, number, email, password, textarea and tel (with its prependText). */
export function TextWidget(props: WidgetProps) {
  const { field, value, onChange } = props;
  const common = {
    ...inputProps(props),
    value: asText(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  switch (field.type) {
    case 'password':
      return (
        <PasswordInput
          {...common}
          autoComplete={/old|current/i.test(field.colName) ? 'current-password' : 'new-password'}
        />
      );
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} maxRows={8} />;
    default:
      return (
        <TextInput
          {...common}
          type={field.type === 'email' || field.type === 'tel' ? field.type : 'text'}
          inputMode={field.type in inputModes ? inputModes[field.type as keyof typeof inputModes] : undefined}
          leftSection={field.prependText}
          leftSectionWidth={field.prependText ? 48 : undefined}
        />
      );
  }
}
