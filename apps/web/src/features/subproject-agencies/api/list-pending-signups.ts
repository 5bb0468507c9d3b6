import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api';
import { type PendingSignup, pendingSignup } from './contracts';

/** Invitations of the caller agency that still wait for its sign-up, oldest first. */
export const pendingSignupsQueryKey = ['subproject-agencies', 'pending-signups'] as const;

export function listPendingSignups(): Promise<PendingSignup[]> {
  return apiRequest('/api/agencies/signups', { parser: z.array(pendingSignup) });
}

export function usePendingSignups(enabled = true) {
  return useQuery({ queryKey: pendingSignupsQueryKey, queryFn: listPendingSignups, enabled });
}
