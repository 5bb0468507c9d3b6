import {
  type InviteConsultantValues,
  type InviteContractorValues,
  type MessageResponse,
  messageResponse,
} from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import type { LinkKind } from './contracts';

/** Invites a contractor or consultant to the subproject: 'Contractor is added' / 'Consultant is added'. */
export function invite(
  kind: LinkKind,
  values: InviteContractorValues | InviteConsultantValues,
): Promise<MessageResponse> {
  return apiRequest(`/api/agencies/invite/${kind}`, {
    method: 'POST',
    body: { values },
    parser: messageResponse,
  });
}
