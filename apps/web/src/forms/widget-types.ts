import type { FieldErrors, FieldSchema, FormValues } from '@anupalan/shared';
import type { ComponentType, ReactNode } from 'react';

export interface ChangeOptions {
  /**
   * The value is a default the form filled in (e.g. a dynamic table's rows from its src), not an edit by the
   * person: it does not make the form dirty.
   */
  asDefault?: boolean;
}

/** What every widget receives: one contract for every field type. */
export interface WidgetProps {
  field: FieldSchema;
  /** The dotted path of the value in the form values; for a table cell `col.rowIndex.cellCol`. */
  path: string;
  id: string;
  /** The translated title, with the help bubble when the schema has one. */
  label: ReactNode;
  /** The plain translated title: names the input when the label is hidden (table cells). */
  title: string;
  hideLabel: boolean;
  /** The id of the title when `label` holds more than the title, for aria-labelledby. */
  labelledBy?: string;
  description?: string;
  required: boolean;
  value: unknown;
  onChange: (value: unknown, options?: ChangeOptions) => void;
  /** Already translated. */
  error?: string;
  /** Disabled by a dependency (such a field is also cleared), or while the form is saving. */
  disabled: boolean;
  /** Shown but not editable: disabled in the schema, or a copy of another field while its checkbox is ticked. */
  readOnly: boolean;
  /** Where other columns are read from: the form's values, or the row's for a table cell. */
  values: FormValues;
  /** Every error of the form, keyed by path: tables show their cells' errors. */
  errors: FieldErrors;
}

export interface DisplayProps {
  field: FieldSchema;
  value: unknown;
  values: FormValues;
}

export interface WidgetDefinition {
  Input: ComponentType<WidgetProps>;
  /** The value in the read-only details view; null for types that show nothing there. */
  Display: ComponentType<DisplayProps> | null;
}

/** The props of a Mantine input that follow from the contract. */
export function inputProps(props: WidgetProps) {
  return {
    id: props.id,
    label: props.hideLabel ? undefined : props.label,
    'aria-label': props.hideLabel ? props.title : undefined,
    'aria-labelledby': props.hideLabel ? undefined : props.labelledBy,
    description: props.hideLabel ? undefined : props.description,
    withAsterisk: props.required,
    'aria-required': props.required || undefined,
    error: props.error,
    disabled: props.disabled,
    readOnly: props.readOnly,
    // Read-only inputs look different from the ones a person fills in.
    variant: props.readOnly ? 'filled' : undefined,
    w: props.field.fieldWidth,
    maw: '100%',
  };
}

/** A value as the text an input shows. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}
