import type { WageRegister } from '@anupalan/shared';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../display';

/** The totals of a paid and signed register: Total Employees, Total Wage Paid, Total Deduction (in rupees). */
export function RegisterTotals({ register }: { register: WageRegister }) {
  const { t } = useTranslation('wages');
  const items: [string, string][] = [
    [t('totals.employees'), String(register.total_entries)],
    [t('totals.wagePaid'), formatRupees(register.total_net_payment)],
    [t('totals.deduction'), formatRupees(register.total_deduction_amount)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
      {items.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl" data-total={label}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
