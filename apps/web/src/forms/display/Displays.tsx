import { type FormValues, getPath, isFieldShownInDisplay, normalize } from '@anupalan/shared';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTitle, optionText } from '../../i18n/schema-text';
import { useFieldOptions } from '../api/get-options';
import { flattenOptions } from '../api/options';
import { fallsOnNextDay } from '../engine/next-day';
import { FileLink } from '../files/FileLink';
import { asFileValue } from '../files/file-value';
import { useFormContext } from '../form-context';
import { useRowKeys } from '../tables/use-row-keys';
import type { DisplayProps } from '../widget-types';
import { formatDateTimeValue, formatDateValue, formatInstant, formatNumber, formatTimeValue } from './format';

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function Shown({ children }: { children: ReactNode }) {
  return <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>;
}

/** A value as text through a formatter; a dash when there is none. */
function formatted(format: (value: unknown) => string) {
  return function FormattedDisplay({ value }: DisplayProps) {
    const { t } = useTranslation();
    return <Shown>{isBlank(value) ? t('forms.noValue') : format(value)}</Shown>;
  };
}

export const TextDisplay = formatted(String);
export const NumberDisplay = formatted(formatNumber);
export const DateDisplay = formatted(formatDateValue);
/** A time as hh:mm AM/PM; an out-time not after its in-time says it falls on the next day. */
export function TimeDisplay({ field, value, values }: DisplayProps) {
  const { t } = useTranslation();
  if (isBlank(value)) return <Shown>{t('forms.noValue')}</Shown>;
  const nextDay = fallsOnNextDay(field, value, values);
  return (
    <Shown>{nextDay ? `${formatTimeValue(value)} ${t('forms.nextDay')}` : formatTimeValue(value)}</Shown>
  );
}
export const DateTimeDisplay = formatted(formatDateTimeValue);
export const TimestampDisplay = formatted(formatInstant);

/** A choice shown by its option's label (or labels, for several). */
export function OptionDisplay({ field, value }: DisplayProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions({ ...field, dropdownArray: field.dropdownArray ?? field.radioArray });
  if (isBlank(value)) return <Shown>{t('forms.noValue')}</Shown>;
  const labels = new Map(
    flattenOptions(options).map(({ option }) => [option.value, optionText(t, field, option)]),
  );
  const chosen = (Array.isArray(value) ? value : [value]).map(String);
  return <Shown>{chosen.map((item) => labels.get(item) ?? item).join(', ')}</Shown>;
}

export function CheckboxDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  return <Shown>{normalize(value) === true ? t('common.yes') : t('common.no')}</Shown>;
}

export function TextfieldNaDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const raw = (value ?? {}) as { value?: unknown; notApplicable?: unknown };
  if (raw.notApplicable === true) return <Shown>{t('forms.notApplicable')}</Shown>;
  return <Shown>{isBlank(raw.value) ? t('forms.noValue') : String(raw.value)}</Shown>;
}

export function FileDisplay({ field, value }: DisplayProps) {
  const { t } = useTranslation();
  const file = asFileValue(value);
  if (!file) return <Shown>{t('forms.noValue')}</Shown>;
  return <FileLink file={file} image={field.type === 'file-img'} />;
}

/** A table's rows, each cell shown as its column's type shows it. */
export function TableDisplay({ field, value }: DisplayProps) {
  const { t } = useTranslation();
  const { widgetFor, role } = useFormContext();
  const rows = Array.isArray(value) ? (value as FormValues[]) : [];
  const columns = (field.columns ?? []).filter((column) => isFieldShownInDisplay(column, { role }));
  const { keys } = useRowKeys(rows.length);
  if (rows.length === 0) return <Shown>{t('forms.noValue')}</Shown>;
  return (
    <Table.ScrollContainer minWidth={columns.length * 140}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('forms.rowNumber')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.colName}>{fieldTitle(t, column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={keys[index]}>
              <Table.Td>{index + 1}</Table.Td>
              {columns.map((column) => {
                const { Display } = widgetFor(column.type);
                return (
                  <Table.Td key={column.colName}>
                    {Display ? (
                      <Display field={column} value={getPath(row, column.colName)} values={row} />
                    ) : null}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
