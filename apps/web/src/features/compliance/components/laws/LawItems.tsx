import type { ComplianceItem } from '@anupalan/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath, subprojectPath } from '../../../../config/paths';
import { useLawItems } from '../../api/get-law-items';
import type { DashboardPlace } from '../../context';
import { formatDay } from '../../format';
import { dashboardSection } from '../../paths';
import { ItemRow } from './ItemRow';
import { isComplianceType } from './LawTable';

/**
 * complianceDashboard/{complianceType}/{lawId}: the items grouped by compliance id, each with its details,
 * citation and where its due date stands; a click follows the item's corrective link where the caller may.
 */
export function LawItems({ place, type, lawId }: { place: DashboardPlace; type: string; lawId: string }) {
  const { t } = useTranslation('compliance');
  const { ref, establishment } = place;
  const items = useLawItems(ref.subprojectId, establishment.id, type, lawId);
  const pathOf = (section: string) => establishmentPath(ref, establishment.id, section);
  const dashboard = pathOf(dashboardSection());
  const typePage = pathOf(dashboardSection(type));
  const notFound = (
    <RecordNotFound
      title={t('items.notFound')}
      description={t('items.notFoundDescription')}
      backTo={dashboard}
      backLabel={t('backToDashboard')}
    />
  );
  if (!isComplianceType(type)) return notFound;
  const typeTitle = t('laws.title', { type: t(`types.${type}`) });
  return (
    <QueryState query={items} errorText={t('items.loadFailed')} notFound={notFound}>
      {(data) => (
        <>
          <PageHeader
            title={`${data.law.code}: ${data.law.name}`}
            backTo={typePage}
            breadcrumbs={[
              ...place.trail,
              { label: t('dashboard.title'), to: dashboard },
              { label: typeTitle, to: typePage },
              { label: data.law.code },
            ]}
          />
          {data.groups.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed" ta="center">
                {t('empty')}
              </Text>
            </Paper>
          ) : (
            <Stack gap="md">
              {data.groups.map((group) => (
                <Paper key={group.complianceId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                  <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
                    <div>
                      <Title order={2} size="h5" ff="monospace">
                        {group.complianceId}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {group.citation}
                      </Text>
                    </div>
                    <Badge variant="light" color="gray" tt="none">
                      {t('items.count', { count: group.items.length })}
                    </Badge>
                  </Group>
                  <Stack gap="xs">
                    {group.items.map((item: ComplianceItem) => (
                      <ItemRow
                        key={item.id}
                        item={item}
                        href={item.followable ? subprojectPath(ref, item.correctiveUrl) : undefined}
                        dueOn={item.dueOn ? formatDay(item.dueOn) : null}
                      />
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </>
      )}
    </QueryState>
  );
}
