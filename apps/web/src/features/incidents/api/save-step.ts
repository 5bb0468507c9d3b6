import { messageResponse, type ProcessSaved, type ProcessSaveValues, processSaved } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, processKeys, processUrl } from './keys';

/**
 * POST employee-process {values}: creates a record with its first step (employee_id, no process_id) or saves the
 * next step of an ongoing one (process_id). Everything of the establishment's processes is read again after it.
 */
export function useSaveStep(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProcessSaveValues): Promise<ProcessSaved> =>
      apiRequest(processUrl(establishmentId), { method: 'POST', body: { values }, parser: processSaved }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.all(establishmentId) }),
  });
}

/** POST employee-process/{processId}/cancel {values: {cancel_reason}}. */
export function useCancelProcess(establishmentId: string, processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancelReason: string) =>
      apiRequest(processUrl(establishmentId, `${enc(processId)}/cancel`), {
        method: 'POST',
        body: { values: { cancel_reason: cancelReason } },
        parser: messageResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.all(establishmentId) }),
  });
}
