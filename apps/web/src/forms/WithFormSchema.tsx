import type { FormSchema } from '@anupalan/shared';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/feedback/QueryState';
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
    return <Loading py="lg" />;
  }
  if (!schema) return <Alert color="red">{t('forms.schemaMissing')}</Alert>;
  return <>{children(schema)}</>;
}
