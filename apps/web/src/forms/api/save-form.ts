import type { FormSchema, FormValues, MessageResponse } from '@anupalan/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { fillPlaceholders } from '../form-context';

interface SaveOptions {
  params: Record<string, string>;
  isEdit: boolean;
}

/** Files chosen in a multipart form, with the dotted path of their column. */
function takeFiles(value: unknown, path: string, found: { path: string; file: File }[]): unknown {
  if (value instanceof File) {
    found.push({ path, file: value });
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item, index) => takeFiles(item, `${path}.${index}`, found));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => {
      // A chosen file is {name, url (a preview), file}: the file travels as a part named by the column.
      if (key === 'file' && item instanceof File) {
        found.push({ path, file: item });
        return [key, undefined];
      }
      return [key, takeFiles(item, path ? `${path}.${key}` : key, found)];
    });
    return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
  }
  return value;
}

/** The multipart body: `values` as JSON plus one file part per chosen file, named by its column. */
function multipartBody(values: FormValues): FormData {
  const files: { path: string; file: File }[] = [];
  const json = takeFiles(values, '', files);
  const body = new FormData();
  body.set('values', JSON.stringify(json));
  for (const { path, file } of files) body.append(path, file, file.name);
  return body;
}

/** The answer as the server sent it: its message, and what else it carries (the id of a created record). */
const savedAnswer = z.object({ message: z.string() }).loose();

/** The generic save of a schema: POST to its saveUrl, with the isEdit header the server reads. */
export function saveForm(
  schema: FormSchema,
  values: FormValues,
  options: SaveOptions,
): Promise<MessageResponse> {
  return apiRequest(fillPlaceholders(schema.saveUrl, options.params), {
    method: 'POST',
    headers: { isEdit: String(options.isEdit) },
    body: schema.multipart ? multipartBody(values) : { values },
    parser: savedAnswer,
  });
}
