import { type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';

/** Removes a user: one who never logged in is deleted ('User removed'), else revoked ('User revoked'). */
export function removeAgencyUser(agencyPath: string, userId: string): Promise<MessageResponse> {
  return apiRequest(`${agencyPath}/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    parser: messageResponse,
  });
}
