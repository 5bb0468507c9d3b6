import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import type { FileRowProblem } from '../../../../lib/api';

/** Every bad row of a refused file: its row number, the column and what is wrong, as the server listed them. */
export function UploadErrorsTable({ problems }: { problems: FileRowProblem[] }) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420} type="native" mah={320}>
      <Table striped withTableBorder stickyHeader aria-label={t('upload.problemsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('upload.row')}</Table.Th>
            <Table.Th w={170}>{t('upload.column')}</Table.Th>
            <Table.Th>{t('upload.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem, index) => (
            // The same row and column may hold two problems; their order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <Table.Tr key={index}>
              <Table.Td>{problem.row}</Table.Td>
              <Table.Td>{problem.column}</Table.Td>
              <Table.Td>{translateMessage(tc, problem.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
