import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  width?: number;
}

interface LinkedRowsTableProps<Row extends { id: string }> {
  label: string;
  rows: Row[];
  /** The first column is the link to the row's page; a click anywhere on the row follows it too. */
  linkColumn: Column<Row>;
  columns: Column<Row>[];
  hrefOf: (row: Row) => string;
  /** Leading serial number column. */
  serialOf: (row: Row) => number;
  minWidth: number;
}

/** A list whose rows open their record: by the link in the first column (keyboard) or a click on the row. */
export function LinkedRowsTable<Row extends { id: string }>(props: LinkedRowsTableProps<Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { rows, linkColumn, columns, hrefOf } = props;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('lists.no')}</Table.Th>
            <Table.Th>{linkColumn.header}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => navigate(hrefOf(row))} style={{ cursor: 'pointer' }}>
              <Table.Td>{props.serialOf(row)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={hrefOf(row)}
                  fw={600}
                  onClick={(event) => event.stopPropagation()}
                >
                  {linkColumn.cell(row)}
                </Anchor>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 2}>
                <Text c="dimmed">{t('common.noResults')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
