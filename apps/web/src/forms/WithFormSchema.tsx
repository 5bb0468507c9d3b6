import type { FormSchema } from '@anupalan/shared';
import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSchema } from './api/get-form-schema';

interface WithFormSchemaProps {
  type: string;
  purpose: string;
  children: (schema: FormSchema) => ReactNode;
}

/** Renders its children with the server's schema `type`-`purpose`, once loaded. */
export function WithFormSchema({ type, purpose, children }: WithFormSchemaProps) {
  const { t } = useTranslation();
  const { schema, isPending } = useFormSchema(type, purpose);
  if (isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!schema) return <Alert color="red">{t('forms.schemaMissing')}</Alert>;
  return <>{children(schema)}</>;
}
