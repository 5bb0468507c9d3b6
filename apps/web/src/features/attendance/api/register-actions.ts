import {
  attendanceRegisterSaved,
  type EstablishmentOpenValues,
  messageResponse,
  type WeekOffChoice,
} from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { attendanceKeys, registersUrl } from './keys';

function useRefresh(establishmentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all(establishmentId) });
}

/** POST .../week-off {values: {choice}}: the weekly holiday's choice, all a weekly off or each by hand. */
export function useWeekOff(establishmentId: string, registerId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: (choice: WeekOffChoice) =>
      apiRequest(registersUrl(establishmentId, registerId, 'week-off'), {
        method: 'POST',
        body: { values: { choice } },
        parser: attendanceRegisterSaved,
      }),
    onSuccess: refresh,
  });
}

/** POST .../establishment-open {values}: closes the establishment for the day with a reason, or reopens it. */
export function useEstablishmentOpen(establishmentId: string, registerId: string) {
  const refresh = useRefresh(establishmentId);
  return useMutation({
    mutationFn: (values: EstablishmentOpenValues) =>
      apiRequest(registersUrl(establishmentId, registerId, 'establishment-open'), {
        method: 'POST',
        body: { values },
        parser: attendanceRegisterSaved,
      }),
    onSuccess: refresh,
  });
}

/** DELETE attendance-registers/{id}: the contractor's; the register and its entries go. */
export function useDeleteRegister(establishmentId: string, registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(registersUrl(establishmentId, registerId), { method: 'DELETE', parser: messageResponse }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: attendanceKeys.register(establishmentId, registerId) });
      return queryClient.invalidateQueries({ queryKey: attendanceKeys.all(establishmentId) });
    },
  });
}
