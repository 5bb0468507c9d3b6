import {
  type AttendanceEntry,
  type AttendanceEntryValues,
  attendanceEntry,
  attendanceEntrySaved,
  messageResponse,
} from '@anupalan/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { attendanceKeys, enc, registersUrl } from './keys';

const entryUrl = (establishmentId: string, registerId: string, employeeId: string) =>
  registersUrl(establishmentId, registerId, `attendance-entries/${enc(employeeId)}`);

/** GET .../attendance-entries/{employeeId}: one worker's entry, as the side panel edits it. */
export function useEntry(establishmentId: string, registerId: string, employeeId: string | null) {
  return useQuery({
    queryKey: attendanceKeys.entry(establishmentId, registerId, employeeId ?? ''),
    queryFn: (): Promise<AttendanceEntry> =>
      apiRequest(entryUrl(establishmentId, registerId, employeeId ?? ''), { parser: attendanceEntry }),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

/** Everything of the register is read again after a change: its entries, counts, pending ids and the calendar. */
function useRefresh(establishmentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all(establishmentId) });
}

/** POST .../attendance-entries/{employeeId} {values}: saves and submits the entry. */
export function useSaveEntry(establishmentId: string, registerId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: ({ employeeId, values }: { employeeId: string; values: AttendanceEntryValues }) =>
      apiRequest(entryUrl(establishmentId, registerId, employeeId), {
        method: 'POST',
        body: { values },
        parser: attendanceEntrySaved,
      }),
    onSuccess: refresh,
  });
}

/** DELETE .../attendance-entries/{est_emp_id}: removes an invalid entry (a worker not employed that day). */
export function useRemoveEntry(establishmentId: string, registerId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: (employeeId: string) =>
      apiRequest(entryUrl(establishmentId, registerId, employeeId), {
        method: 'DELETE',
        parser: messageResponse,
      }),
    onSettled: refresh,
  });
}
