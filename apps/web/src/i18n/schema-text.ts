import {
  type FieldSchema,
  type FieldTextPart,
  type FormSchema,
  type FormStep,
  schemaKey,
} from '@anupalan/shared';
import type { TFunction } from 'i18next';
import i18n from './index';

/**
 * The texts of form schemas, from the `schemas` namespace, keyed by schema and field (see
 * packages/shared/src/schemas/texts.ts). Fields carry their key once their schema went through
 * `withTextKeys` (the renderer and the display do that); the English text of the schema is the fallback.
 */
const FLAT = { ns: 'schemas', keySeparator: false, nsSeparator: false } as const;

// The schema texts are not needed at start (the login page shows none): they are fetched with the first screen that
// shows one, which imports this module. Until they are there a lookup shows the schema's English text, and the
// screen shows the language's once they arrive (i18n/index.ts re-renders when a namespace is loaded).
void i18n.loadNamespaces(FLAT.ns);

/** A field without a key was rendered from a schema that skipped `withTextKeys`: the lookup says so in tests. */
const keyOf = (owner: { textKey?: string }) => owner.textKey ?? '(unkeyed)';

export function schemaTitle(t: TFunction, schema: Pick<FormSchema, 'type' | 'purpose' | 'title'>): string {
  return t(`${schemaKey(schema)}.title`, { ...FLAT, defaultValue: schema.title });
}

export function schemaBubble(
  t: TFunction,
  schema: Pick<FormSchema, 'type' | 'purpose' | 'helpBubbleMessage'>,
): string | undefined {
  const text = schema.helpBubbleMessage;
  return text ? t(`${schemaKey(schema)}.bubble`, { ...FLAT, defaultValue: text }) : undefined;
}

export function stepTitle(t: TFunction, step: FormStep): string {
  return t(`${keyOf(step)}.title`, { ...FLAT, defaultValue: step.title });
}

const PART_TEXT: Record<FieldTextPart, (field: FieldSchema) => string | undefined> = {
  title: (field) => field.title,
  help: (field) => field.helpMessage,
  helper: (field) => field.helperText,
  bubble: (field) => field.helpBubbleMessage,
  button: (field) => field.btnText,
  prefix: (field) => field.prependText,
  progress: (field) => field.progress?.label,
  'grid.group': (field) => field.grid?.group,
  'grid.row': (field) => field.grid?.row,
  'grid.column': (field) => field.grid?.column,
};

/** One text of a field; undefined when the schema gives the field none. */
export function fieldText(t: TFunction, field: FieldSchema, part: FieldTextPart): string | undefined {
  const text = PART_TEXT[part](field);
  return text ? t(`${keyOf(field)}.${part}`, { ...FLAT, defaultValue: text }) : undefined;
}

/** The field's title, or its name or column when the schema gives no title (those are not texts). */
export function fieldTitle(t: TFunction, field: FieldSchema): string {
  return fieldText(t, field, 'title') ?? field.name ?? field.colName;
}

/** The label of one of the field's own options (dropdownArray, radioArray). */
export function optionLabel(
  t: TFunction,
  field: FieldSchema,
  option: { value: string; label: string },
): string {
  return t(`${keyOf(field)}.options.${option.value}`, { ...FLAT, defaultValue: option.label });
}

/**
 * An option's label: the schema's own options from the catalogue; a list the API serves, and options a screen
 * fills in from data (the agencies an invite offers), as they are sent.
 */
export function optionText(
  t: TFunction,
  field: FieldSchema,
  option: { value: string; label: string },
): string {
  const key = `${keyOf(field)}.options.${option.value}`;
  return field.src || !i18n.exists(key, FLAT) ? option.label : optionLabel(t, field, option);
}

/** The label of an option of a schema's field, named by the schema and the field's column. */
export function schemaOptionLabel(
  t: TFunction,
  schema: Pick<FormSchema, 'type' | 'purpose'>,
  colName: string,
  option: { value: string; label: string },
): string {
  return t(`${schemaKey(schema)}.${colName}.options.${option.value}`, {
    ...FLAT,
    defaultValue: option.label,
  });
}
