import type { Role } from '../domain/roles.js';

/**
 * The field types of the shared form engine (spec part 1, section 3). 'text', 'number', 'email', 'password',
 * 'textarea' and 'tel' are the plain text inputs.
 */
export const FIELD_TYPES = [
  'text',
  'number',
  'email',
  'password',
  'textarea',
  'tel',
  'time',
  'date-simple',
  'datetime',
  'timestamp',
  'calculation',
  'dropdown',
  'multiselect',
  'async-dropdown',
  'dropdown-creatable',
  'dropdown-array',
  'dropdown-indented',
  'dropdown-tree-view',
  'radio',
  'file',
  'file-img',
  'file-upload',
  'async-file-upload',
  'generated-form-upload',
  'checkbox',
  'text-view',
  'table-input',
  'table-input-extend',
  'table-dynamic-v2',
  'textfield-na',
  'suggested-input-field',
  'warning-box',
  'progress-bar',
  'view-url-button',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types that show something but hold no value of their own. */
export const DISPLAY_ONLY_TYPES: readonly FieldType[] = [
  'text-view',
  'warning-box',
  'progress-bar',
  'view-url-button',
];
/** Types whose value is a list of rows, each validated per cell. */
export const TABLE_TYPES: readonly FieldType[] = ['table-input', 'table-input-extend', 'table-dynamic-v2'];
export const FILE_TYPES: readonly FieldType[] = [
  'file',
  'file-img',
  'file-upload',
  'async-file-upload',
  'generated-form-upload',
];

export interface Option {
  value: string;
  label: string;
  /** Nested children (dropdown-indented, dropdown-tree-view). */
  Tag?: Option[];
}

interface Rule {
  enabled: boolean;
  message?: string;
}

/** Each rule carries its own enable flag and message; absent messages fall back to the defaults. */
export interface Validations {
  isRequired?: Rule;
  isValidPhoneNo?: Rule;
  /** A regular expression source, or the name of a shared pattern (see NAMED_PATTERNS). */
  pattern?: Rule & { value: string };
  patternCheck?: Rule & { value: string };
  isNotLessThanNum?: Rule & { num: number };
  isDateNotOfFuture?: Rule;
  /** The date must be before another column's date or a fixed yyyy-mm-dd date, by at least `threshold` days. */
  isDateLessThan?: Rule & { col?: string; date?: string; threshold?: number };
  isDateMoreThan?: Rule & { col?: string; date?: string; threshold?: number };
  isRequiredIf?: Rule & { col: string; value: unknown };
  sameAs?: Rule & { col: string };
  /**
   * Asks the server: GET (query) or POST (JSON) `url` with `value` and the named columns; a non-2xx answer
   * makes the field invalid.
   */
  async?: Rule & { url: string; method?: 'GET' | 'POST'; payloadCols?: string[] };
}

export interface DependentValueConfig {
  /** When the dependent column holds this value ... */
  value: unknown;
  /** ... the field is disabled (and cleared) or enabled. */
  disabled: boolean;
}

export interface FieldSchema {
  type: FieldType;
  title?: string;
  /** Dotted path into the form values, e.g. `users.body.name`. */
  colName: string;
  name?: string;
  /** Option list (GET); may hold a `{subprojectId}` placeholder. */
  src?: string;
  url?: string;
  helpMessage?: string;
  /** Grid span out of 12; default 6. */
  fieldSize?: number;
  dropdownArray?: Option[];
  helpBubbleMessage?: string;
  radioArray?: Option[];
  btnText?: string;
  mandatory?: boolean;
  disabled?: boolean;
  /** The field is enabled only while `dependentCol` holds `dependentValue` (one value or any of a list). */
  dependentCol?: string;
  dependentValue?: unknown;
  dependentValuesConfig?: DependentValueConfig[];
  /** While the checkbox column is ticked, this field holds a copy of the source column and is read-only. */
  valueSameAs?: { checkbox: string; source: string };
  /** calculation: arithmetic over other columns (+ - * / parentheses, numbers, dotted column names). */
  expression?: string;
  /** calculation: the result is rounded to this many decimals (2 for rupees and paise). */
  decimals?: number;
  /**
   * calculation: the person may type a value instead of the result. The value is then a CalculatedValue
   * that says which it is: a typed value is kept, a calculated one follows the columns it is made of.
   */
  overridable?: boolean;
  /**
   * Lays the field out as one cell of a grid (e.g. skill categories by basic, DA and overtime): consecutive
   * fields of one `group` form a table whose rows are titled `row` and columns `column`; `group` titles
   * the row headings.
   */
  grid?: { group: string; row: string; column: string };
  /**
   * time: the in-time column this out-time belongs to (same form or table row). The out-time starts at PM,
   * and one not after the in-time falls on the next day (spec part 1, section 3).
   */
  outTimeOf?: string;
  isHidden?: boolean;
  isHiddenForEdit?: boolean;
  isHiddenForDisplay?: boolean;
  hideForRoles?: Role[];
  isAccordionField?: boolean;
  showOutsideTable?: boolean;
  noAdd?: boolean;
  noRemove?: boolean;
  /** CSS width of the input, e.g. '350px'. */
  fieldWidth?: string;
  prependText?: string;
  helperText?: string;
  validations?: Validations;
  accessBy?: Role[];
  editDisabledIf?: string;
  /** Columns of a table type, validated per cell. */
  columns?: FieldSchema[];
  /** Query parameter suffix added to an async-dropdown search. */
  searchSuffix?: string;
  /** progress-bar: the columns holding the remaining count and the total, and the noun shown. */
  progress?: { remainingCol: string; totalCol: string; label: string };
  /** Accepted file extensions for file types, e.g. ['.pdf', '.jpg']. */
  accept?: string[];
  /** The longest text the field takes; the default depends on the type (INPUT_LIMITS). */
  maxLength?: number;
  /** The most rows of a table or options of a multiselect; default INPUT_LIMITS.tableRows / .options. */
  maxItems?: number;
  /** Key of the field's texts in the text catalogue (`<type>.<purpose>.<colName>`); set by `withTextKeys`. */
  textKey?: string;
}

export interface FormStep {
  title: string;
  fields: FieldSchema[];
  /** Key of the step's texts in the text catalogue; set by `withTextKeys`, never written by hand. */
  textKey?: string;
}

export interface FormSchema {
  /** Key of the schema in cms_master: type and purpose. */
  type: string;
  purpose: string;
  title: string;
  /** Shown in a help bubble beside the title. */
  helpBubbleMessage?: string;
  steps: FormStep[];
  saveUrl: string;
  multipart?: boolean;
  auditUrl?: string;
  /** Roles that see the Edit button in display mode. */
  accessBy?: Role[];
  /** A column whose truthy value hides the Edit button (e.g. a completed record). */
  editDisabledIf?: string;
  /** Top-level keys naming records (ids) the save reads besides the fields; kept only when they are ids. */
  recordKeys?: string[];
}

/** The value of an `overridable` calculation field: the amount, and whether the person typed it. */
export interface CalculatedValue {
  value: number | string | null;
  entered: boolean;
}

export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;
