import { type EmployeeVerification, employeeVerificationList, messageResponse } from '@anupalan/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadFile, uploadUrlFor } from '../../../forms/api/upload-file';
import { apiRequest } from '../../../lib/api';
import { employeeKeys, enc } from './keys';

const base = (establishmentId: string, employeeId: string) =>
  `/api/establishments/${enc(establishmentId)}/employees/${enc(employeeId)}/employee-verification`;

export function useVerifications(establishmentId: string, employeeId: string) {
  return useQuery({
    queryKey: employeeKeys.verifications(establishmentId, employeeId),
    queryFn: (): Promise<EmployeeVerification[]> =>
      apiRequest(base(establishmentId, employeeId), { parser: employeeVerificationList }),
  });
}

/** Uploading a signed form (the file first, then the form's record) and deleting it; both refresh the banner. */
export function useVerificationActions(establishmentId: string, employeeId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: employeeKeys.record(establishmentId, employeeId) });
  const upload = useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const stored = await uploadFile(file, uploadUrlFor({ establishmentId }));
      return apiRequest(`${base(establishmentId, employeeId)}/${enc(id)}`, {
        method: 'POST',
        body: { values: { id, body: { name: stored.name, url: stored.url } } },
        parser: messageResponse,
      });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (verification: EmployeeVerification) =>
      apiRequest(`${base(establishmentId, employeeId)}/${enc(verification.id)}`, {
        method: 'DELETE',
        body: { values: { id: verification.id, body: verification.body } },
        parser: messageResponse,
      }),
    onSettled: refresh,
  });
  return { upload, remove };
}
