import { type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';

export function reinstateAgencyUser(agencyPath: string, userId: string): Promise<MessageResponse> {
  return apiRequest(`${agencyPath}/users/${encodeURIComponent(userId)}/reinstate`, {
    method: 'PUT',
    parser: messageResponse,
  });
}
