import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EstablishmentRecord } from '../../api/contracts';
import { type DetailsTab, detailTabsFor } from '../../nav/sections';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';
import { RequirementList } from '../requirements/RequirementList';
import { CompletionPanel } from './CompletionPanel';
import { ContractorInformation } from './ContractorInformation';
import { EstablishmentInfo } from './EstablishmentInfo';
import { LicensesPanel } from './LicensesPanel';
import { MinWagesPanel } from './MinWagesPanel';
import { StatusBanner } from './StatusBanner';

interface EstablishmentDetailsPageProps {
  establishment: EstablishmentRecord;
  /** The requirements page shows the Requirements tab whatever the query says. */
  at: 'details' | 'requirements';
}

/**
 * An establishment's details: the tabs Establishment Details, Requirements and Contractor Information, chosen
 * by the query parameter `tab`; subcontractors see the first only.
 */
export function EstablishmentDetailsPage({ establishment, at }: EstablishmentDetailsPageProps) {
  const { t } = useTranslation('establishments');
  const { ref } = useRouteIds();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const role = useCurrentEntry()?.role ?? null;
  const tabs = detailTabsFor(role);
  const requested = at === 'requirements' ? 'requirements' : search.get('tab');
  const tab: DetailsTab = tabs.find((item) => item === requested) ?? 'details';
  const canChange = role === 'Contractor' && !establishment.locked;
  const title = establishment.body.name;
  const crumbs = useEstablishmentBreadcrumbs(title, { id: establishment.id, name: title });

  return (
    <>
      <PageHeader title={title} subtitle={t('details.help')} breadcrumbs={crumbs} />
      <StatusBanner establishment={establishment} />
      <Tabs
        value={tab}
        onChange={(next) =>
          navigate(`${establishmentPath(ref, establishment.id, 'details')}?tab=${next ?? 'details'}`)
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`details.tabs.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Stack gap="lg">
            <EstablishmentInfo establishment={establishment} />
            <MinWagesPanel establishment={establishment} canChange={canChange} />
            <LicensesPanel establishment={establishment} canChange={canChange} />
            <CompletionPanel establishment={establishment} role={role} />
          </Stack>
        </Tabs.Panel>
        {tabs.includes('requirements') ? (
          <Tabs.Panel value="requirements">
            <RequirementList establishment={establishment} />
          </Tabs.Panel>
        ) : null}
        {tabs.includes('contractor') ? (
          <Tabs.Panel value="contractor">
            <ContractorInformation establishment={establishment} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
