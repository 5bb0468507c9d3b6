import { Table } from '@mantine/core';

export interface FileProblem {
  row: number;
  column: string;
  message: string;
}

interface FileProblemsTableProps {
  problems: readonly FileProblem[];
  /** The table's name and its headers, translated by the feature that shows it. */
  labels: { title: string; row: string; column: string; message: string };
  /** Shows a problem's message (translated), as it came from the server. */
  renderMessage?: (message: string) => string;
}

/** Every bad row of a refused file (an import): its row number, the column and what is wrong, as the server listed them. */
export function FileProblemsTable({ problems, labels, renderMessage = (m) => m }: FileProblemsTableProps) {
  return (
    <Table.ScrollContainer minWidth={420} type="native" mah={320}>
      <Table striped withTableBorder stickyHeader aria-label={labels.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{labels.row}</Table.Th>
            <Table.Th w={170}>{labels.column}</Table.Th>
            <Table.Th>{labels.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem, index) => (
            // The same row and column may hold two problems; their order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <Table.Tr key={index}>
              <Table.Td>{problem.row}</Table.Td>
              <Table.Td>{problem.column}</Table.Td>
              <Table.Td>{renderMessage(problem.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
