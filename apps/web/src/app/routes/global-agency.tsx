import { Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../components/feedback/QueryState';
import { RecordNotFound } from '../../components/feedback/RecordNotFound';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { AgencyUsers } from '../../features/agency-users/components/AgencyUsers';
import { useGlobalAgency } from '../../features/global-agencies/api/get-global-agency';
import type { GlobalType } from '../../features/global-agencies/api/global-type';
import { GlobalAgencyDetails } from '../../features/global-agencies/components/GlobalAgencyDetails';
import { WithFormSchema } from '../../forms/WithFormSchema';
import { isNotFound } from '../../lib/api';
import { bodyText } from '../../lib/contracts/agencies';
import { useCurrentEntry } from '../../lib/session/use-session';

type Tab = 'details' | 'users';

/** A contractor's or consultant's record: Details and (for its Government) Users, tab in `?tab=`. */
export function GlobalAgencyRoute({ type }: { type: GlobalType }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const government = useCurrentEntry()?.role === 'Government';
  const { data: agency, isPending, error } = useGlobalAgency(type, id);
  const listPath = type === 'contractor' ? paths.globalContractors : paths.globalConsultants;
  const requested = search.get('tab');
  const tab: Tab = government && requested === 'users' ? 'users' : 'details';

  if (isPending) {
    return <Loading />;
  }
  if (error) {
    if (!isNotFound(error)) return <LoadFailed>{t('global.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t(`global.${type}.notFound`)}
        description={t('global.notFoundDescription')}
        backTo={government ? listPath : paths.home}
        backLabel={government ? t(`global.${type}.backToList`) : t('notFound.home')}
      />
    );
  }
  const name = bodyText(agency, 'name');
  return (
    <>
      <PageHeader
        title={name}
        backTo={government ? listPath : undefined}
        breadcrumbs={
          government ? [{ label: t(`global.${type}.title`), to: listPath }, { label: name }] : undefined
        }
      />
      <Tabs
        value={tab}
        onChange={(next) => setSearch(next === 'users' ? { tab: 'users' } : { tab: 'details' })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('global.detailsTab')}</Tabs.Tab>
          {government ? <Tabs.Tab value="users">{t('global.usersTab')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <GlobalAgencyDetails type={type} agency={agency} />
          </Paper>
        </Tabs.Panel>
        {government ? (
          <Tabs.Panel value="users">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <WithFormSchema type="global-agency" purpose="user-create">
                {(addUserSchema) => (
                  <WithFormSchema type="user" purpose="edit-name">
                    {(editNameSchema) => (
                      <AgencyUsers
                        agencyPath={`/api/global-agency/${type}/${encodeURIComponent(agency.id)}`}
                        addUserSchema={addUserSchema}
                        editNameSchema={editNameSchema}
                        params={{ type, id: agency.id }}
                        withContact={false}
                      />
                    )}
                  </WithFormSchema>
                )}
              </WithFormSchema>
            </Paper>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
