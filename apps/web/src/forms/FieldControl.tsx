import {
  type FieldErrors,
  type FieldSchema,
  type FormValues,
  getPath,
  isEnabledByDependency,
} from '@anupalan/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/messages';
import { fieldText, fieldTitle } from '../i18n/schema-text';
import { isCopying } from './engine/derive';
import { useFormContext } from './form-context';
import { HelpBubble } from './HelpBubble';
import type { ChangeOptions } from './widget-types';

interface FieldControlProps {
  field: FieldSchema;
  /** The field's path in the form; for a table cell `col.rowIndex.cellCol`. */
  path: string;
  /** The values the field's column and the columns it depends on are read from (a row, for a cell). */
  values: FormValues;
  errors: FieldErrors;
  onChange: (value: unknown, options?: ChangeOptions) => void;
  /** A table cell: the title names the input with its row number, and the label is hidden ... */
  rowNumber?: number;
  /** ... unless the cell stands apart from the table (an accordion column). */
  showLabel?: boolean;
  /** The whole form is busy (saving). */
  busy?: boolean;
  /** A cell of a grid, whose headings show the title: the label is hidden (the title still names it). */
  hideLabel?: boolean;
}

export function isRequiredField(field: FieldSchema): boolean {
  const rule = field.validations?.isRequired;
  return Boolean(rule?.enabled || (field.mandatory && rule?.enabled !== false));
}

/** One field or cell: works out its label, state and error from the schema, and renders its widget. */
export function FieldControl(props: FieldControlProps) {
  const { field, path, values, errors, onChange, rowNumber, showLabel, busy } = props;
  const { t } = useTranslation();
  const { widgetFor } = useFormContext();
  const id = useId();
  const titleId = useId();
  const { Input } = widgetFor(field.type);

  const plainTitle = fieldTitle(t, field);
  const title =
    rowNumber === undefined ? plainTitle : t('forms.cellLabel', { title: plainTitle, row: rowNumber });
  const disabled = !isEnabledByDependency(field, values) || Boolean(busy);
  const readOnly = Boolean(field.disabled) || isCopying(field, values);
  const bubble = field.helpBubbleMessage && rowNumber === undefined;
  const label = bubble ? (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span id={titleId}>{title}</span>
      <HelpBubble titleId={titleId} message={fieldText(t, field, 'bubble') ?? ''} />
    </span>
  ) : (
    title
  );
  const description = [fieldText(t, field, 'help'), fieldText(t, field, 'helper')]
    .filter((text): text is string => Boolean(text))
    .join(' ');
  const error = errors[path];

  return (
    <Input
      field={field}
      path={path}
      id={id}
      label={label}
      title={title}
      hideLabel={Boolean(props.hideLabel) || (rowNumber !== undefined && !showLabel)}
      labelledBy={bubble ? titleId : undefined}
      description={description || undefined}
      required={!disabled && !field.disabled && isRequiredField(field)}
      value={getPath(values, field.colName)}
      onChange={onChange}
      error={error ? translateMessage(t, error) : undefined}
      disabled={disabled}
      readOnly={readOnly}
      values={values}
      errors={errors}
    />
  );
}
