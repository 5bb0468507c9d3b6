import type { WageEntry } from '@anupalan/shared';
import { Button, Collapse, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatRupees } from '../../display';
import { useSkillText } from '../StatusBadges';

function Facts({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="55%">{name}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What the server computed for the entry, read-only: the paid days and overtime, the lines basic, DA, overtime
 * and recoveries (Form C), and, folded away until asked for, the days by type and the rates of the wage periods in
 * force (Form B's rate of wage).
 */
export function ComputedFacts({ entry }: { entry: WageEntry }) {
  const { t } = useTranslation('wages');
  const skill = useSkillText();
  const { t: tc } = useTranslation();
  const [details, { toggle: toggleDetails }] = useDisclosure(false);
  const detailsId = useId();
  const days: [string, string][] = [
    [t('entry.skill'), skill(entry.skill_category)],
    [t('entry.designation'), entry.designation || tc('forms.noValue')],
    [t('entry.presentDays'), String(entry.present_days)],
    [t('entry.paidLeaveDays'), String(entry.paid_leave_days)],
    [t('entry.absentDays'), String(entry.absent_days)],
    [t('entry.weekOffDays'), String(entry.week_off_days)],
    [t('entry.paidDays'), String(entry.paid_days)],
    [t('entry.overtimeHours'), entry.overtime_hours],
  ];
  const lines: [string, string][] = [
    [t('entry.basic'), formatRupees(entry.basic)],
    [t('entry.da'), formatRupees(entry.da)],
    [t('entry.overtime'), formatRupees(entry.overtime)],
    [t('entry.recoveries'), formatRupees(entry.recoveries)],
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('entry.computedTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('entry.computedHelp')}
      </Text>
      <Text size="sm">
        {t('entry.daysSummary', {
          paid: entry.paid_days,
          present: entry.present_days,
          leave: entry.paid_leave_days,
          hours: entry.overtime_hours,
        })}
      </Text>
      <Facts rows={lines} label={t('entry.linesLabel')} />
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          leftSection={
            details ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
          }
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={toggleDetails}
        >
          {t('entry.daysAndRates')}
        </Button>
        <Collapse expanded={details} id={detailsId}>
          <Stack gap="sm" pt="xs">
            <Facts rows={days} label={t('entry.daysLabel')} />
            {entry.rates.map((rate) => (
              <Facts
                key={rate.start_date}
                label={t('entry.rateLabel', { from: formatDay(rate.start_date) })}
                rows={[
                  [
                    t('entry.ratePeriod'),
                    rate.end_date
                      ? `${formatDay(rate.start_date)} - ${formatDay(rate.end_date)}`
                      : t('entry.rateFrom', { from: formatDay(rate.start_date) }),
                  ],
                  [t('entry.wagePerDay'), formatRupees(rate.wage_per_day)],
                  [t('entry.daPerDay'), formatRupees(rate.da_per_day)],
                  [t('entry.overtimeRate'), formatRupees(rate.overtime_rate_per_hour)],
                  [t('entry.ratePaidDays'), String(rate.paid_days)],
                  [t('entry.rateOvertimeHours'), rate.overtime_hours],
                ]}
              />
            ))}
          </Stack>
        </Collapse>
      </div>
    </Stack>
  );
}

/** The amounts entered and the totals, for whoever may only read the entry. */
export function EnteredFacts({ entry }: { entry: WageEntry }) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const none = tc('forms.noValue');
  const rows: [string, string][] = [
    [t('entry.hra'), formatRupees(entry.hra)],
    [t('entry.other_earnings'), formatRupees(entry.other_earnings)],
    [t('entry.pf'), formatRupees(entry.pf)],
    [t('entry.esic'), formatRupees(entry.esic)],
    [t('entry.society'), formatRupees(entry.society)],
    [t('entry.income_tax'), formatRupees(entry.income_tax)],
    [t('entry.insurance'), formatRupees(entry.insurance)],
    [t('entry.other_deductions'), formatRupees(entry.other_deductions)],
    [t('entry.gross'), formatRupees(entry.gross_wages)],
    [t('entry.totalDeductions'), formatRupees(entry.total_deductions)],
    [t('entry.net'), formatRupees(entry.net_payment)],
    [t('entry.paymentMode'), entry.payment_mode ? t(`paymentModes.${entry.payment_mode}`) : none],
    [t('entry.paymentReference'), entry.payment_reference ?? none],
    [t('entry.remarks'), entry.remarks ?? none],
  ];
  return <Facts rows={rows} label={t('entry.enteredLabel')} />;
}
