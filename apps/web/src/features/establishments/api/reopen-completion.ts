import { messageResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, establishmentKeys } from './keys';

/** The contractor's undo of a marked completion, or the Government's rejection of it. */
export function reopenCompletion(establishmentId: string) {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/completion/open`, {
    method: 'POST',
    parser: messageResponse,
  });
}

export function useReopenCompletion(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenCompletion(establishmentId),
    // The side navigation marks the establishment too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: establishmentKeys.all }),
  });
}
