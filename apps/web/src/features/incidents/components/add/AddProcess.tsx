import { PROCESS_MESSAGES } from '@anupalan/shared';
import { Alert, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading, QueryState } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { translateMessage } from '../../../../i18n/messages';
import { ApiError, errorMessage, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { itemOf, stepSchema, useCatalogue } from '../../api/get-catalogue';
import { useSaveStep } from '../../api/save-step';
import type { IncidentPlace } from '../../context';
import { KINDS } from '../../kinds';
import { listPath, processPath } from '../../paths';
import { stepName } from '../../step-name';
import { EmployeePicker } from './EmployeePicker';

const FormRenderer = lazy(() =>
  import('../../../../forms/FormRenderer').then((m) => ({ default: m.FormRenderer })),
);

const EMPLOYEE_MISSING = 'EMPLOYEE_MISSING';

/**
 * /add (spec part 2, section 2): the worker the record is about, and the first step's form as the catalogue gives
 * it (the shared form engine); the rest of the steps are listed with their clocks. Saving opens the record.
 */
export function AddProcess({ place }: { place: IncidentPlace }) {
  const { t } = useTranslation('incidents');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const kind = KINDS[place.kind];
  const catalogue = useCatalogue(kind);
  const save = useSaveStep(place.establishment.id);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [employeeError, setEmployeeError] = useState<string | undefined>();
  const title = t(`kinds.${place.kind}.addTitle`);
  const listTitle = t(`kinds.${place.kind}.title`);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[...place.trail, { label: listTitle, to: listPath(place) }, { label: title }]}
      />
      <QueryState query={catalogue} errorText={t('add.catalogueFailed')}>
        {(items) => {
          const item = itemOf(items, kind);
          const first = item?.body.steps[0];
          if (!item || !first) return <Alert color="red">{t('add.catalogueFailed')}</Alert>;
          return (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                  <Stack gap="lg">
                    <EmployeePicker
                      establishmentId={place.establishment.id}
                      label={t(`kinds.${place.kind}.employee`)}
                      value={employeeId}
                      onChange={(next) => {
                        setEmployeeId(next);
                        setEmployeeError(undefined);
                      }}
                      error={employeeError}
                    />
                    <Title order={2} size="h4">
                      {stepName(tc, first)}
                    </Title>
                    <Suspense fallback={<Loading py="lg" />}>
                      <FormRenderer
                        schema={stepSchema(first)}
                        submitLabel={t('add.submit')}
                        onCancel={() => navigate(listPath(place))}
                        submit={async (values) => {
                          if (!employeeId) {
                            setEmployeeError(translateMessage(tc, PROCESS_MESSAGES.employeeRequired));
                            throw new ApiError(400, EMPLOYEE_MISSING, PROCESS_MESSAGES.employeeRequired);
                          }
                          return save.mutateAsync({
                            type: kind.type,
                            cms_incident_id: kind.cmsIncidentId,
                            step: first.id,
                            employee_id: employeeId,
                            body: (values.body ?? {}) as Record<string, unknown>,
                          });
                        }}
                        onSaved={(result) => {
                          const id = (result as { id?: unknown }).id;
                          navigate(typeof id === 'string' ? processPath(place, id) : listPath(place));
                        }}
                        onFailed={(error) => {
                          if (isSessionExpiry(error)) return;
                          if (isApiError(error) && error.code === EMPLOYEE_MISSING) return;
                          const fields = isApiError(error) ? error.fields : undefined;
                          const onEmployee = fields?.employee_id ?? fields?.['values.employee_id'];
                          if (onEmployee) setEmployeeError(translateMessage(tc, onEmployee));
                          notifyError(
                            tc('common.error'),
                            translateMessage(tc, errorMessage(error, tc('forms.addFailed'))),
                          );
                        }}
                      />
                    </Suspense>
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper withBorder radius="md" p="md">
                  <Stack gap="sm">
                    <Title order={2} size="h5">
                      {t('add.stepsTitle')}
                    </Title>
                    <List type="ordered" spacing="xs" size="sm">
                      {item.body.steps.map((step) => (
                        <List.Item key={step.id}>
                          <Text size="sm" fw={500}>
                            {stepName(tc, step)}
                          </Text>
                          {step.due_text ? (
                            <Text size="xs" c="dimmed">
                              {translateMessage(tc, step.due_text)}
                            </Text>
                          ) : null}
                          {step.applies_text ? (
                            <Text size="xs" c="dimmed">
                              {translateMessage(tc, step.applies_text)}
                            </Text>
                          ) : null}
                        </List.Item>
                      ))}
                    </List>
                    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} p="xs">
                      <Text size="xs">{t('add.stepsHelp')}</Text>
                    </Alert>
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </>
  );
}
