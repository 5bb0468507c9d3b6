import { type AttendanceCalendar, attendanceCalendar } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { attendanceKeys, registersUrl } from './keys';

/** GET attendance-registers?from_date&to_date: the month's days that can be opened, each with its state. */
export function getMonth(establishmentId: string, from: string, to: string): Promise<AttendanceCalendar> {
  return apiRequest(registersUrl(establishmentId), {
    query: { from_date: from, to_date: to },
    parser: attendanceCalendar,
  });
}

export function useMonth(establishmentId: string, from: string, to: string) {
  return useQuery({
    queryKey: attendanceKeys.month(establishmentId, from, to),
    queryFn: () => getMonth(establishmentId, from, to),
    placeholderData: keepPreviousData,
  });
}
