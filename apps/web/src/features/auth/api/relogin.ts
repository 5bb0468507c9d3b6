import { type LoginResponse, loginResponse, type ReloginRequest } from '@anupalan/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function relogin(values: ReloginRequest): Promise<LoginResponse> {
  return apiRequest('/api/login/refresh', { method: 'POST', body: values, parser: loginResponse });
}

export function useRelogin() {
  return useMutation({ mutationFn: relogin });
}
