import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ignoreBody } from '../api';
import { removeUserData } from './clear-session';
import { sessionQueryKey } from './get-user';

export interface SwitchAgencyInput {
  userId: string;
  /** The agency to act for; null to act as a platform admin without an agency. */
  agencyId: string | null;
}

export function switchAgency({ userId, agencyId }: SwitchAgencyInput): Promise<void> {
  return apiRequest('/api/get-token', {
    query: { user_id: userId, agency_id: agencyId ?? undefined },
    parser: ignoreBody,
  });
}

/** Makes the server act for another agency, then reloads the user; the previous agency's data is dropped. */
export function useSwitchAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAgency,
    onSuccess: async () => {
      removeUserData(queryClient);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
