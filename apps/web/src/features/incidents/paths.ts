import { establishmentPath } from '../../config/paths';
import type { IncidentPlace } from './context';

const enc = encodeURIComponent;

/** incidents/{kind}[/rest] of the place's establishment (spec part 2, section 2). */
export const kindPath = (place: IncidentPlace, rest?: string) =>
  establishmentPath(place.ref, place.establishment.id, `incidents/${place.kind}${rest ? `/${rest}` : ''}`);

export const listPath = (place: IncidentPlace) => kindPath(place);
export const addPath = (place: IncidentPlace) => kindPath(place, 'add');
export const processPath = (place: IncidentPlace, processId: string) => kindPath(place, enc(processId));
