import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { WithFormSchema } from '../../../../forms/WithFormSchema';
import { employeeSaved } from '../../api/contracts';
import { employeeKeys } from '../../api/keys';
import type { EmployeePlace } from '../../context';
import { EMPLOYEE_FORM } from '../../form';
import { employeePath, employeesPath } from '../../paths';

/** A contractor or subcontractor records a worker (a subcontractor in its own list); then its wage period. */
export function AddEmployee({ place }: { place: EmployeePlace }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listPath = employeesPath(place);
  const title = t('add.title');

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('add.help')}
        backTo={listPath}
        breadcrumbs={[...place.trail, { label: t('list.title'), to: listPath }, { label: title }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <WithFormSchema {...EMPLOYEE_FORM}>
          {(schema) => (
            <FormRenderer
              schema={schema}
              params={{ establishmentId: place.establishment.id }}
              onCancel={() => navigate(listPath)}
              onSaved={(result) => {
                void queryClient.invalidateQueries({ queryKey: employeeKeys.all(place.establishment.id) });
                const saved = employeeSaved.safeParse(result);
                // The new worker's Wage Details come next: every active worker needs a wage period.
                navigate(saved.success ? employeePath(place, saved.data.id, 'wages') : listPath);
              }}
            />
          )}
        </WithFormSchema>
      </Paper>
    </>
  );
}
