import type { FieldSchema } from '@anupalan/shared';

export type FieldBlock =
  | { kind: 'field'; field: FieldSchema }
  | { kind: 'grid'; group: string; fields: FieldSchema[] };

/** The fields in order, with consecutive fields of one grid group gathered into one block. */
export function fieldBlocks(fields: FieldSchema[]): FieldBlock[] {
  const blocks: FieldBlock[] = [];
  for (const field of fields) {
    const last = blocks.at(-1);
    if (field.grid && last?.kind === 'grid' && last.group === field.grid.group) last.fields.push(field);
    else if (field.grid) blocks.push({ kind: 'grid', group: field.grid.group, fields: [field] });
    else blocks.push({ kind: 'field', field });
  }
  return blocks;
}

/** The distinct values in order of first appearance. */
const distinct = (values: string[]) => [...new Set(values)];

/** The rows and columns of a grid block, and its cell at a row and column. */
export function gridShape(fields: FieldSchema[]) {
  const rows = distinct(fields.map((field) => field.grid?.row ?? ''));
  const columns = distinct(fields.map((field) => field.grid?.column ?? ''));
  const cell = (row: string, column: string) =>
    fields.find((field) => field.grid?.row === row && field.grid?.column === column);
  return { rows, columns, cell };
}
