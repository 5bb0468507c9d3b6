import { consultantAgencySchema, contractorAgencySchema, formatDate } from '@anupalan/shared';
import { Alert, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../components/feedback/RecordNotFound';
import { PageHeader } from '../../../components/layout/PageHeader';
import { paths, projectPath, type SubprojectRef, subprojectPath } from '../../../config/paths';
import { FormDisplay } from '../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../forms/FormRenderer';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isNotFound } from '../../../lib/api';
import type { LinkKind } from '../api/contracts';
import { useOwnLink } from '../api/get-own-link';
import { linkKeys } from '../api/keys';
import { pendingSignupsQueryKey } from '../api/list-pending-signups';
import { signUp } from '../api/sign-up';

interface SignupPageProps {
  refIds: SubprojectRef;
  /** The caller agency's own details, which the sign-up confirms. */
  agency: { body: Record<string, unknown> };
  /** On /contractor/{id} and /consultant/{id}: the agency the page is for; the caller must be it. */
  expected?: { kind: LinkKind; agencyId: string };
  /** After the sign-up was saved (the agency's details changed): refreshes what depends on them. */
  onSignedUp: () => Promise<unknown>;
}

/**
 * The sign-up of an invited contractor or consultant for a subproject: it confirms its agency's details
 * (the shared agency form of its kind). Once signed up, the details show with the date; an agency without a
 * link to the subproject is told it may not access it.
 */
export function SignupPage({ refIds, agency, expected, onSignedUp }: SignupPageProps) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: link, isPending, error } = useOwnLink(refIds.subprojectId);

  if (isPending) {
    return (
      <Center py="xl">
        <Text c="dimmed">{tc('common.loading')}</Text>
      </Center>
    );
  }
  const foreign = link && expected && (link.kind !== expected.kind || link.agency_id !== expected.agencyId);
  if (!link || foreign) {
    if (error && !isNotFound(error)) return <LoadFailed>{t('signup.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t('signup.title')}
        description={translateMessage(tc, errorMessage(error, t('signup.notAllowed')))}
        backTo={paths.projects}
        backLabel={t('project.backToList')}
      />
    );
  }

  const schema = link.kind === 'contractor' ? contractorAgencySchema : consultantAgencySchema;
  const values = { body: agency.body };
  const home = subprojectPath(refIds);
  return (
    <>
      <PageHeader
        title={t('signup.title')}
        subtitle={t('signup.help')}
        breadcrumbs={[
          { label: t('crumbs.projects'), to: paths.projects },
          { label: link.projects.body.name, to: projectPath(refIds.projectId) },
          { label: link.subprojects.body.name, to: subprojectPath(refIds, 'details') },
          { label: t('signup.title') },
        ]}
      />
      {link.terminated_on ? (
        <Alert color="red" mb="md" role="status">
          {t('signup.terminated', { date: formatDate(link.terminated_on) })}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {link.signed_up_at || link.terminated_on || link.subprojects.closed_on ? (
          <Stack gap="lg">
            {link.signed_up_at ? (
              <Alert color="green" role="status">
                {t('signup.done', {
                  date: formatDate(link.signed_up_at),
                  subproject: link.subprojects.body.name,
                })}
              </Alert>
            ) : null}
            <FormDisplay schema={schema} values={values} />
            <Button component={Link} to={home} variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('signup.continue')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Text>{t('signup.intro', { subproject: link.subprojects.body.name })}</Text>
            <FormRenderer
              schema={schema}
              isEdit
              initialValues={values}
              submitLabel={t('signup.submit')}
              submit={(submitted) => signUp(refIds.subprojectId, submitted)}
              onSaved={async () => {
                // The gate reads the agency and its pending sign-ups: both are fresh before it is asked again.
                await Promise.all([
                  queryClient.invalidateQueries({ queryKey: linkKeys.subproject(refIds.subprojectId) }),
                  queryClient.invalidateQueries({ queryKey: pendingSignupsQueryKey }),
                  onSignedUp(),
                ]);
                navigate(home);
              }}
            />
          </Stack>
        )}
      </Paper>
    </>
  );
}
