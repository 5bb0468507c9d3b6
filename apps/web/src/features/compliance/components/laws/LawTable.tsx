import { COMPLIANCE_TYPES, type ComplianceLawCounts, type ComplianceType } from '@anupalan/shared';
import { Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../../components/data/PagedTable';
import { QueryState } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { useLawCounts } from '../../api/get-law-counts';
import type { DashboardPlace } from '../../context';
import { dashboardSection } from '../../paths';

export const isComplianceType = (value: string): value is ComplianceType =>
  (COMPLIANCE_TYPES as readonly string[]).includes(value);

/** complianceDashboard/{complianceType}: the law-wise table, Code, Law, Warnings, Violations. */
export function LawTable({ place, type }: { place: DashboardPlace; type: string }) {
  const { t } = useTranslation('compliance');
  const { ref, establishment } = place;
  const laws = useLawCounts(ref.subprojectId, establishment.id, type);
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const pathOf = (section: string) => establishmentPath(ref, establishment.id, section);
  const backTo = pathOf(dashboardSection());
  if (!isComplianceType(type))
    return (
      <RecordNotFound
        title={t('laws.notFound')}
        description={t('laws.notFoundDescription')}
        backTo={backTo}
        backLabel={t('backToDashboard')}
      />
    );
  const title = t('laws.title', { type: t(`types.${type}`) });
  return (
    <>
      <PageHeader
        title={title}
        backTo={backTo}
        breadcrumbs={[...place.trail, { label: t('dashboard.title'), to: backTo }, { label: title }]}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryState query={laws} errorText={t('laws.loadFailed')} py="lg">
          {(rows) => (
            <PagedTable
              label={title}
              rows={rows}
              rowKey={(row) => row.lawId}
              hrefOf={(row) => pathOf(dashboardSection(type, row.lawId))}
              columns={[
                ...(narrow
                  ? [
                      // A phone: the law's name under its code, so Warnings and Violations stay in view.
                      {
                        header: t('laws.law'),
                        cell: (row: ComplianceLawCounts[number]) => (
                          <>
                            {row.code}
                            <Text size="xs" c="dimmed" fw={400}>
                              {row.law}
                            </Text>
                          </>
                        ),
                      },
                    ]
                  : [
                      {
                        header: t('laws.code'),
                        cell: (row: ComplianceLawCounts[number]) => row.code,
                        width: 140,
                      },
                      { header: t('laws.law'), cell: (row: ComplianceLawCounts[number]) => row.law },
                    ]),
                {
                  header: t('laws.warnings'),
                  cell: (row) => row.warnings,
                  width: 110,
                  td: (row) => ({
                    c: row.warnings ? 'orange.9' : undefined,
                    fw: row.warnings ? 700 : undefined,
                  }),
                },
                {
                  header: t('laws.violations'),
                  cell: (row) => row.violations,
                  width: 110,
                  td: (row) => ({
                    c: row.violations ? 'red.9' : undefined,
                    fw: row.violations ? 700 : undefined,
                  }),
                },
              ]}
              empty={t('empty')}
              minWidth={narrow ? 300 : 560}
            />
          )}
        </QueryState>
      </Paper>
    </>
  );
}
