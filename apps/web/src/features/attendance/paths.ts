import { establishmentPath } from '../../config/paths';
import type { AttendancePlace } from './context';

/** attendanceRegisters[/rest] of the place's establishment (spec part 2, section 2). */
export function attendancePath(place: AttendancePlace, rest?: string): string {
  return establishmentPath(
    place.ref,
    place.establishment.id,
    rest ? `attendanceRegisters/${rest}` : 'attendanceRegisters',
  );
}

/** The calendar, at a month (yyyy-mm) when given. */
export const calendarPath = (place: AttendancePlace, month?: string) =>
  month ? `${attendancePath(place)}?month=${month}` : attendancePath(place);

/** Opens a day: creates its register when it has none (the weekly-off choice on the weekly holiday first). */
export const datePath = (place: AttendancePlace, date: string) => attendancePath(place, `date/${date}`);

export const registerPath = (place: AttendancePlace, registerId: string) =>
  attendancePath(place, `id/${encodeURIComponent(registerId)}`);
