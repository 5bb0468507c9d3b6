import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSuggestedValue } from '../api/get-suggested-value';
import { useFormContext } from '../form-context';
import { asText, inputProps, type WidgetProps } from '../widget-types';

/** A text with a suggestion from the records (GET src → {value}) that a click applies. */
export function SuggestedInputWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { resolveUrl } = useFormContext();
  const { data: suggestion } = useSuggestedValue(props.field.src ? resolveUrl(props.field.src) : undefined);
  const value = asText(props.value);
  const offer = suggestion && suggestion !== value && !props.disabled && !props.readOnly;
  return (
    <Stack gap={4}>
      <TextInput
        {...inputProps(props)}
        value={value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {offer ? (
        <div>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconSparkles size={14} aria-hidden />}
            onClick={() => props.onChange(suggestion)}
            aria-label={t('forms.applySuggestion', { value: suggestion, title: props.title })}
          >
            {suggestion}
          </Button>
          <Text size="xs" c="dimmed" mt={2}>
            {t('forms.suggestedHelp')}
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}
