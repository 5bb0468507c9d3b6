import { REQUIREMENT_CATALOGUE } from '@anupalan/shared';
import { Alert, Anchor, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { schemaTitle } from '../../../../i18n/schema-text';
import { isNotFound } from '../../../../lib/api';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EstablishmentRecord } from '../../api/contracts';
import { useRequirement } from '../../api/get-requirement';
import { establishmentKeys } from '../../api/keys';
import { formatDay } from '../../format';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';
import { DueStatus } from './DueStatus';
import { UnsubmittedNote } from './UnsubmittedNote';

/**
 * A requirement's form: the contractor fills it in once, while the establishment accepts changes; after that,
 * and for everyone else, it shows what was submitted.
 */
export function RequirementPage({
  establishment,
  requirementId,
}: {
  establishment: EstablishmentRecord;
  requirementId: string;
}) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const { ref } = useRouteIds();
  const queryClient = useQueryClient();
  const role = useCurrentEntry()?.role ?? null;
  const { data: requirement, isPending, error } = useRequirement(establishment.id, requirementId);
  const listPath = establishmentPath(ref, establishment.id, 'requirements');
  const title = requirement
    ? schemaTitle(tc, { ...requirement.cms_master, title: requirement.cms_master.schema.title })
    : t('requirements.title');
  const crumbs = useEstablishmentBreadcrumbs(title, { id: establishment.id, name: establishment.body.name });

  if (isPending) {
    return <Loading />;
  }
  if (error) {
    if (!isNotFound(error)) return <LoadFailed>{t('requirements.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t('requirements.notFound')}
        description={t('requirements.notFoundDescription')}
        backTo={listPath}
        backLabel={t('requirements.backToList')}
      />
    );
  }
  const { schema } = requirement.cms_master;
  const { body, due_on, submitted_on } = requirement.establishment_requirement;
  const editable = role === 'Contractor' && submitted_on === null && !establishment.locked;
  // A licence-backed requirement (the labour licence) is the licence recorded under Licences.
  const licenceBacked = Boolean(
    REQUIREMENT_CATALOGUE.find((r) => r.code === requirement.cms_master.purpose)?.licenseType,
  );
  const licenceNote =
    licenceBacked && (editable || requirement.establishment_requirement.license_id) ? (
      <Alert color="blue" mb="md" role="status">
        {editable ? t('requirements.licenceSaves') : t('requirements.licenceMet')}{' '}
        <Anchor component={Link} to={establishmentPath(ref, establishment.id, 'details')}>
          {t('requirements.openLicences')}
        </Anchor>
      </Alert>
    ) : null;

  return (
    <>
      <PageHeader title={title} backTo={listPath} breadcrumbs={crumbs} />
      <Group gap="lg" mb="md">
        <Text>{t('requirements.dueOn', { date: formatDay(due_on) })}</Text>
        <DueStatus dueOn={due_on} submittedOn={submitted_on} />
      </Group>
      {licenceNote}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {editable ? (
          <FormRenderer
            schema={schema}
            params={{ id: requirement.id }}
            onSaved={() => {
              void queryClient.invalidateQueries({
                queryKey: establishmentKeys.requirements(establishment.id),
              });
              void queryClient.invalidateQueries({
                queryKey: establishmentKeys.allLicenses(establishment.id),
              });
            }}
          />
        ) : body ? (
          <FormDisplay schema={schema} values={{ body }} />
        ) : (
          <UnsubmittedNote viewer={role} />
        )}
      </Paper>
    </>
  );
}
