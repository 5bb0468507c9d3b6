import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';

/** Reachable by its address only; the spec keeps it out of the menu. */
export function FaqRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('faq.title')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Text>{t('faq.placeholder')}</Text>
      </Paper>
    </>
  );
}
