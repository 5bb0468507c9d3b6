import { consultantAgencySchema, contractorAgencySchema, formatDate } from '@anupalan/shared';
import { Alert, Divider, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowsExchange, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../components/feedback/RecordNotFound';
import { type PageAction, PageHeader } from '../../../components/layout/PageHeader';
import { subprojectPath } from '../../../config/paths';
import { FormDisplay } from '../../../forms/display/FormDisplay';
import { isNotFound } from '../../../lib/api';
import { useCurrentEntry } from '../../../lib/session/use-session';
import type { LinkKind } from '../api/contracts';
import { useLinkedAgency } from '../api/get-linked';
import { linkCrumbs, type SubprojectFrame } from './frame';
import { LinkActionModals, type LinkDialog } from './LinkActionModals';
import { LinkFacts } from './LinkFacts';
import { LinkUsers } from './LinkUsers';

interface LinkedAgencyPageProps {
  kind: LinkKind;
  agencyId: string;
  frame: SubprojectFrame;
}

/**
 * A contractor or consultant of the subproject: details, and for a Government its users (tab in `?tab=`),
 * termination while it has no termination date, and for a contractor a switch of consultant.
 */
export function LinkedAgencyPage({ kind, agencyId, frame }: LinkedAgencyPageProps) {
  const { t } = useTranslation('projects');
  const government = useCurrentEntry()?.role === 'Government';
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<LinkDialog>(null);
  const { data: link, isPending, error } = useLinkedAgency(frame.ref.subprojectId, kind, agencyId);
  const tabPath = subprojectPath(frame.ref, `details?tab=${kind}s`);
  const tabLabel = t(`links.kinds.${kind}.title`);

  if (isPending) {
    return <Loading />;
  }
  if (error) {
    if (!isNotFound(error)) return <LoadFailed>{t('links.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t(`links.kinds.${kind}.notFound`)}
        description={t('links.notFoundDescription')}
        backTo={tabPath}
        backLabel={t('links.backTo', { list: tabLabel })}
      />
    );
  }

  const active = government && !frame.closed && !link.terminated_on;
  const actions: PageAction[] = [];
  if (active) {
    actions.push({
      label: t('links.terminate'),
      icon: <IconUserOff size={16} aria-hidden />,
      color: 'red',
      onClick: () => setDialog('terminate'),
    });
    if (kind === 'contractor') {
      actions.push({
        label: t('links.switchConsultant'),
        icon: <IconArrowsExchange size={16} aria-hidden />,
        onClick: () => setDialog('switch'),
      });
    }
  }
  const tab = government && search.get('tab') === 'users' ? 'users' : 'details';

  return (
    <>
      <PageHeader
        title={link.name}
        backTo={tabPath}
        breadcrumbs={linkCrumbs(frame, kind, { projects: t('crumbs.projects'), tab: tabLabel }, link.name)}
        actions={actions}
      />
      <LinkActionModals
        kind={kind}
        subprojectId={frame.ref.subprojectId}
        link={link}
        dialog={dialog}
        onClose={() => setDialog(null)}
      />
      {link.terminated_on ? (
        <Alert color="red" mb="md" role="status">
          {t('links.terminatedNotice', { date: formatDate(link.terminated_on) })}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(next) => setSearch({ tab: next ?? 'details' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('links.detailsTab')}</Tabs.Tab>
          {government ? <Tabs.Tab value="users">{t('links.usersTab')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('links.onSubproject', { name: frame.name })}
              </Title>
              <LinkFacts kind={kind} link={link} />
              <Divider my="sm" />
              <Title order={2} size="h4">
                {t('links.agencyDetails')}
              </Title>
              <FormDisplay
                schema={kind === 'contractor' ? contractorAgencySchema : consultantAgencySchema}
                values={{ body: link.agency_body }}
              />
            </Stack>
          </Paper>
        </Tabs.Panel>
        {government ? (
          <Tabs.Panel value="users">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <LinkUsers
                kind={kind}
                subprojectId={frame.ref.subprojectId}
                agencyId={agencyId}
                editable={active}
              />
            </Paper>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
