import {
  DISPLAY_ONLY_TYPES,
  FILE_TYPES,
  type FieldSchema,
  type FormSchema,
  TABLE_TYPES,
} from '@anupalan/shared';
import { z } from 'zod';

const fileValue = z.object({ name: z.string(), url: z.string() });
const NUMBER_TYPES = new Set<string>(['number', 'calculation']);
const LIST_TYPES = new Set<string>(['multiselect', 'dropdown-array']);

/** The value one field holds, as the API document describes it. */
function fieldValue(field: FieldSchema): z.ZodType {
  if (FILE_TYPES.includes(field.type)) return fileValue;
  if (TABLE_TYPES.includes(field.type)) return z.array(z.record(z.string(), z.unknown()));
  if (NUMBER_TYPES.has(field.type)) return z.union([z.number(), z.string()]);
  if (field.type === 'checkbox') return z.union([z.boolean(), z.array(z.string())]);
  if (LIST_TYPES.has(field.type)) return z.array(z.string());
  return z.string();
}

interface Tree {
  [key: string]: Tree | z.ZodType;
}

function toObject(tree: Tree): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, node] of Object.entries(tree)) {
    shape[key] = (node instanceof z.ZodType ? node : toObject(node)).optional();
  }
  return z.object(shape);
}

/**
 * The values of a form as the OpenAPI document shows them: one property per field at its column path
 * (`body.name`), typed by the field's type. It documents the body only; the request is checked by the shared
 * form engine, with the form's own messages.
 */
export function formValuesDoc(schemas: readonly FormSchema[]): z.ZodType {
  const tree: Tree = { id: z.uuid() };
  for (const schema of schemas) {
    for (const step of schema.steps) {
      for (const field of step.fields) {
        if (DISPLAY_ONLY_TYPES.includes(field.type) || !field.colName) continue;
        const parts = field.colName.split('.');
        let node = tree;
        for (const part of parts.slice(0, -1)) {
          const next = node[part];
          if (next instanceof z.ZodType || next === undefined) node[part] = {};
          node = node[part] as Tree;
        }
        const last = parts[parts.length - 1]!;
        if (!(last in node)) node[last] = fieldValue(field);
      }
    }
  }
  return toObject(tree);
}
