import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { ContactUsForm } from '../../features/contact/components/ContactUsForm';
import { useCurrentEntry } from '../../lib/session/use-session';

export function ContactUsRoute() {
  const { t } = useTranslation();
  const entry = useCurrentEntry();
  const defaults = entry ? { name: entry.user.body.name, email: entry.email_address } : undefined;
  return (
    <>
      <PageHeader title={t('contact.title')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={420}>
        <Text mb="md" maw={350}>
          {t('contact.intro')}
        </Text>
        <ContactUsForm defaults={defaults} />
      </Paper>
    </>
  );
}
