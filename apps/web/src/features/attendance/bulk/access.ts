import type { Role } from '@anupalan/shared';

/**
 * Who uploads attendance in bulk (the workbook, a day's CSV, device punches): the contractor and the Government
 * (spec part 2, section 6), on an establishment that is not locked. Everyone reads the downloads and Form D.
 * The server decides again on every call; this only keeps buttons that would be refused off the screen.
 */
export function canUploadBulk(role: Role | null, locked: boolean): boolean {
  return !locked && (role === 'Contractor' || role === 'Government');
}

/** Whether a chosen file's name ends with one of the types an upload takes ('.xlsx'). */
export function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext));
}
