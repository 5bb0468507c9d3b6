import { INPUT_LIMITS } from '../domain/limits.js';
import { DEFAULT_MESSAGES } from './messages.js';
import { getPath, setPath } from './paths.js';
import {
  FILE_TYPES,
  type FieldSchema,
  type FieldType,
  type FormSchema,
  type FormValues,
  type Option,
  TABLE_TYPES,
} from './types.js';
import { type FormContext, isFieldKept } from './visibility.js';

/**
 * What a value of each field type is (issue 9): the type and its size are checked before any rule of the
 * field, so a rule never sees a value of the wrong type or an over-long text, and nothing else is stored.
 */

/** Types whose value is one chosen option. */
const SINGLE_OPTION_TYPES: readonly FieldType[] = [
  'dropdown',
  'radio',
  'async-dropdown',
  'dropdown-indented',
  'dropdown-tree-view',
];
/** Types whose value is a list of chosen options. */
const MULTI_OPTION_TYPES: readonly FieldType[] = ['multiselect', 'dropdown-array'];
/** Types whose value is a chosen option of a list served by the API (the server checks it against the list). */
export const OPTION_TYPES: readonly FieldType[] = [...SINGLE_OPTION_TYPES, ...MULTI_OPTION_TYPES];

const DEFAULT_MAX_LENGTH: Partial<Record<FieldType, number>> = {
  text: INPUT_LIMITS.text,
  textarea: INPUT_LIMITS.textarea,
  email: INPUT_LIMITS.email,
  password: INPUT_LIMITS.password,
  tel: INPUT_LIMITS.tel,
  number: INPUT_LIMITS.number,
  calculation: INPUT_LIMITS.number,
  time: INPUT_LIMITS.dateTime,
  'date-simple': INPUT_LIMITS.dateTime,
  datetime: INPUT_LIMITS.dateTime,
  timestamp: INPUT_LIMITS.dateTime,
  'textfield-na': INPUT_LIMITS.text,
  'suggested-input-field': INPUT_LIMITS.text,
  'dropdown-creatable': INPUT_LIMITS.option,
};

/** The longest text a field takes: its own `maxLength`, else the default of its type. */
export function maxLengthOf(field: FieldSchema): number {
  return field.maxLength ?? DEFAULT_MAX_LENGTH[field.type] ?? INPUT_LIMITS.option;
}

/** The most rows (tables) or chosen options (multiselects) a field takes. */
export function maxItemsOf(field: FieldSchema): number {
  return field.maxItems ?? (TABLE_TYPES.includes(field.type) ? INPUT_LIMITS.tableRows : INPUT_LIMITS.options);
}

const tooLong = (max: number) => DEFAULT_MESSAGES.tooLong.replace('{max}', String(max));
const tooMany = (max: number) => DEFAULT_MESSAGES.tooMany.replace('{max}', String(max));
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The values of a static option list, children included; null when the options are served by the API. */
export function staticOptionValues(field: FieldSchema): Set<string> | null {
  const list = field.type === 'radio' ? field.radioArray : field.dropdownArray;
  if (!list?.length) return null;
  const values = new Set<string>();
  const walk = (options: Option[]) => {
    for (const o of options) {
      values.add(String(o.value));
      if (o.Tag) walk(o.Tag);
    }
  };
  walk(list);
  return values;
}

/** An option value as sent: a string, or a number for options whose values read as numbers. */
function optionText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function optionError(field: FieldSchema, value: unknown): string | null {
  const text = optionText(value);
  if (text === null) return DEFAULT_MESSAGES.invalidType;
  if (text.length > INPUT_LIMITS.option) return tooLong(INPUT_LIMITS.option);
  const allowed = staticOptionValues(field);
  if (allowed && text !== '' && !allowed.has(text)) return DEFAULT_MESSAGES.notAnOption;
  return null;
}

function textError(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return DEFAULT_MESSAGES.invalidType;
  return value.length > max ? tooLong(max) : null;
}

/**
 * Why a value does not have its field's type or size, or null. Absent values (undefined, null, '') have no
 * type; whether they are allowed is the isRequired rule's question.
 */
