import { istDateKey } from '../format/date.js';
import { isCalculatedValue, plainValue } from './calculated.js';
import { DEFAULT_MESSAGES, NAMED_PATTERNS } from './messages.js';
import { getPath, unsetPath } from './paths.js';
import {
  FILE_TYPES,
  type FieldErrors,
  type FieldSchema,
  type FormSchema,
  type FormValues,
  TABLE_TYPES,
  type Validations,
} from './types.js';
import { valueTypeError } from './values.js';
import {
  type FormContext,
  isEnabledByDependency,
  isFieldKept,
  isFieldValidated,
  normalize,
} from './visibility.js';

export interface ValidationContext extends FormContext {
  /** 'Today' for isDateNotOfFuture; defaults to now. */
  now?: Date;
}

/** Empty: nothing, whitespace, an empty list, an unticked checkbox, a file without url, 'NA' not ticked. */
export function isEmptyValue(field: FieldSchema, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (field.type === 'calculation' && isCalculatedValue(value)) return isEmptyValue(field, value.value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === 'checkbox') return normalize(value) !== true;
  if (FILE_TYPES.includes(field.type)) return !(value as { url?: unknown }).url;
  if (field.type === 'textfield-na') {
    const v = value as { value?: unknown; notApplicable?: unknown };
    return !v.notApplicable && (v.value === undefined || v.value === null || String(v.value).trim() === '');
  }
  return false;
}

/** The text a rule such as pattern looks at. */
function textOf(field: FieldSchema, value: unknown): string {
  if (field.type === 'textfield-na') return String((value as { value?: unknown }).value ?? '');
  return typeof value === 'string' ? value.trim() : String(value);
}

const DAY_MS = 86_400_000;
/** A stored time: 24-hour HH:MM. */
const TIME_VALUE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A stored date: yyyy-mm-dd. */
const DATE_VALUE = /^(\d{4})-\d{2}-\d{2}$/;
/** A stored instant (datetime fields): yyyy-mm-ddTHH:MM[:SS[.fff]] with Z or an offset. */
const INSTANT_VALUE =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** Dates the product accepts: what a construction record can hold, and what PostgreSQL stores as given. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** A yyyy-mm-dd date that exists in the calendar and lies in the accepted years, as a day number. */
function calendarDay(key: string): number | null {
  const m = DATE_VALUE.exec(key);
  if (!m || Number(m[1]) < MIN_YEAR || Number(m[1]) > MAX_YEAR) return null;
  const t = Date.parse(`${key}T00:00:00Z`);
  // Date.parse rolls 30 February over into March; a real date reads back the same.
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== key) return null;
  return Math.round(t / DAY_MS);
}

/** Whether a value is an instant as datetime fields store it, on a real calendar date. */
export function isInstantValue(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = INSTANT_VALUE.exec(value);
  return m !== null && calendarDay(m[1]!) !== null && !Number.isNaN(Date.parse(value));
}

/** A yyyy-mm-dd date (or a datetime field's instant, taken as its IST day) as a day number. */
function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  if (DATE_VALUE.test(value)) return calendarDay(value);
  return isInstantValue(value) ? calendarDay(istDateKey(value)) : null;
}

function compareDate(
  rule: NonNullable<Validations['isDateLessThan']>,
  value: unknown,
  values: FormValues,
  direction: 'less' | 'more',
): boolean {
  const own = dayNumber(value);
  if (own === null) return false;
  const otherRaw = rule.col ? getPath(values, rule.col) : rule.date;
  const other = dayNumber(otherRaw);
  // Nothing to compare with yet: the other field's own rules speak for it.
  if (other === null) return true;
  const threshold = rule.threshold ?? 0;
  return direction === 'less' ? other - own > threshold : own - other > threshold;
}

