import {
  allFields,
  DISPLAY_ONLY_TYPES,
  FILE_TYPES,
  type FieldSchema,
  type FormSchema,
  OPTION_TYPES,
  staticOptionValues,
  TABLE_TYPES,
} from '@anupalan/shared';
import { z } from 'zod';
import type { FormRoute } from './form-values.js';

/*
 * Whether a form's typed values agree with the form, judged from the form's own definition: the typed schema
 * reads only paths the form defines, requires only what the engine always keeps, and takes every kind of value
 * the engine accepts for a field. So a typed schema can neither read a field that is not there nor refuse a
 * save the engine accepted.
 */

/**
 * A node of a typed schema: its column path, the schema as declared there, and whether a part it lies in may
 * be absent as a whole (then so may it).
 */
interface TypedNode {
  path: string;
  node: z.ZodType;
  inOptional: boolean;
}

/** Steps through optional, default, nullable and pipes (a preprocess's target, a transform's source). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodPipe)
      current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    else if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    )
      current = current.unwrap() as z.ZodType;
    else return current;
  }
}

/**
 * Every node of a typed values schema with its column path: nested objects followed (`users.body.name`), a
 * table's rows by their columns (`min_wages.start_date`); a record or a union is a leaf (read whole).
 */
function typedNodes(schema: z.ZodType, path = '', inOptional = false): TypedNode[] {
  const inner = unwrap(schema);
  const self = path ? [{ path, node: schema, inOptional }] : [];
  const optional = inOptional || (path !== '' && schema.safeParse(undefined).success);
  const rows = inner instanceof z.ZodArray ? unwrap(inner.element as z.ZodType) : undefined;
  const object = rows ?? inner;
  if (!(object instanceof z.ZodObject)) return self;
  const children = Object.entries(object.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
    typedNodes(child, path ? `${path}.${key}` : key, optional),
  );
  return [...self, ...children];
}

/** The column paths a typed values schema reads (its leaves). */
export function typedPaths(schema: z.ZodType): string[] {
  return typedNodes(schema)
    .filter(({ node }) => {
      const inner = unwrap(node);
      return !(inner instanceof z.ZodObject) && !(inner instanceof z.ZodArray);
    })
    .map(({ path }) => path);
}

/** The fields of a form by column path, a table's columns as `table.column`. */
function columnsOf(schema: FormSchema): Map<string, FieldSchema> {
  const columns = new Map<string, FieldSchema>();
  for (const field of allFields(schema)) {
    if (!field.colName || DISPLAY_ONLY_TYPES.includes(field.type)) continue;
    columns.set(field.colName, field);
    if (TABLE_TYPES.includes(field.type))
      for (const column of field.columns ?? []) columns.set(`${field.colName}.${column.colName}`, column);
  }
  return columns;
}

/** Whether the engine always keeps a value for this field: required, shown to every role, never disabled. */
function alwaysKept(field: FieldSchema): boolean {
  const v = field.validations ?? {};
  const required = v.isRequired?.enabled || (field.mandatory && v.isRequired?.enabled !== false);
  return Boolean(
    required &&
      !field.isHidden &&
      !field.isHiddenForEdit &&
      !field.hideForRoles?.length &&
      !field.dependentCol &&
      !field.disabled &&
      !(field.type === 'calculation' && !field.overridable),
  );
}

/** Values the engine accepts for a field that holds one (every kind it takes, not every value). */
function acceptedValues(field: FieldSchema): unknown[] {
  const empty = alwaysKept(field) ? [] : [undefined, null, ''];
  if (TABLE_TYPES.includes(field.type)) return [...empty, []];
  if (FILE_TYPES.includes(field.type))
    return [...empty, { url: 'u', name: 'n' }, { url: 'u' }, ...(empty.length ? [{ name: 'n' }] : [])];
  if (field.type === 'checkbox')
    return [...empty, { checked: true }, ...(empty.length ? [{ checked: false }] : [])];
  if (field.type === 'textfield-na') return [...empty, { value: 'x' }, { notApplicable: true }];
  if (field.type === 'number') return [...empty, 12, '12.50'];
  if (field.type === 'calculation')
    return [...empty, 12, '12.50', ...(field.overridable ? [{ value: 1, entered: true }] : [])];
  if (OPTION_TYPES.includes(field.type)) {
    const listed = staticOptionValues(field);
    const first = listed ? [...listed][0]! : 'x';
    const one = [first, ...(listed === null || /^\d+$/.test(first) ? [Number(listed ? first : 1)] : [])];
    return [...empty, ...(['multiselect', 'dropdown-array'].includes(field.type) ? [one] : one)];
  }
  return [...empty, 'x'];
}

/** What is wrong with one typed values schema against the forms its route may save. */
function valueProblems(values: z.ZodType, schemas: readonly FormSchema[]): string[] {
  const problems: string[] = [];
  const forms = schemas.map((schema) => ({ schema, columns: columnsOf(schema) }));
  const defined = (path: string) =>
    path === 'id' ||
    forms.some(
      ({ schema, columns }) =>
        columns.has(path) ||
        schema.recordKeys?.includes(path) ||
        [...columns.keys()].some((c) => c.startsWith(`${path}.`) || path.startsWith(`${c}.`)),
    );
  for (const { path, node, inOptional } of typedNodes(values)) {
    if (!defined(path)) {
      problems.push(`reads ${path}, which its form does not define`);
      continue;
    }
    const required = !node.safeParse(undefined).success;
    for (const { schema, columns } of forms) {
      const field = columns.get(path);
      const insideField = [...columns.keys()].some((c) => path.startsWith(`${c}.`));
      if (insideField) continue;
      const form = `${schema.type}-${schema.purpose}`;
      if (field) {
        for (const value of acceptedValues(field))
          if (!node.safeParse(value).success)
            problems.push(`${path} refuses ${JSON.stringify(value) ?? 'no value'}, which ${form} accepts`);
        continue;
      }
      const under = [...columns.entries()].filter(([c]) => c.startsWith(`${path}.`));
      if (required && !inOptional && !under.some(([, f]) => alwaysKept(f)))
        problems.push(`${path} is required, but ${form} may keep nothing there`);
    }
  }
  return problems;
}

/**
 * What is wrong with the typed values of these form routes: a route without a typed values schema, a route
 * that chooses its form per request without naming the forms it chooses from, a schema that reads a path no
 * field defines, requires what the engine may leave out, or refuses a kind of value the engine accepts.
 */
export function formRouteProblems(routes: readonly FormRoute[]): string[] {
  return routes.flatMap(({ method, url, schemas, values }) => {
    const name = `${method} ${url}`;
    if (!values) return [`${name}: no typed values schema (form.values)`];
    if (schemas.length === 0) return [`${name}: chooses its form per request but documents none`];
    return valueProblems(values, schemas).map((problem) => `${name}: ${problem}`);
  });
}
