import { establishmentPath } from '../../config/paths';
import type { ReturnPlace } from './context';

const enc = encodeURIComponent;

/** returns[/rest] of the place's establishment (spec part 2, section 2). */
export function returnsPath(place: ReturnPlace, rest?: string): string {
  return establishmentPath(place.ref, place.establishment.id, rest ? `returns/${rest}` : 'returns');
}

/** The list at a returns year (the year pager keeps it in the address). */
export const returnsYearPath = (place: ReturnPlace, year: number) => `${returnsPath(place)}?year=${year}`;

/** A return: its due date (yyyy-mm-dd) and id. */
export const returnPath = (place: ReturnPlace, dueOn: string, returnId: string) =>
  returnsPath(place, `${enc(dueOn)}/${enc(returnId)}`);

/** The return's document (its blank form, printable HTML), opened in a window of its own. */
export const returnDocumentPath = (establishmentId: string, returnId: string) =>
  `/api/establishments/${enc(establishmentId)}/returns/${enc(returnId)}`;
