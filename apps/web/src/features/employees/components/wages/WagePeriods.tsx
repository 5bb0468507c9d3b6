import type { FormValues } from '@anupalan/shared';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../../components/data/PagedTable';
import { QueryState } from '../../../../components/feedback/QueryState';
import { useFormSchema } from '../../../../forms/api/get-form-schema';
import { FormModal } from '../../../../forms/FormModal';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EmployeeWagePeriod } from '../../api/contracts';
import { employeeKeys } from '../../api/keys';
import { useWagePeriods } from '../../api/list-wage-periods';
import type { EmployeePlace } from '../../context';
import { WAGE_PERIOD_FORM } from '../../form';
import { formatDay, formatRupees } from '../../format';

/** A period as the form holds it (its id makes the save an edit). */
const formValuesOf = (period: EmployeeWagePeriod): FormValues => ({
  id: period.id,
  wage_start_date: period.wage_start_date,
  wage_amount: period.wage_amount,
  da: period.da,
  overtime_rate: period.overtime_rate,
});

interface WagePeriodsProps {
  place: EmployeePlace;
  employeeId: string;
}

/**
 * The employee's wage periods (Wage Details): start date, wage and DA per day, overtime per hour, in rupees.
 * The contractor and subcontractor add a period; only the contractor edits one (the schema's accessBy).
 */
export function WagePeriods({ place, employeeId }: WagePeriodsProps) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const role = useCurrentEntry()?.role ?? null;
  const periods = useWagePeriods(place.establishment.id, employeeId);
  const { schema } = useFormSchema(WAGE_PERIOD_FORM.type, WAGE_PERIOD_FORM.purpose);
  // null: closed; {}: adding; a period's values: editing it.
  const [editing, setEditing] = useState<FormValues | null>(null);
  const open = !place.establishment.locked;
  const canAdd = open && (role === 'Contractor' || role === 'Subcontractor');
  const canEdit = open && role !== null && Boolean(schema?.accessBy?.includes(role));

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('wages.title')}
          </Title>
          {canAdd && schema ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({})}>
              {t('wages.add')}
            </Button>
          ) : null}
        </Group>
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
          {t('wages.hint')}
        </Alert>
        <QueryState query={periods} errorText={t('wages.loadFailed')} py="lg">
          {(rows) => (
            <PagedTable
              label={t('wages.title')}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('wages.columns.start'),
                  cell: (row) =>
                    row.wage_end_date
                      ? t('wages.period', {
                          from: formatDay(row.wage_start_date),
                          to: formatDay(row.wage_end_date),
                        })
                      : t('wages.periodOpen', { from: formatDay(row.wage_start_date) }),
                },
                { header: t('wages.columns.wage'), cell: (row) => formatRupees(row.wage_amount) },
                { header: t('wages.columns.da'), cell: (row) => formatRupees(row.da) },
                { header: t('wages.columns.overtime'), cell: (row) => formatRupees(row.overtime_rate) },
                ...(canEdit
                  ? [
                      {
                        header: tc('lists.actions'),
                        width: 110,
                        cell: (row: EmployeeWagePeriod) => (
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconPencil size={14} aria-hidden />}
                            onClick={() => setEditing(formValuesOf(row))}
                            aria-label={t('wages.editPeriod', { from: formatDay(row.wage_start_date) })}
                          >
                            {t('wages.edit')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
              empty={t('wages.empty')}
              minWidth={620}
            />
          )}
        </QueryState>
      </Stack>
      {schema ? (
        <FormModal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={editing?.id ? t('wages.editTitle') : t('wages.addTitle')}
          schema={schema}
          isEdit={Boolean(editing?.id)}
          initialValues={editing ?? {}}
          params={{ establishmentId: place.establishment.id, employeeId }}
          onSaved={() => {
            void queryClient.invalidateQueries({
              queryKey: employeeKeys.record(place.establishment.id, employeeId),
            });
            setEditing(null);
          }}
        />
      ) : null}
    </Paper>
  );
}
