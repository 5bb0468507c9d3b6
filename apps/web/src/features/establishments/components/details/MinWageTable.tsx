import { amountOf, SKILL_KEYS } from '@anupalan/shared';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MinWagePeriod } from '../../api/contracts';
import { formatDay, formatRupees } from '../../format';

interface MinWageTableProps {
  period: MinWagePeriod;
  /** The contractor's actions; absent for everyone else and once the establishment is locked. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One period of minimum wages: the four skill categories with basic and DA per day and overtime per hour. */
export function MinWageTable({ period, onEdit, onDelete }: MinWageTableProps) {
  const { t } = useTranslation('establishments');
  const from = formatDay(period.start_date);
  const caption = period.end_date
    ? t('minWages.period', { from, to: formatDay(period.end_date) })
    : t('minWages.periodOpen', { from });

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{caption}</Text>
        {onEdit || onDelete ? (
          <Group gap="xs">
            {onEdit ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={onEdit}
                aria-label={t('minWages.editPeriod', { period: caption })}
              >
                {t('actions.edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onDelete}
                aria-label={t('minWages.deletePeriod', { period: caption })}
              >
                {t('actions.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder striped aria-label={t('minWages.tableLabel', { period: caption })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('minWages.skill')}</Table.Th>
              <Table.Th ta="right">{t('minWages.basic')}</Table.Th>
              <Table.Th ta="right">{t('minWages.da')}</Table.Th>
              <Table.Th ta="right">{t('minWages.overTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SKILL_KEYS.map((key) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {t(`skills.${key}`)}
                </Table.Th>
                <Table.Td ta="right">{formatRupees(period.body[key].minimumBasic)}</Table.Td>
                <Table.Td ta="right">{formatRupees(period.body[key].da)}</Table.Td>
                <Table.Td ta="right">{formatRupees(String(amountOf(period.body[key].overTime)))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
