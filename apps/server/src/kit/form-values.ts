import { allFields, type FormSchema, TABLE_TYPES } from '@anupalan/shared';
import { z } from 'zod';
import type { Deps } from '../context.js';

/*
 * The typed values of a form. The shared engine is the one validator: it checks every field by its rules and
 * keeps only what the schema defines. A form route then gives a zod schema (`form.values`) that says, in types,
 * what the engine has already accepted, so a service reads `values.body.name` instead of
 * `String(getPath(values, 'body.name'))`. These schemas check types, never rules: a text the engine accepted
 * is a string here, whatever its pattern was.
 *
 * The building blocks below are the value of each kind of field as the engine keeps it (`valueTypeError`,
 * `pickSchemaValues`): an absent, null or empty value passes every field that is not required.
 */

/** A text field the engine requires (text, textarea, email, tel, date-simple, time, a chosen option). */
export const requiredText = z.string();
/** A text field that may be left empty: undefined when it is. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v || undefined);
/** A chosen option (dropdown, radio): sent as text, or as a number where the options read as numbers. */
export const option = z.union([z.string(), z.number()]).transform(String);
/** A number field: the engine accepts a number or its text (`12.50`). */
export const amount = z.union([z.number(), z.string()]);
/** A checkbox: `{checked}`. */
export const checkbox = z.object({ checked: z.boolean() });
/** A file: the stored file's id (`url`) and name; without url it is an empty value. */
export const fileValue = z.object({ url: z.string().optional(), name: z.string().optional() });
/** An overridable calculation: a plain amount, or the amount and whether the person typed it. */
export const calculated = z.union([
  z.number(),
  z.string(),
  z.object({ value: z.union([z.number(), z.string()]).nullish(), entered: z.boolean() }),
]);
/**
 * The part of a form a service keeps whole (an agency's or a requirement's `body`): each field's value under
 * its key, as the engine kept it. Absent when the person filled none of them.
 */
export const keptFields = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? {});
/**
 * The id a save names (the edited record): kept by the engine only when it reads as a uuid; the service
 * still decides whether it names a record (`requireId`).
 */
export const recordId = z.string().optional();

/** A form route as the kit registered it, for the check that every form is typed. */
export interface FormRoute {
  method: string;
  url: string;
  /** The form, or the forms a route chooses between per request. */
  schemas: readonly FormSchema[];
  values: z.ZodType | undefined;
}

const registered = new WeakMap<Deps, FormRoute[]>();

export function registerFormRoute(deps: Deps, route: FormRoute) {
  const list = registered.get(deps) ?? [];
  list.push(route);
  registered.set(deps, list);
}

/** Every form route registered with these deps (one app). */
export function formRoutesOf(deps: Deps): readonly FormRoute[] {
  return registered.get(deps) ?? [];
}

/**
 * The column paths a typed values schema reads: one per leaf, nested objects followed (`users.body.name`), a
 * table's rows by their columns (`min_wages.start_date`); a record or a union is a leaf (the part is read
 * whole).
 */
export function typedPaths(schema: z.ZodType, prefix = ''): string[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return typedPaths(inner.element as z.ZodType, prefix);
  if (!(inner instanceof z.ZodObject)) return prefix ? [prefix] : [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
    typedPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
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
 * Paths a typed schema reads that none of the forms defines: each must be a field's column or a part of its
 * value (`body.document.url`), a part that holds fields (`body`), a table's column (`min_wages.start_date`
 * reads a row), the record's `id`, or a record key of the form.
 */
export function undefinedPaths(values: z.ZodType, schemas: readonly FormSchema[]): string[] {
  const columns = new Set<string>(['id']);
  for (const schema of schemas) {
    for (const key of schema.recordKeys ?? []) columns.add(key);
    for (const field of allFields(schema)) {
      if (!field.colName) continue;
      columns.add(field.colName);
      if (TABLE_TYPES.includes(field.type))
        for (const column of field.columns ?? []) columns.add(`${field.colName}.${column.colName}`);
    }
  }
  const holdsFields = (path: string) => [...columns].some((c) => c.startsWith(`${path}.`));
  const insideField = (path: string) => [...columns].some((c) => path.startsWith(`${c}.`));
  return typedPaths(values).filter((path) => !columns.has(path) && !holdsFields(path) && !insideField(path));
}

/**
 * What is wrong with the typed values of these form routes: a route without a typed values schema, a route
 * that chooses its form per request without naming the forms it chooses from, a path no field defines.
 */
export function formRouteProblems(routes: readonly FormRoute[]): string[] {
  return routes.flatMap(({ method, url, schemas, values }) => {
    const name = `${method} ${url}`;
    if (!values) return [`${name}: no typed values schema (form.values)`];
    if (schemas.length === 0) return [`${name}: chooses its form per request but documents none`];
    return undefinedPaths(values, schemas).map(
      (path) => `${name}: reads ${path}, which its form does not define`,
    );
  });
}
