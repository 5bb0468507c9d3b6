import {
  canEdit,
  type FormSchema,
  type FormValues,
  getPath,
  isFieldShownInDisplay,
  withTextKeys,
} from '@anupalan/shared';
import { Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTitle, stepTitle } from '../../i18n/schema-text';
import { useCurrentEntry } from '../../lib/session/use-session';
import { uploadUrlFor } from '../api/upload-file';
import { FormContext, type FormContextValue, fillPlaceholders } from '../form-context';
import { widgetFor } from '../registry';
import { useSchemaParams } from '../use-schema-params';
import { LogsDrawer } from './LogsDrawer';

interface FormDisplayProps {
  schema: FormSchema;
  values: FormValues;
  params?: Record<string, string>;
  /** Offered as the Edit button to the roles the schema lets edit (accessBy), unless editDisabledIf holds. */
  onEdit?: () => void;
  /** The query that picks this record's entries from the schema's auditUrl (View Logs). */
  auditQuery?: Record<string, string>;
}

/** The read-only details view of a schema's values, with Edit and View Logs where they apply. */
export function FormDisplay({ schema: given, values, onEdit, auditQuery, ...props }: FormDisplayProps) {
  const schema = useMemo(() => withTextKeys(given), [given]);
  const params = useSchemaParams(props.params);
  const { t } = useTranslation();
  const role = useCurrentEntry()?.role ?? null;
  const [logsOpen, setLogsOpen] = useState(false);
  const context: FormContextValue = {
    resolveUrl: (template) => fillPlaceholders(template, params),
    uploadUrl: uploadUrlFor(params),
    role,
    isEdit: false,
    multipart: Boolean(schema.multipart),
    widgetFor,
    revealCount: 0,
  };
  const editable = onEdit && canEdit(schema, values, role);
  const withLogs = schema.auditUrl && auditQuery;

  return (
    <FormContext.Provider value={context}>
      <Stack gap="lg">
        {editable || withLogs ? (
          <Group justify="flex-end" gap="sm">
            {withLogs ? (
              <Button
                variant="default"
                leftSection={<IconHistory size={18} aria-hidden />}
                onClick={() => setLogsOpen(true)}
              >
                {t('logs.view')}
              </Button>
            ) : null}
            {editable ? (
              <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
                {t('forms.edit')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {schema.steps.map((step) => (
          <Stack key={step.title} gap="sm">
            {schema.steps.length > 1 ? (
              <Title order={2} size="h4">
                {stepTitle(t, step)}
              </Title>
            ) : null}
            <Grid gap="md">
              {step.fields
                .filter((field) => isFieldShownInDisplay(field, { role }))
                .map((field) => {
                  const { Display } = widgetFor(field.type);
                  if (!Display) return null;
                  return (
                    <Grid.Col key={field.colName} span={{ base: 12, sm: field.fieldSize ?? 6 }}>
                      <Box component="dl" m={0}>
                        <Text component="dt" size="sm" c="dimmed" fw={500}>
                          {fieldTitle(t, field)}
                        </Text>
                        <Box component="dd" m={0}>
                          <Display field={field} value={getPath(values, field.colName)} values={values} />
                        </Box>
                      </Box>
                    </Grid.Col>
                  );
                })}
            </Grid>
          </Stack>
        ))}
      </Stack>
      {withLogs ? (
        <LogsDrawer
          opened={logsOpen}
          onClose={() => setLogsOpen(false)}
          url={fillPlaceholders(schema.auditUrl ?? '', params)}
          query={auditQuery}
        />
      ) : null}
    </FormContext.Provider>
  );
}
