import {
  messageResponse,
  type PayslipsGivenValues,
  type WageRegisterSaved,
  wageRegisterSaved,
} from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile, uploadUrlFor } from '../../../forms/api/upload-file';
import { apiRequest } from '../../../lib/api';
import { wageKeys, wagesUrl } from './keys';

function useRefresh(establishmentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: wageKeys.all(establishmentId) });
}

/** A register's action that answers the register as saved, after which everything of its wages is read again. */
function useRegisterCall<Input>(establishmentId: string, call: (input: Input) => Promise<WageRegisterSaved>) {
  const refresh = useRefresh(establishmentId);
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

/** POST wages/{id}/cancel: the contractor's, while the register is not signed. */
export const useCancelRegister = (establishmentId: string, registerId: string) =>
  useRegisterCall(establishmentId, () =>
    apiRequest(wagesUrl(establishmentId, registerId, 'cancel'), {
      method: 'POST',
      parser: wageRegisterSaved,
    }),
  );

/** POST wages/{id}/payslips_given {values: {date_of_payment, payslips_given}}: no edits after it. */
export const useConfirmPayslips = (establishmentId: string, registerId: string) =>
  useRegisterCall(establishmentId, (values: PayslipsGivenValues) =>
    apiRequest(wagesUrl(establishmentId, registerId, 'payslips_given'), {
      method: 'POST',
      body: { values },
      parser: wageRegisterSaved,
    }),
  );

/** The signed register: the file first (/api/files of the establishment), then POST wages/{id}/paid_and_signed. */
export const useUploadSigned = (establishmentId: string, registerId: string) =>
  useRegisterCall(establishmentId, async (file: File) => {
    const stored = await uploadFile(file, uploadUrlFor({ establishmentId }));
    return apiRequest(wagesUrl(establishmentId, registerId, 'paid_and_signed'), {
      method: 'POST',
      body: { values: { body: { name: stored.name, url: stored.url } } },
      parser: wageRegisterSaved,
    });
  });

/** PUT wages/{id}/reopen-register: the contractor reopens a paid and signed register. */
export const useReopenRegister = (establishmentId: string, registerId: string) =>
  useRegisterCall(establishmentId, (reason: string) =>
    apiRequest(wagesUrl(establishmentId, registerId, 'reopen-register'), {
      method: 'PUT',
      body: { values: { reason: reason.trim() || null } },
      parser: wageRegisterSaved,
    }),
  );

/** DELETE wages/{id}: while neither signed nor cancelled; the register and its entries go. */
export function useDeleteRegister(establishmentId: string, registerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(wagesUrl(establishmentId, registerId), { method: 'DELETE', parser: messageResponse }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: wageKeys.register(establishmentId, registerId) });
      return queryClient.invalidateQueries({ queryKey: wageKeys.all(establishmentId) });
    },
  });
}
