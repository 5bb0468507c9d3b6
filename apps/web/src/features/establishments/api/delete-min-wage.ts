import { messageResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, establishmentKeys } from './keys';

export function deleteMinWage(establishmentId: string, wageId: string) {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/establishment-min-wages/${enc(wageId)}`, {
    method: 'DELETE',
    parser: messageResponse,
  });
}

export function useDeleteMinWage(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wageId: string) => deleteMinWage(establishmentId, wageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: establishmentKeys.minWages(establishmentId) }),
  });
}
