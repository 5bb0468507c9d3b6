import type { Role } from '@anupalan/shared';

/**
 * Who opens a day's register (creating it when there is none): the contractor and its subcontractors, on an
 * establishment that is not locked. Government and consultants read the registers that exist. The server
 * decides again on every call; this only keeps buttons that would be refused off the screen.
 */
export function canOpenDays(role: Role | null, locked: boolean): boolean {
  return !locked && (role === 'Contractor' || role === 'Subcontractor');
}
