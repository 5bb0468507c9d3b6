import { contactUsSchema } from '@anupalan/shared';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../../forms/FormRenderer';
import { translateMessage } from '../../../i18n/messages';

interface ContactUsFormProps {
  /** Known details of a signed-in user, filled in for them. */
  defaults?: { name: string; email: string };
}

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed' };

/** The contact form of the shared schema, posted to /api/contact-us as {values}. */
export function ContactUsForm({ defaults }: ContactUsFormProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <Stack gap="md">
      <FormRenderer
        schema={contactUsSchema}
        initialValues={defaults}
        resetOnSave
        submitLabel={t('contact.submit')}
        onSaved={({ message }) => setOutcome({ kind: 'sent', message: translateMessage(t, message) })}
        onFailed={(error) => {
          // The spec keeps the reason out of sight: it goes to the console, the person gets a friendly note.
          console.error('Sending the contact form failed', error);
          setOutcome({ kind: 'failed' });
        }}
      />
      {outcome?.kind === 'sent' ? (
        <Alert color="green" role="status" maw={350}>
          {outcome.message}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert color="red" role="alert" maw={350}>
          {t('contact.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
