/** A file field's value: the stored file's name and url (async variants also keep where to delete it). */
export interface FileValue {
  name: string;
  url: string;
  deleteUrl?: string;
  /** Only in a multipart form, until the save sends it. */
  file?: File;
}

export function asFileValue(value: unknown): FileValue | null {
  if (value === null || typeof value !== 'object') return null;
  const { name, url } = value as Record<string, unknown>;
  if (typeof url !== 'string' || url === '') return null;
  return { ...(value as FileValue), name: typeof name === 'string' ? name : url };
}
