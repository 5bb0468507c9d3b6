import { Alert, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { isNotFound } from '../../../../lib/api';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EstablishmentRecord } from '../../api/contracts';
import { useSubcontractor } from '../../api/get-subcontractor';
import { useSetLoginAccess } from '../../api/set-login-access';
import { formatDay } from '../../format';
import { useConfirmedAction } from '../../use-confirmed-action';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';

interface SubcontractorDetailProps {
  establishment: EstablishmentRecord;
  subcontractorId: string;
}

/** A subcontractor of the establishment; its contractor grants or revokes its login access. */
export function SubcontractorDetail({ establishment, subcontractorId }: SubcontractorDetailProps) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const { ref } = useRouteIds();
  const role = useCurrentEntry()?.role ?? null;
  const { data: subcontractor, isPending, error } = useSubcontractor(establishment.id, subcontractorId);
  const access = useSetLoginAccess(establishment.id, subcontractorId);
  const confirm = useConfirmedAction();
  const listPath = establishmentPath(ref, establishment.id, 'subcontractors');
  const crumbs = useEstablishmentBreadcrumbs(subcontractor?.body.name ?? t('subcontractors.title'), {
    id: establishment.id,
    name: establishment.body.name,
  });

  if (isPending) {
    return <Loading />;
  }
  if (error) {
    if (!isNotFound(error)) return <LoadFailed>{t('subcontractors.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t('subcontractors.notFound')}
        description={t('subcontractors.notFoundDescription')}
        backTo={listPath}
        backLabel={t('subcontractors.backToList')}
      />
    );
  }
  const { body } = subcontractor;
  const granted = subcontractor.has_login_access;
  const canChange = role === 'Contractor' && !establishment.locked && !subcontractor.end_date;
  const facts = [
    { label: t('subcontractors.name'), value: body.name },
    { label: t('subcontractors.work'), value: body.work ?? tc('forms.noValue') },
    {
      label: t('subcontractors.startDate'),
      value: body.startDate ? formatDay(body.startDate) : tc('forms.noValue'),
    },
    { label: t('subcontractors.hasLoginAccess'), value: t(`subcontractors.access.${body.hasLoginAccess}`) },
    {
      label: t('subcontractors.endDate'),
      value: subcontractor.end_date ? formatDay(subcontractor.end_date) : tc('forms.noValue'),
    },
  ];
  const toggle = () =>
    confirm({
      title: granted ? t('subcontractors.revoke') : t('subcontractors.grant'),
      question: t(granted ? 'subcontractors.revokeConfirm' : 'subcontractors.grantConfirm', {
        name: body.name,
      }),
      run: () => access.mutateAsync(!granted),
      fallback: tc('common.somethingWentWrong'),
      danger: granted,
    });

  return (
    <>
      <PageHeader title={body.name} backTo={listPath} breadcrumbs={crumbs} />
      {subcontractor.end_date ? (
        <Alert color="red" mb="md" role="note">
          {t('subcontractors.ended', { date: formatDay(subcontractor.end_date) })}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {canChange ? (
          <Group justify="flex-end" mb="md">
            <Button
              color={granted ? 'red' : undefined}
              variant={granted ? 'light' : 'filled'}
              leftSection={
                granted ? <IconLock size={18} aria-hidden /> : <IconLockOpen size={18} aria-hidden />
              }
              onClick={toggle}
              loading={access.isPending}
            >
              {granted ? t('subcontractors.revoke') : t('subcontractors.grant')}
            </Button>
          </Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {facts.map((fact) => (
            <Box key={fact.label} component="dl" m={0}>
              <Text component="dt" size="sm" c="dimmed" fw={500}>
                {fact.label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Paper>
    </>
  );
}
