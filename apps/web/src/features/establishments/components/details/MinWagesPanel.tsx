import { type FormValues, minWageSchema } from '@anupalan/shared';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../forms/FormModal';
import type { EstablishmentRecord, MinWagePeriod } from '../../api/contracts';
import { useDeleteMinWage } from '../../api/delete-min-wage';
import { establishmentKeys } from '../../api/keys';
import { useMinWages } from '../../api/list-min-wages';
import { saveMinWage } from '../../api/save-min-wage';
import { formatDay } from '../../format';
import { useConfirmedAction } from '../../use-confirmed-action';
import { MinWageTable } from './MinWageTable';

/** A period as the form holds it: the end date left empty while the rates are in force. */
const formValuesOf = (period: MinWagePeriod): FormValues => ({
  id: period.id,
  start_date: period.start_date,
  end_date: period.end_date ?? '',
  body: period.body,
});

/** The minimum wages of the establishment, period by period; the contractor adds, edits and deletes them. */
export function MinWagesPanel({
  establishment,
  canChange,
}: {
  establishment: EstablishmentRecord;
  canChange: boolean;
}) {
  const { t } = useTranslation('establishments');
  const queryClient = useQueryClient();
  const { data: periods = [], isPending, isError } = useMinWages(establishment.id);
  const remove = useDeleteMinWage(establishment.id);
  const confirm = useConfirmedAction();
  // null: closed; {}: adding; a period's values: editing it.
  const [editing, setEditing] = useState<FormValues | null>(null);

  const confirmDelete = (period: MinWagePeriod) =>
    confirm({
      title: t('minWages.deleteTitle'),
      question: t('minWages.deleteConfirm', { from: formatDay(period.start_date) }),
      run: () => remove.mutateAsync(period.id),
      fallback: t('failed'),
      danger: true,
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('minWages.title')}
          </Title>
          {canChange ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({})}>
              {t('minWages.add')}
            </Button>
          ) : null}
        </Group>
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
          <List size="sm" spacing={2}>
            <List.Item>{t('minWages.hintDa')}</List.Item>
            <List.Item>{t('minWages.hintOverTime')}</List.Item>
          </List>
        </Alert>
        {isError ? <Alert color="red">{t('minWages.loadFailed')}</Alert> : null}
        {!isPending && !isError && periods.length === 0 ? (
          <Text c="dimmed">{t('minWages.empty')}</Text>
        ) : null}
        {periods.map((period) => (
          <MinWageTable
            key={period.id}
            period={period}
            onEdit={canChange ? () => setEditing(formValuesOf(period)) : undefined}
            onDelete={canChange ? () => confirmDelete(period) : undefined}
          />
        ))}
      </Stack>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t('minWages.editTitle') : t('minWages.addTitle')}
        schema={minWageSchema}
        initialValues={editing ?? {}}
        submit={(values) => saveMinWage(establishment.id, values)}
        failureMessage={t('failed')}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: establishmentKeys.minWages(establishment.id) });
          setEditing(null);
        }}
      />
    </Paper>
  );
}