/** The first failing rule's message for one value, or null. `values` are what other columns are read from. */
export function validateValue(
  field: FieldSchema,
  given: unknown,
  values: FormValues,
  ctx: ValidationContext,
): string | null {
  const typeError = valueTypeError(field, given);
  if (typeError) return typeError;
  // The rules of an overridable calculation look at its amount.
  const value = plainValue(field, given);
  const v: Validations = field.validations ?? {};
  const empty = isEmptyValue(field, value);
  const required = v.isRequired?.enabled || (field.mandatory && v.isRequired?.enabled !== false);
  if (empty) {
    if (required) return v.isRequired?.message ?? DEFAULT_MESSAGES.isRequired;
    if (v.isRequiredIf?.enabled) {
      const other = normalize(getPath(values, v.isRequiredIf.col));
      const expected = v.isRequiredIf.value;
      if (
        other === expected ||
        (other !== undefined && other !== null && String(other) === String(expected))
      ) {
        return v.isRequiredIf.message ?? DEFAULT_MESSAGES.isRequiredIf;
      }
    }
    return null;
  }
  if (
    field.type === 'date-simple' &&
    !(typeof value === 'string' && DATE_VALUE.test(value) && dayNumber(value) !== null)
  )
    return DEFAULT_MESSAGES.invalidDate;
  if (field.type === 'time' && !(typeof value === 'string' && TIME_VALUE.test(value)))
    return DEFAULT_MESSAGES.invalidTime;
  if ((field.type === 'datetime' || field.type === 'timestamp') && !isInstantValue(value)) {
    return DEFAULT_MESSAGES.invalidDate;
  }
  if (field.type === 'number' || field.type === 'calculation') {
    if (!Number.isFinite(Number(value))) return DEFAULT_MESSAGES.notANumber;
  }
  if (v.isValidPhoneNo?.enabled && !NAMED_PATTERNS.phone!.pattern.test(textOf(field, value))) {
    return v.isValidPhoneNo.message ?? DEFAULT_MESSAGES.isValidPhoneNo;
  }
  for (const rule of [v.pattern, v.patternCheck]) {
    if (!rule?.enabled) continue;
    const named = NAMED_PATTERNS[rule.value];
    const pattern = named?.pattern ?? new RegExp(rule.value, 'u');
    const text = textOf(field, value);
    if (!pattern.test(text) || (named?.check && !named.check(text)))
      return rule.message ?? named?.message ?? DEFAULT_MESSAGES.pattern;
  }
  if (v.isNotLessThanNum?.enabled) {
    const n = Number(textOf(field, value));
    if (!Number.isFinite(n) || n < v.isNotLessThanNum.num) {
      return (
        v.isNotLessThanNum.message ??
        DEFAULT_MESSAGES.isNotLessThanNum.replace('{num}', String(v.isNotLessThanNum.num))
      );
    }
  }
  if (v.isDateNotOfFuture?.enabled) {
    const own = dayNumber(value);
    const today = dayNumber(istDateKey(ctx.now ?? new Date()));
    if (own === null || today === null || own > today) {
      return v.isDateNotOfFuture.message ?? DEFAULT_MESSAGES.isDateNotOfFuture;
    }
  }
  if (v.isDateLessThan?.enabled && !compareDate(v.isDateLessThan, value, values, 'less')) {
    return v.isDateLessThan.message ?? DEFAULT_MESSAGES.isDateLessThan;
  }
  if (v.isDateMoreThan?.enabled && !compareDate(v.isDateMoreThan, value, values, 'more')) {
    return v.isDateMoreThan.message ?? DEFAULT_MESSAGES.isDateMoreThan;
  }
  if (v.sameAs?.enabled) {
    const other = getPath(values, v.sameAs.col);
    if (normalize(other) !== normalize(value)) return v.sameAs.message ?? DEFAULT_MESSAGES.sameAs;
  }
  return null;
}

/** Validates fields against values; table fields are validated per cell (`col.rowIndex.cellCol`). */
export function validateFields(
  fields: FieldSchema[],
  values: FormValues,
  ctx: ValidationContext,
  errors: FieldErrors = {},
): FieldErrors {
  for (const field of fields) {
    if (!isFieldKept(field, values, ctx)) continue;
    const value = getPath(values, field.colName);
    // A read-only value is not checked by the field's rules, but it is kept, so it still has its type.
    const message = isFieldValidated(field, values, ctx)
      ? validateValue(field, value, values, ctx)
      : valueTypeError(field, value);
    if (message) {
      errors[field.colName] = message;
      continue;
    }
    if (TABLE_TYPES.includes(field.type) && Array.isArray(value) && field.columns) {
      value.forEach((row, index) => {
        const rowValues = (row ?? {}) as FormValues;
        for (const column of field.columns ?? []) {
          if (!isFieldKept(column, rowValues, ctx)) continue;
          const cell = getPath(rowValues, column.colName);
          const cellMessage = isFieldValidated(column, rowValues, ctx)
            ? validateValue(column, cell, rowValues, ctx)
            : valueTypeError(column, cell);
          if (cellMessage) errors[`${field.colName}.${index}.${column.colName}`] = cellMessage;
        }
      });
    }
  }
  return errors;
}

export function allFields(schema: FormSchema): FieldSchema[] {
  return schema.steps.flatMap((s) => s.fields);
}

/** Every synchronous rule of a whole form. The browser runs it per step; the server on every save. */
export function validateForm(schema: FormSchema, values: FormValues, ctx: ValidationContext): FieldErrors {
  return validateFields(allFields(schema), values, ctx);
}

/** Performs one async check; true when the server accepts the value. */
export type AsyncChecker = (request: {
  url: string;
  method: 'GET' | 'POST';
  payload: Record<string, unknown>;
}) => Promise<boolean>;

/** The async rules of the fields that passed their synchronous rules. */
export async function validateAsyncRules(
  fields: FieldSchema[],
  values: FormValues,
  ctx: ValidationContext,
  errors: FieldErrors,
  check: AsyncChecker,
): Promise<FieldErrors> {
  const pending = fields
    .filter((f) => f.validations?.async?.enabled && !errors[f.colName] && isFieldValidated(f, values, ctx))
    .filter((f) => !isEmptyValue(f, getPath(values, f.colName)))
    .map(async (f) => {
      const rule = f.validations!.async!;
      const payload: Record<string, unknown> = { value: getPath(values, f.colName) };
      for (const col of rule.payloadCols ?? []) payload[col] = getPath(values, col);
      const ok = await check({ url: rule.url, method: rule.method ?? 'GET', payload }).catch(() => false);
      if (!ok) errors[f.colName] = rule.message ?? DEFAULT_MESSAGES.async;
    });
  await Promise.all(pending);
  return errors;
}

/** A field disabled by its dependency is cleared (spec part 1, section 4): its value is not kept. */
export function clearDisabledValues(schema: FormSchema, values: FormValues): FormValues {
  let result = values;
  for (const field of allFields(schema)) {
    if (!isEnabledByDependency(field, result) && getPath(result, field.colName) !== undefined) {
      result = unsetPath(result, field.colName);
    }
  }
  return result;
}
