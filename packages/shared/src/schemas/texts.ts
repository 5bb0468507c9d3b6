import type { FieldSchema, FormSchema, FormStep, Option } from '../form-schema/types.js';

/**
 * The keys of a schema's texts in the text catalogue (the web's `schemas` namespace). Keys follow the
 * schema's data, so a translator's entry stays with its field when texts are reworded:
 *   `<type>.<purpose>.title`, `<type>.<purpose>.bubble`       the form's title and help bubble
 *   `<type>.<purpose>.step<N>.title`                          a step's title (N from 1)
 *   `<type>.<purpose>.<colName>.<part>`                       a field's texts; a table's columns under the
 *                                                             table's key (`...min_wages.start_date.title`)
 * with the parts title, help, helper, bubble, button, prefix, progress, grid.group, grid.row, grid.column and
 * options.<value>. Keys hold dots: look them up with `keySeparator: false`.
 */
export type FieldTextPart =
  | 'title'
  | 'help'
  | 'helper'
  | 'bubble'
  | 'button'
  | 'prefix'
  | 'progress'
  | 'grid.group'
  | 'grid.row'
  | 'grid.column';

export const schemaKey = (schema: Pick<FormSchema, 'type' | 'purpose'>) => `${schema.type}.${schema.purpose}`;

/** The text of each part of a field, as the schema holds it. */
function fieldParts(field: FieldSchema): [FieldTextPart, string | undefined][] {
  return [
    ['title', field.title],
    ['help', field.helpMessage],
    ['helper', field.helperText],
    ['bubble', field.helpBubbleMessage],
    ['button', field.btnText],
    ['prefix', field.prependText],
    ['progress', field.progress?.label],
    ['grid.group', field.grid?.group],
    ['grid.row', field.grid?.row],
    ['grid.column', field.grid?.column],
  ];
}

const optionsOf = (field: FieldSchema): Option[] => {
  const flat: Option[] = [];
  const walk = (options: Option[] | undefined) => {
    for (const option of options ?? []) {
      flat.push(option);
      walk(option.Tag);
    }
  };
  walk(field.dropdownArray);
  walk(field.radioArray);
  return flat;
};

function keyField(field: FieldSchema, parent: string): FieldSchema {
  const textKey = `${parent}.${field.colName}`;
  return {
    ...field,
    textKey,
    ...(field.columns ? { columns: field.columns.map((column) => keyField(column, textKey)) } : {}),
  };
}

/** The schema with `textKey` set on every step, field and table column (a copy; the schema is not changed). */
export function withTextKeys(schema: FormSchema): FormSchema {
  const key = schemaKey(schema);
  return {
    ...schema,
    steps: schema.steps.map(
      (step, index): FormStep => ({
        ...step,
        textKey: `${key}.step${index + 1}`,
        fields: step.fields.map((field) => keyField(field, key)),
      }),
    ),
  };
}

/** Every text of a schema with its catalogue key: what the English catalogue must hold. */
export function schemaTexts(schema: FormSchema): { key: string; text: string }[] {
  const keyed = withTextKeys(schema);
  const key = schemaKey(schema);
  const texts: { key: string; text: string }[] = [{ key: `${key}.title`, text: schema.title }];
  if (schema.helpBubbleMessage) texts.push({ key: `${key}.bubble`, text: schema.helpBubbleMessage });
  const walk = (field: FieldSchema) => {
    for (const [part, text] of fieldParts(field)) {
      if (text) texts.push({ key: `${field.textKey}.${part}`, text });
    }
    for (const option of optionsOf(field)) {
      texts.push({ key: `${field.textKey}.options.${option.value}`, text: option.label });
    }
    for (const column of field.columns ?? []) walk(column);
  };
  for (const step of keyed.steps) {
    texts.push({ key: `${step.textKey}.title`, text: step.title });
    for (const field of step.fields) walk(field);
  }
  return texts;
}

/** Every message a schema's rules may show, as written in the schema (they reach the screen as sentences). */
export function schemaRuleMessages(schema: FormSchema): string[] {
  const messages: string[] = [];
  const walk = (field: FieldSchema) => {
    for (const rule of Object.values(field.validations ?? {})) {
      if (rule && typeof rule === 'object' && 'message' in rule && typeof rule.message === 'string') {
        messages.push(rule.message);
      }
    }
    for (const column of field.columns ?? []) walk(column);
  };
  for (const step of schema.steps) for (const field of step.fields) walk(field);
  return messages;
}
