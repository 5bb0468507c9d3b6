import { Anchor, Table, type TableTdProps, type TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../feedback/QueryState';
import { ListPagination } from './ListPagination';
import classes from './PagedTable.module.css';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Column width in px. */
  width?: number;
  /** Props of the cell for a row (colour, alignment, no wrapping). */
  td?: (row: Row) => TableTdProps;
}

interface Paging {
  page: number;
  onChange: (page: number) => void;
  /** The list's max_count: rows in all pages. */
  maxCount: number;
  /** Rows per page the server was asked for: 10 unless given. */
  pageSize?: number;
  /** Names the page buttons for screen readers. */
  label: string;
}

interface PagedTableProps<Row> {
  /** Names the table (and its scrolling region) for screen readers. */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The leading 'No.' column: the row's serial_no as the server numbered it across all pages. */
  serialOf?: (row: Row, index: number) => number;
  columns: TableColumn<Row>[];
  /**
   * The row's own page: the first column's content becomes a link to it (reached with Tab, followed with
   * Enter), and a click anywhere on the row follows it too.
   */
  hrefOf?: (row: Row) => string;
  /** Props of a row (a tint for terminated or revoked rows, data attributes). */
  rowProps?: (row: Row) => TableTrProps & Record<`data-${string}`, string | undefined>;
  /** Said in the table when there are no rows; 'No results to show.' unless given. */
  empty?: ReactNode;
  /** Below this width the table scrolls sideways inside its region (a phone shows every column that way). */
  minWidth: number;
  /** Page buttons and the count of rows under the table. */
  paging?: Paging;
}

/**
 * The one list table: serial numbers from the server, a link per row, the empty text, page buttons. On a
 * narrow screen it scrolls sideways in a region that the keyboard can focus and scroll (arrow keys).
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { rows, columns, hrefOf, serialOf } = props;
  const span = columns.length + (serialOf ? 1 : 0);
  return (
    <>
      <Table.ScrollContainer
        minWidth={props.minWidth}
        type="native"
        className={classes.scroller}
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        <Table verticalSpacing="sm" highlightOnHover={Boolean(hrefOf)} aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              {serialOf ? <Table.Th w={56}>{t('lists.no')}</Table.Th> : null}
              {columns.map((column) => (
                <Table.Th key={column.header} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => {
              const href = hrefOf?.(row);
              return (
                <Table.Tr
                  key={props.rowKey(row)}
                  {...props.rowProps?.(row)}
                  onClick={href ? () => navigate(href) : undefined}
                  style={href ? { cursor: 'pointer' } : undefined}
                >
                  {serialOf ? <Table.Td>{serialOf(row, rowIndex)}</Table.Td> : null}
                  {columns.map((column, index) => (
                    <Table.Td key={column.header} {...column.td?.(row)}>
                      {href && index === 0 ? (
                        <Anchor
                          component={Link}
                          to={href}
                          fw={600}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {column.cell(row)}
                        </Anchor>
                      ) : (
                        column.cell(row)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={span}>
                  <EmptyState py={0}>{props.empty}</EmptyState>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.paging ? (
        <ListPagination
          page={props.paging.page}
          onChange={props.paging.onChange}
          maxCount={props.paging.maxCount}
          label={props.paging.label}
          pageSize={props.paging.pageSize}
        />
      ) : null}
    </>
  );
}
