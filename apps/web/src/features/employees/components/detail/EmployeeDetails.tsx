import type { FormValues } from '@anupalan/shared';
import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { WithFormSchema } from '../../../../forms/WithFormSchema';
import type { EmployeeRecord } from '../../api/contracts';
import { employeeKeys } from '../../api/keys';
import type { EmployeePlace } from '../../context';
import { EMPLOYEE_FORM } from '../../form';

interface EmployeeDetailsProps {
  place: EmployeePlace;
  record: EmployeeRecord;
}

/**
 * The employee's Form A columns through the server's schema: displayed, with View Logs and, for the roles of
 * the schema's accessBy while the establishment is open, Edit (`?mode=edit` opens the form).
 */
export function EmployeeDetails({ place, record }: EmployeeDetailsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('mode') === 'edit' && !place.establishment.locked;
  const values = record as unknown as FormValues;
  const params = { establishmentId: place.establishment.id, employeeId: record.id };
  const view = () => setSearch({}, { replace: true });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <WithFormSchema {...EMPLOYEE_FORM}>
        {(schema) =>
          editing ? (
            <FormRenderer
              schema={schema}
              isEdit
              initialValues={values}
              params={params}
              submitLabel={t('forms.save')}
              onCancel={view}
              onSaved={() => {
                void queryClient.invalidateQueries({ queryKey: employeeKeys.all(place.establishment.id) });
                view();
              }}
            />
          ) : (
            <FormDisplay
              schema={schema}
              values={values}
              params={params}
              onEdit={place.establishment.locked ? undefined : () => setSearch({ mode: 'edit' })}
              auditQuery={{}}
            />
          )
        }
      </WithFormSchema>
    </Paper>
  );
}
