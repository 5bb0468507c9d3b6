import { type MessageResponse, messageResponse, type SetPasswordAgencyRequest } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session/get-user';

/** Replaces an expired password for the signed-in user. */
export function setExpiredPassword(body: SetPasswordAgencyRequest): Promise<MessageResponse> {
  return apiRequest('/api/setPassword/agency', { method: 'POST', body, parser: messageResponse });
}

/** Sets the new password, then reloads the user, which is no longer marked as having an expired password. */
export function useSetExpiredPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExpiredPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
