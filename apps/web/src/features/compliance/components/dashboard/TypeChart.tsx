import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import type { ComplianceTypeCounts } from '@anupalan/shared';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/** Violations and warnings per compliance type, as bars (loaded lazily with the chart library). */
export default function TypeChart({ rows }: { rows: ComplianceTypeCounts }) {
  const { t } = useTranslation('compliance');
  const data = rows.map((row) => ({
    type: t(`types.${row.type}`),
    violations: row.violations,
    warnings: row.warnings,
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="type"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      series={[
        { name: 'violations', label: t('dashboard.violations'), color: 'red.6' },
        { name: 'warnings', label: t('dashboard.warnings'), color: 'orange.5' },
      ]}
      aria-label={t('dashboard.chartLabel')}
    />
  );
}
