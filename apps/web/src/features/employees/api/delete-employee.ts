import { messageResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { employeeKeys, enc } from './keys';

/** DELETE /api/establishments/{id}/employees/{employeeId}: the contractor's, before any attendance or wage. */
export function useDeleteEmployee(establishmentId: string, employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/establishments/${enc(establishmentId)}/employees/${enc(employeeId)}`, {
        method: 'DELETE',
        parser: messageResponse,
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: employeeKeys.record(establishmentId, employeeId) });
      return queryClient.invalidateQueries({ queryKey: employeeKeys.all(establishmentId) });
    },
  });
}