export function valueTypeError(field: FieldSchema, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const max = maxLengthOf(field);
  switch (field.type) {
    case 'calculation':
      if (isPlainObject(value)) {
        // An overridable calculation says whether its amount was typed.
        if (!field.overridable || typeof value.entered !== 'boolean') return DEFAULT_MESSAGES.invalidType;
        return valueTypeError({ ...field, overridable: false }, value.value);
      }
      return valueTypeError({ ...field, type: 'number' }, value);
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? null : DEFAULT_MESSAGES.notANumber;
      if (typeof value !== 'string') return DEFAULT_MESSAGES.notANumber;
      if (value.length > max) return tooLong(max);
      return NUMBER_TEXT.test(value.trim()) ? null : DEFAULT_MESSAGES.notANumber;
    case 'checkbox':
      return isPlainObject(value) && typeof value.checked === 'boolean' ? null : DEFAULT_MESSAGES.invalidType;
    case 'textfield-na': {
      if (!isPlainObject(value)) return DEFAULT_MESSAGES.invalidType;
      if (value.notApplicable !== undefined && typeof value.notApplicable !== 'boolean')
        return DEFAULT_MESSAGES.invalidType;
      return value.value === undefined || value.value === null ? null : textError(value.value, max);
    }
    case 'dropdown-creatable':
      return textError(value, max);
    default:
      break;
  }
  if (SINGLE_OPTION_TYPES.includes(field.type)) return optionError(field, value);
  if (MULTI_OPTION_TYPES.includes(field.type)) {
    if (!Array.isArray(value)) return DEFAULT_MESSAGES.invalidType;
    const limit = maxItemsOf(field);
    if (value.length > limit) return tooMany(limit);
    for (const item of value) {
      const error = optionError(field, item);
      if (error) return error;
    }
    return null;
  }
  if (TABLE_TYPES.includes(field.type)) {
    if (!Array.isArray(value)) return DEFAULT_MESSAGES.invalidType;
    const limit = maxItemsOf(field);
    if (value.length > limit) return tooMany(limit);
    return value.every(isPlainObject) ? null : DEFAULT_MESSAGES.invalidType;
  }
  if (FILE_TYPES.includes(field.type)) {
    // A file without url is an empty value (isEmptyValue); a url is a stored file's id.
    if (!isPlainObject(value)) return DEFAULT_MESSAGES.invalidFile;
    if (value.url !== undefined && textError(value.url, INPUT_LIMITS.fileUrl))
      return DEFAULT_MESSAGES.invalidFile;
    if (value.name !== undefined && textError(value.name, INPUT_LIMITS.fileName))
      return DEFAULT_MESSAGES.invalidFile;
    return null;
  }
  return textError(value, max);
}

/** A number as typed: an optional minus, digits, an optional decimal part. */
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

/** The part of a value the schema defines: a file is its url and name, a table row its columns. */
function pickValue(field: FieldSchema, value: unknown, ctx: FormContext): unknown {
  if (field.type === 'checkbox' && isPlainObject(value)) return { checked: value.checked };
  if (field.type === 'calculation' && isPlainObject(value))
    return { value: value.value, entered: value.entered };
  if (field.type === 'textfield-na' && isPlainObject(value)) {
    return {
      ...(value.value !== undefined ? { value: value.value } : {}),
      ...(value.notApplicable !== undefined ? { notApplicable: value.notApplicable } : {}),
    };
  }
  if (FILE_TYPES.includes(field.type) && isPlainObject(value)) {
    return { url: value.url, ...(value.name !== undefined ? { name: value.name } : {}) };
  }
  if (TABLE_TYPES.includes(field.type) && Array.isArray(value)) {
    return value.map((row) => pickFields(field.columns ?? [], isPlainObject(row) ? row : {}, ctx));
  }
  return value;
}

function pickFields(fields: FieldSchema[], values: FormValues, ctx: FormContext): FormValues {
  let picked: FormValues = {};
  for (const field of fields) {
    if (!isFieldKept(field, values, ctx)) continue;
    const value = getPath(values, field.colName);
    if (value === undefined) continue;
    picked = setPath(picked, field.colName, pickValue(field, value, ctx));
  }
  return picked;
}

/**
 * Only what the schema defines, for this role and mode: the columns of its fields (those shown to the role
 * and enabled by their dependency), table rows reduced to their columns, files to their url and name. Every
 * other key is dropped, so nothing the schema does not define is ever stored. `keys` names extra top-level
 * keys a save reads besides its fields (the id of the edited record); they are kept when they are ids.
 */
export function pickSchemaValues(
  schema: FormSchema,
  values: FormValues,
  ctx: FormContext,
  keys: readonly string[] = [],
): FormValues {
  const picked = pickFields(
    schema.steps.flatMap((s) => s.fields),
    values,
    ctx,
  );
  for (const key of [...keys, ...(schema.recordKeys ?? [])]) {
    const id = values[key];
    if (typeof id === 'string' && UUID.test(id)) picked[key] = id;
  }
  return picked;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
