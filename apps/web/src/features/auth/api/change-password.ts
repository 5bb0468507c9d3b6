import { type ChangePasswordRequest, type MessageResponse, messageResponse } from '@anupalan/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function changePassword(values: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/login/changePassword', { method: 'POST', body: values, parser: messageResponse });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
