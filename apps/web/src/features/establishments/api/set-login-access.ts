import { messageResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, establishmentKeys } from './keys';

/** Grants or revokes a subcontractor's login access to the establishment. */
export function setLoginAccess(establishmentId: string, subcontractorId: string, grant: boolean) {
  const action = grant ? 'grantLoginAccess' : 'revokeLoginAccess';
  return apiRequest(`/api/establishments/${enc(establishmentId)}/subcontractors/${action}`, {
    method: 'POST',
    body: { data: { id: subcontractorId } },
    parser: messageResponse,
  });
}

export function useSetLoginAccess(establishmentId: string, subcontractorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: boolean) => setLoginAccess(establishmentId, subcontractorId, grant),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: establishmentKeys.subcontractors(establishmentId) }),
  });
}
