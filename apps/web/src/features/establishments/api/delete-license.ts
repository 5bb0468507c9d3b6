import { messageResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, establishmentKeys } from './keys';

export function deleteLicense(establishmentId: string, licenseId: string) {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/licenses/${enc(licenseId)}`, {
    method: 'DELETE',
    parser: messageResponse,
  });
}

export function useDeleteLicense(establishmentId: string, typeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseId: string) => deleteLicense(establishmentId, licenseId),
    // A requirement a licence met may be pending again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: establishmentKeys.licenses(establishmentId, typeId) }),
        queryClient.invalidateQueries({ queryKey: establishmentKeys.requirements(establishmentId) }),
      ]),
  });
}
