import { type ForgotPasswordRequest, type MessageResponse, messageResponse } from '@anupalan/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function forgotPassword(values: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/forgotPassword', { method: 'POST', body: values, parser: messageResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
