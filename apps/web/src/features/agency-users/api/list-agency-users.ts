import { DEFAULT_PAGE_SIZE } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type AgencyUser, agencyUser } from '../../../lib/contracts/agencies';

/** `agencyPath` is the agency's API path, e.g. /api/admin/agencies/{id}. */
export const agencyUsersKey = (agencyPath: string) => ['agency-users', agencyPath] as const;

export function listAgencyUsers(agencyPath: string, page: number): Promise<AgencyUser[]> {
  return apiRequest(`${agencyPath}/users`, {
    query: { page, pageSize: DEFAULT_PAGE_SIZE },
    parser: z.array(agencyUser),
  });
}

export function useAgencyUsers(agencyPath: string, page: number) {
  return useQuery({
    queryKey: [...agencyUsersKey(agencyPath), page],
    queryFn: () => listAgencyUsers(agencyPath, page),
    placeholderData: keepPreviousData,
  });
}
