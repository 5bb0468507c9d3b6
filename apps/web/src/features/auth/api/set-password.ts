import { type MessageResponse, messageResponse, type SetPasswordRequest } from '@anupalan/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Sets a new password with the token from the mailed link. */
export function setPassword(body: SetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/setPassword', { method: 'POST', body, parser: messageResponse });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
