import { formatIsoDate, type ProposedEntry } from '@anupalan/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clock12 } from '../time';

/** The entries a punch log proposes, each with what applying does to it. */
export function PunchPreviewTable({ entries }: { entries: readonly ProposedEntry[] }) {
  const { t } = useTranslation('attendanceBulk');
  return (
    <Table.ScrollContainer minWidth={640} type="native" mah={320}>
      <Table striped withTableBorder stickyHeader aria-label={t('punches.entriesTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('punches.date')}</Table.Th>
            <Table.Th>{t('punches.code')}</Table.Th>
            <Table.Th>{t('punches.name')}</Table.Th>
            <Table.Th>{t('punches.in')}</Table.Th>
            <Table.Th>{t('punches.out')}</Table.Th>
            <Table.Th>{t('punches.rest')}</Table.Th>
            <Table.Th>{t('punches.hours')}</Table.Th>
            <Table.Th>{t('punches.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={`${e.employee_id}|${e.register_date}`}>
              <Table.Td>{formatIsoDate(e.register_date)}</Table.Td>
              <Table.Td>{e.employee_code}</Table.Td>
              <Table.Td>{e.employee_name}</Table.Td>
              <Table.Td>{clock12(e.in_time)}</Table.Td>
              <Table.Td>
                {clock12(e.out_time)}
                {e.out_next_day ? ` ${t('punches.nextDay')}` : ''}
              </Table.Td>
              <Table.Td>{e.rest_minutes}</Table.Td>
              <Table.Td>{(Math.round((e.worked_minutes / 60) * 100) / 100).toString()}</Table.Td>
              <Table.Td>{t(`punches.actions.${e.action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
