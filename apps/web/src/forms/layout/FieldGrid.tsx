import type { FieldSchema } from '@anupalan/shared';
import { Box, List, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../i18n/schema-text';
import { isRequiredField } from '../FieldControl';
import classes from './FieldGrid.module.css';
import { gridShape } from './field-blocks';

interface FieldGridProps {
  /** Titles the row headings, and names the grid. */
  group: string;
  fields: FieldSchema[];
  /** The input of one cell, its label hidden (the cell's own title still names it). */
  renderCell: (field: FieldSchema) => ReactNode;
}

/**
 * Fields laid out as a grid (schema `grid`): rows by `row`, columns by `column`, as a table on wider screens
 * and as headed rows of inputs on a phone. Every input keeps its full title as its accessible name.
 */
export function FieldGrid({ group, fields, renderCell }: FieldGridProps) {
  const { t } = useTranslation();
  const { rows, columns, cell } = gridShape(fields);
  const required = (column: string) => fields.some((f) => f.grid?.column === column && isRequiredField(f));
  // Headings are texts of the fields they head, read from the catalogue through the first such field.
  const heading = (part: 'grid.group' | 'grid.row' | 'grid.column', text: string, of?: FieldSchema) =>
    (of && fieldText(t, of, part)) ?? text;
  const groupTitle = heading('grid.group', group, fields[0]);
  const columnTitle = (column: string) =>
    heading(
      'grid.column',
      column,
      fields.find((f) => f.grid?.column === column),
    );
  const rowTitle = (row: string) =>
    heading(
      'grid.row',
      row,
      fields.find((f) => f.grid?.row === row),
    );
  // The cells hide their labels and descriptions: each column's help is said once, under the grid.
  const notes = columns.flatMap((column) => {
    const owner = fields.find((f) => f.grid?.column === column && f.helperText);
    const help = owner && fieldText(t, owner, 'helper');
    return help ? [{ column, help }] : [];
  });
  return (
    <Stack gap="xs">
      <Box
        role="group"
        aria-label={groupTitle}
        className={classes.grid}
        style={{ '--grid-columns': columns.length }}
      >
        <Text className={classes.corner} fw={600} size="sm" c="dimmed" aria-hidden>
          {groupTitle}
        </Text>
        {columns.map((column) => (
          <Text key={column} className={classes.columnHeading} aria-hidden>
            {columnTitle(column)}
            {required(column) ? (
              <Text span c="red">
                {' '}
                *
              </Text>
            ) : null}
          </Text>
        ))}
        {rows.map((row) => (
          <Fragment key={row}>
            <Text className={classes.rowHeading} aria-hidden>
              {rowTitle(row)}
            </Text>
            {columns.map((column) => {
              const field = cell(row, column);
              return <Box key={column}>{field ? renderCell(field) : null}</Box>;
            })}
          </Fragment>
        ))}
      </Box>
      {notes.length > 0 ? (
        <List size="sm" c="dimmed" spacing={2}>
          {notes.map(({ column, help }) => (
            <List.Item key={column}>{t('forms.gridNote', { column: columnTitle(column), help })}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
