import { ESTABLISHMENT_STATUS } from '@anupalan/shared';

/**
 * How an establishment's state reads in the navigation and on its pages: completion marked by the contractor
 * (awaiting the Government), completion approved by the Government on a date (it is then closed and locked), or
 * cancelled by the Government on a date. Null while it is open.
 */
export type EstablishmentMark =
  | { kind: 'completedByContractor' }
  | { kind: 'completedByGovt'; on: string }
  | { kind: 'cancelledByGovt'; on: string | null };

export function establishmentMark(establishment: {
  status: number;
  closed_on: string | null;
}): EstablishmentMark | null {
  const { status, closed_on } = establishment;
  if (status === ESTABLISHMENT_STATUS.cancelled) return { kind: 'cancelledByGovt', on: closed_on };
  if (status === ESTABLISHMENT_STATUS.completionMarked) {
    return closed_on ? { kind: 'completedByGovt', on: closed_on } : { kind: 'completedByContractor' };
  }
  return null;
}
