import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { type ComplianceOverview, formatDate } from '@anupalan/shared';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/** Open violations and warnings after each morning run (loaded lazily with the chart library). */
export default function TrendChart({ trend }: { trend: ComplianceOverview['trend'] }) {
  const { t } = useTranslation('compliance');
  const data = trend.map((point) => ({
    day: formatDate(point.finishedAt),
    violations: point.violations,
    warnings: point.warnings,
  }));
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="day"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ allowDecimals: false }}
      curveType="linear"
      series={[
        { name: 'violations', label: t('dashboard.violations'), color: 'red.6' },
        { name: 'warnings', label: t('dashboard.warnings'), color: 'orange.5' },
      ]}
      aria-label={t('overview.trendLabel')}
    />
  );
}
