import {
  ATTENDANCE_PAGE_SIZE,
  type AttendanceFilter,
  type AttendanceRegisterDetail,
  attendancePendingEntryIds,
  attendanceRegisterDetail,
} from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { attendanceKeys, registersUrl } from './keys';

/** GET attendance-registers/{id}?page&pageSize&filters: the register, a page of 25 entries and the counts. */
export function getRegister(
  establishmentId: string,
  registerId: string,
  filter: AttendanceFilter,
  page: number,
): Promise<AttendanceRegisterDetail> {
  return apiRequest(registersUrl(establishmentId, registerId), {
    query: { page, pageSize: ATTENDANCE_PAGE_SIZE, filters: filter },
    parser: attendanceRegisterDetail,
  });
}

export function useRegister(
  establishmentId: string,
  registerId: string,
  filter: AttendanceFilter,
  page: number,
) {
  return useQuery({
    queryKey: attendanceKeys.entries(establishmentId, registerId, filter, page),
    queryFn: () => getRegister(establishmentId, registerId, filter, page),
    placeholderData: keepPreviousData,
  });
}

/** GET attendance-registers/{id}/pending-entry-ids: the workers whose entries Start / Resume walks, in order. */
export function getPendingEntryIds(establishmentId: string, registerId: string): Promise<string[]> {
  return apiRequest(registersUrl(establishmentId, registerId, 'pending-entry-ids'), {
    parser: attendancePendingEntryIds,
  }).then((answer) => answer.pending_entry_ids);
}
