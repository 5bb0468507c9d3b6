import { type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';

/** Changes the e-mail of a user who never logged in; the server mails a new temporary password. */
export function changeAgencyUserEmail(
  agencyPath: string,
  userId: string,
  email: string,
): Promise<MessageResponse> {
  return apiRequest(`${agencyPath}/users/${encodeURIComponent(userId)}/email`, {
    method: 'PUT',
    body: { user: { id: userId, email_address: email } },
    parser: messageResponse,
  });
}
