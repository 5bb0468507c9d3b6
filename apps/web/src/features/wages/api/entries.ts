import { type WageEntry, type WageEntryValues, wageEntry, wageEntrySaved } from '@anupalan/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, wageKeys, wagesUrl } from './keys';

const entryUrl = (establishmentId: string, registerId: string, employeeId: string, rest?: string) =>
  wagesUrl(establishmentId, registerId, `wage-entries/${enc(employeeId)}${rest ? `/${rest}` : ''}`);

/** GET wages/{id}/wage-entries/{employeeId}: one worker's entry, as the side panel shows it. */
export function useWageEntry(establishmentId: string, registerId: string, employeeId: string | null) {
  return useQuery({
    queryKey: wageKeys.entry(establishmentId, registerId, employeeId ?? ''),
    queryFn: (): Promise<WageEntry> =>
      apiRequest(entryUrl(establishmentId, registerId, employeeId ?? ''), { parser: wageEntry }),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

function useRefresh(establishmentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: wageKeys.all(establishmentId) });
}

/** POST .../wage-entries/{employeeId} {values}: saves and submits the entry (the server recomputes it). */
export function useSaveWageEntry(establishmentId: string, registerId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: ({ employeeId, values }: { employeeId: string; values: WageEntryValues }) =>
      apiRequest(entryUrl(establishmentId, registerId, employeeId), {
        method: 'POST',
        body: { values },
        parser: wageEntrySaved,
      }),
    onSuccess: refresh,
  });
}

/** POST .../wage-entries/{employeeId}/redo-register {values: {reason}}: Revise Entry (the contractor's). */
export function useReviseEntry(establishmentId: string, registerId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: ({ employeeId, reason }: { employeeId: string; reason: string }) =>
      apiRequest(entryUrl(establishmentId, registerId, employeeId, 'redo-register'), {
        method: 'POST',
        body: { values: { reason: reason.trim() || null } },
        parser: wageEntrySaved,
      }),
    onSuccess: refresh,
  });
}
