import { type FormValues, type MessageResponse, messageResponse } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api';
import { type LinkKind, type LinkUser, linkUser } from './contracts';
import { enc, linkApiPath, linkKeys } from './keys';

/** The users of a linked agency on the subproject (Government only). */
export function listLinkUsers(subprojectId: string, kind: LinkKind, agencyId: string): Promise<LinkUser[]> {
  return apiRequest(`${linkApiPath(subprojectId, kind, agencyId)}/users`, { parser: z.array(linkUser) });
}

export function useLinkUsers(subprojectId: string, kind: LinkKind, agencyId: string) {
  return useQuery({
    queryKey: linkKeys.users(subprojectId, kind, agencyId),
    queryFn: () => listLinkUsers(subprojectId, kind, agencyId),
  });
}

/** Adds a user ({users: {body: {name}, email}}); the new user is mailed a set-password link. */
export function addLinkUser(
  subprojectId: string,
  kind: LinkKind,
  agencyId: string,
  values: FormValues,
): Promise<MessageResponse> {
  return apiRequest(`${linkApiPath(subprojectId, kind, agencyId)}/users`, {
    method: 'POST',
    body: { values },
    parser: messageResponse,
  });
}

/** Takes a user off the subproject: 'User removed'. */
export function removeLinkUser(
  subprojectId: string,
  agencyId: string,
  userId: string,
): Promise<MessageResponse> {
  return apiRequest(`/api/agencies/${enc(agencyId)}/users/${enc(userId)}`, {
    method: 'DELETE',
    query: { subproject_id: subprojectId },
    parser: messageResponse,
  });
}
