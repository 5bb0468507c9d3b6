import { type FormValues, type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';

/** The invited agency confirms its details for the subproject: 'Sign-up completed'. */
export function signUp(subprojectId: string, values: FormValues): Promise<MessageResponse> {
  return apiRequest('/api/agencies/signup', {
    method: 'POST',
    body: { values: { ...values, subproject_id: subprojectId } },
    parser: messageResponse,
  });
}
