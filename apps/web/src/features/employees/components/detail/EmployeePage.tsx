import { employeeExitSchema } from '@anupalan/shared';
import { Alert, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { type PageAction, PageHeader } from '../../../../components/layout/PageHeader';
import { FormModal } from '../../../../forms/FormModal';
import { isNotFound } from '../../../../lib/api';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { useEmployee } from '../../api/get-employee';
import { employeeKeys } from '../../api/keys';
import type { EmployeePlace } from '../../context';
import { EMPLOYEE_TABS, type EmployeeTab, employeePath, employeesPath } from '../../paths';
import { VerificationForms } from '../verification/VerificationForms';
import { WagePeriods } from '../wages/WagePeriods';
import { EmployeeDetails } from './EmployeeDetails';
import { useDeleteEmployeeAction } from './use-delete-employee-action';

const TABS: readonly EmployeeTab[] = EMPLOYEE_TABS;

interface EmployeePageProps {
  place: EmployeePlace;
  employeeId: string;
}

/**
 * One worker of the register: the tabs Details, Wage Details and Verification (the query parameter `tab`), the
 * banner while the employee's verification forms are not all uploaded, Record exit (workflow employee-exit) for
 * whoever records the worker, and Delete for the contractor.
 */
export function EmployeePage({ place, employeeId }: EmployeePageProps) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const role = useCurrentEntry()?.role ?? null;
  const employee = useEmployee(place.establishment.id, employeeId);
  const deleteEmployee = useDeleteEmployeeAction(place, employeeId);
  const queryClient = useQueryClient();
  const [exitOpen, setExitOpen] = useState(false);
  const listPath = employeesPath(place);
  const requested = search.get('tab');
  const tab = TABS.find((item) => item === requested) ?? 'details';

  if (employee.isPending) return <Loading />;
  if (employee.error) {
    if (!isNotFound(employee.error)) return <LoadFailed>{t('detail.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t('detail.notFound')}
        description={t('detail.notFoundDescription')}
        backTo={listPath}
        backLabel={t('detail.backToList')}
      />
    );
  }
  const record = employee.data;
  const { verified, form_count } = record.verification;
  const writable = !place.establishment.locked;
  const actions: PageAction[] = [];
  if (writable && (role === 'Contractor' || role === 'Subcontractor'))
    actions.push({
      label: t(record.exit_date ? 'detail.exit.correct' : 'detail.exit.record'),
      icon: <IconDoorExit size={16} aria-hidden />,
      onClick: () => setExitOpen(true),
    });
  if (writable && role === 'Contractor')
    actions.push({
      label: t('detail.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      onClick: () => deleteEmployee(record.name),
    });

  return (
    <>
      <PageHeader
        title={record.label}
        backTo={listPath}
        breadcrumbs={[...place.trail, { label: t('list.title'), to: listPath }, { label: record.name }]}
        actions={actions.length > 0 ? actions : undefined}
      />
      <FormModal
        opened={exitOpen}
        onClose={() => setExitOpen(false)}
        schema={employeeExitSchema}
        params={{ establishmentId: place.establishment.id, employeeId }}
        initialValues={{
          exit_date: record.exit_date ?? undefined,
          exit_reason: typeof record.body.exitReason === 'string' ? record.body.exitReason : undefined,
        }}
        failureMessage={t('detail.exit.failed')}
        onSaved={() => {
          setExitOpen(false);
          void queryClient.invalidateQueries({ queryKey: employeeKeys.all(place.establishment.id) });
        }}
      />
      {role === 'Contractor' ? (
        <Text mb="sm" c="dimmed">
          {record.subcontractor
            ? t('detail.workerOf', { name: record.subcontractor.name })
            : t('detail.ownWorker')}
        </Text>
      ) : null}
      {verified < form_count ? (
        <Alert color="orange" mb="md" role="note" icon={<IconAlertTriangle aria-hidden />}>
          {t('detail.notVerified')}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(next) => navigate(employeePath(place, employeeId, (next ?? 'details') as EmployeeTab))}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`detail.tabs.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <EmployeeDetails place={place} record={record} />
        </Tabs.Panel>
        <Tabs.Panel value="wages">
          <WagePeriods place={place} employeeId={employeeId} />
        </Tabs.Panel>
        <Tabs.Panel value="verification">
          <VerificationForms place={place} employeeId={employeeId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
