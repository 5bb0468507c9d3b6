import { commentText } from '@anupalan/shared';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api';
import { serverFieldErrors, validateWith } from '../../../lib/form-validation';

interface TextEntryFormProps {
  /** The request's field: 'comment' or 'reply'; its rule is the shared comment rule. */
  field: 'comment' | 'reply';
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment or a reply: required ('Required') and held to the shared rule, checked here and on the server. */
export function TextEntryForm(props: TextEntryFormProps) {
  const { field, label, placeholder, submitLabel, onSubmit, onCancel, autoFocus } = props;
  const { t } = useTranslation('comments');
  const { t: tc } = useTranslation();
  const schema = useMemo(() => z.object({ [field]: commentText() }), [field]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { [field]: '' } as Record<string, string>,
    validate: validateWith(schema, tc),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values[field] ?? '');
      form.reset();
    } catch (error) {
      const fields = serverFieldErrors(error, tc);
      if (fields?.[field]) form.setErrors({ [field]: fields[field] });
      else form.setErrors({ [field]: translateMessage(tc, errorMessage(error, t('form.failed'))) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          placeholder={placeholder}
          autosize
          minRows={2}
          maxRows={8}
          withAsterisk
          data-autofocus={autoFocus || undefined}
          {...form.getInputProps(field)}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="xs" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
