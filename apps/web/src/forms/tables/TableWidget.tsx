import { type FormValues, isFieldShown, setPath } from '@anupalan/shared';
import { Accordion, ActionIcon, Box, Button, Group, Input, SimpleGrid, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTitle } from '../../i18n/schema-text';
import { useTableDefaults } from '../api/get-table-defaults';
import { FieldControl, isRequiredField } from '../FieldControl';
import { useFormContext } from '../form-context';
import { FieldGrid } from '../layout/FieldGrid';
import { fieldBlocks } from '../layout/field-blocks';
import type { WidgetProps } from '../widget-types';
import { useRowKeys } from './use-row-keys';

const COLUMN_MIN_WIDTH = 170;
/** The space between a row's details and the visible edges of the table. */
const DETAILS_INSET = 12;

/**
 * The table types, validated per cell: table-input (rows added and removed), table-input-extend (columns
 * marked isAccordionField open per row; with showOutsideTable they sit in an accordion under the table) and
 * table-dynamic-v2 (rows start from its src; noAdd / noRemove fix them).
 */
export function TableWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, path, errors, onChange } = props;
  const { resolveUrl, role, isEdit, revealCount } = useFormContext();
  const [open, setOpen] = useState<number[]>([]);
  const [revealed, setRevealed] = useState(revealCount);
  const rows = Array.isArray(props.value) ? (props.value as FormValues[]) : [];
  const locked = props.disabled || props.readOnly;
  const rowKeys = useRowKeys(rows.length);
  const { ref: scrollRef, width: visibleWidth } = useElementSize();

  const needsDefaults = field.type === 'table-dynamic-v2' && !Array.isArray(props.value);
  const defaults = useTableDefaults(field.src ? resolveUrl(field.src) : undefined, needsDefaults);
  useEffect(() => {
    if (needsDefaults && defaults.data) onChange(defaults.data, { asDefault: true });
  }, [needsDefaults, defaults.data, onChange]);

  const columns = (field.columns ?? []).filter((column) => isFieldShown(column, { role, isEdit }));
  const extend = field.type === 'table-input-extend';
  const inTable = columns.filter((column) => !(extend && column.isAccordionField));
  const inAccordion = extend ? columns.filter((column) => column.isAccordionField) : [];
  // Rows whose folded-away cells hold an error open when the form shows its errors (adjusted while rendering,
  // so they are open in the same render that shows the errors).
  if (revealed !== revealCount) {
    setRevealed(revealCount);
    const withErrors = rows
      .map((_, index) => index)
      .filter((index) => inAccordion.some((column) => errors[`${path}.${index}.${column.colName}`]));
    if (withErrors.some((index) => !open.includes(index))) {
      setOpen([...new Set([...open, ...withErrors])]);
    }
  }
  const canAdd = !field.noAdd && !locked;
  const canRemove = !field.noRemove && !locked;

  const setRow = (index: number, row: FormValues) => onChange(rows.map((r, i) => (i === index ? row : r)));
  const cell = (
    row: FormValues,
    index: number,
    column: (typeof columns)[number],
    showLabel = false,
    hideLabel = false,
  ) => (
    <FieldControl
      key={column.colName}
      field={column}
      path={`${path}.${index}.${column.colName}`}
      values={row}
      errors={errors}
      rowNumber={index + 1}
      showLabel={showLabel}
      hideLabel={hideLabel}
      busy={locked}
      onChange={(value) => setRow(index, setPath(row, column.colName, value))}
    />
  );
  const details = (row: FormValues, index: number) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {fieldBlocks(inAccordion).map((block) =>
        block.kind === 'grid' ? (
          <Box key={`grid-${block.group}`} style={{ gridColumn: '1 / -1' }}>
            <FieldGrid
              group={block.group}
              fields={block.fields}
              renderCell={(column) => cell(row, index, column, false, true)}
            />
          </Box>
        ) : (
          cell(row, index, block.field, true)
        ),
      )}
    </SimpleGrid>
  );
  const toggle = (index: number) =>
    setOpen((current) =>
      current.includes(index) ? current.filter((i) => i !== index) : [...current, index],
    );
  const inlineDetails = inAccordion.length > 0 && !field.showOutsideTable;

  return (
    <Input.Wrapper
      id={props.id}
      labelElement="div"
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={props.error}
    >
      <Table.ScrollContainer ref={scrollRef} minWidth={(inTable.length + 1) * COLUMN_MIN_WIDTH} mt={4}>
        <Table withTableBorder verticalSpacing="xs" aria-label={props.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('forms.rowNumber')}</Table.Th>
              {inTable.map((column) => (
                <Table.Th key={column.colName}>
                  {fieldTitle(t, column)}
                  {isRequiredField(column) ? (
                    <Text span c="red">
                      {' '}
                      *
                    </Text>
                  ) : null}
                </Table.Th>
              ))}
              {canRemove || inlineDetails ? <Table.Th w={96}>{t('forms.rowActions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Fragment key={rowKeys.keys[index]}>
                <Table.Tr>
                  <Table.Td>{index + 1}</Table.Td>
                  {inTable.map((column) => (
                    <Table.Td key={column.colName} style={{ verticalAlign: 'top' }}>
                      {cell(row, index, column)}
                    </Table.Td>
                  ))}
                  {canRemove || inlineDetails ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {inlineDetails ? (
                          <ActionIcon
                            variant="subtle"
                            aria-expanded={open.includes(index)}
                            aria-label={t('forms.rowDetails', { row: index + 1 })}
                            onClick={() => toggle(index)}
                          >
                            {open.includes(index) ? (
                              <IconChevronUp size={18} aria-hidden />
                            ) : (
                              <IconChevronDown size={18} aria-hidden />
                            )}
                          </ActionIcon>
                        ) : null}
                        {canRemove ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('forms.removeRow', { row: index + 1 })}
                            onClick={() => {
                              rowKeys.remove(index);
                              setOpen(open.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)));
                              onChange(rows.filter((_, i) => i !== index));
                            }}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
                {inlineDetails && open.includes(index) ? (
                  <Table.Tr>
                    <Table.Td colSpan={inTable.length + 2}>
                      {/* A row's details stay as wide as the screen shows, however far the table scrolls. */}
                      <Box
                        style={{ position: 'sticky', left: DETAILS_INSET }}
                        w={visibleWidth > 0 ? visibleWidth - 2 * DETAILS_INSET : undefined}
                      >
                        {details(row, index)}
                      </Box>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            ))}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={inTable.length + 2}>
                  <Text size="sm" c="dimmed">
                    {defaults.isFetching ? t('common.loading') : t('forms.noRows')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {inAccordion.length > 0 && field.showOutsideTable && rows.length > 0 ? (
        <Accordion
          variant="separated"
          multiple
          mt="xs"
          value={open.map((index) => rowKeys.keys[index] ?? '')}
          onChange={(keys) =>
            setOpen(keys.map((key) => rowKeys.keys.indexOf(key)).filter((index) => index !== -1))
          }
        >
          {rows.map((row, index) => (
            <Accordion.Item key={rowKeys.keys[index]} value={rowKeys.keys[index] ?? ''}>
              <Accordion.Control>{t('forms.rowDetails', { row: index + 1 })}</Accordion.Control>
              <Accordion.Panel>{details(row, index)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
      {canAdd ? (
        <Button
          variant="light"
          size="sm"
          mt="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, {}])}
          aria-label={t('forms.addRowTo', { title: props.title })}
        >
          {t('forms.addRow')}
        </Button>
      ) : null}
    </Input.Wrapper>
  );
}
