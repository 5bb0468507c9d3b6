import { contactUsValues } from '@anupalan/shared';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import { serverFieldErrors, validateWith } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useContactUs } from '../api/contact-us';

/** The width the spec gives the contact form; it narrows with the screen. */
const FORM_WIDTH = 350;

interface ContactUsFormProps {
  /** Known details of a signed-in user, filled in for them. */
  defaults?: { name: string; email: string };
}

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed' };

export function ContactUsForm({ defaults }: ContactUsFormProps) {
  const { t } = useTranslation();
  const contactUs = useContactUs();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm({
    initialValues: {
      name: defaults?.name ?? '',
      orgName: '',
      mobileNo: '',
      email: defaults?.email ?? '',
      desc: '',
    },
    validate: validateWith(contactUsValues, t),
  });

  const submit = form.onSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const { message } = await contactUs.mutateAsync(values);
      const text = translateMessage(t, message);
      setOutcome({ kind: 'sent', message: text });
      notifySuccess(text);
      form.reset();
    } catch (error) {
      // The spec keeps the reason out of sight: it goes to the console, the person gets a friendly note.
      console.error('Sending the contact form failed', error);
      const fields = serverFieldErrors(error, t);
      if (fields) form.setErrors(fields);
      setOutcome({ kind: 'failed' });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" w="100%" maw={FORM_WIDTH}>
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('contact.orgName')}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('orgName')}
        />
        <TextInput
          label={t('contact.mobileNo')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('contact.mobilePlaceholder')}
          withAsterisk
          {...form.getInputProps('mobileNo')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('contact.desc')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('desc')}
        />
        <Button type="submit" loading={contactUs.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contact.submit')}
        </Button>
        {outcome?.kind === 'sent' ? (
          <Alert color="green" role="status">
            {outcome.message}
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert color="red" role="alert">
            {t('contact.failed')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
