import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { useFormSchema } from '../../forms/api/get-form-schema';
import { FormRenderer } from '../../forms/FormRenderer';
import { schemaTitle } from '../../i18n/schema-text';

/**
 * The form engine's gallery: one form with every field type, saved to the server's gallery endpoint.
 * Development only: a server in production has no gallery schema, and this page then says so.
 */
export function DevFormsRoute() {
  const { t } = useTranslation();
  const { schema, isPending } = useFormSchema('gallery', 'all-field-types');
  if (isPending) {
    return <Loading />;
  }
  if (!schema) {
    return (
      <>
        <PageHeader title={t('devForms.title')} />
        <Text>{t('devForms.notAvailable')}</Text>
      </>
    );
  }
  return (
    <>
      <PageHeader title={schemaTitle(t, schema)} subtitle={t('devForms.help')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FormRenderer schema={schema} />
      </Paper>
    </>
  );
}
