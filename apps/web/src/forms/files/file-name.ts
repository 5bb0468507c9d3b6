import { FILE_NAME_DISPLAY_CHARS } from '@anupalan/shared';

/** A long file name as the spec shows it: its last 20 characters after an ellipsis. */
export function shortFileName(name: string): string {
  const chars = [...name];
  return chars.length > FILE_NAME_DISPLAY_CHARS ? `…${chars.slice(-FILE_NAME_DISPLAY_CHARS).join('')}` : name;
}
