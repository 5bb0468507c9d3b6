import { type LoginRequest, type LoginResponse, loginResponse } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session/get-user';

export function login(values: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/api/login', { method: 'POST', body: values, parser: loginResponse });
}

/** Logs in, then reloads the user; the route guards take the user on from there. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
