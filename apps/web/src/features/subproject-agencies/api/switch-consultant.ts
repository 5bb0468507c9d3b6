import {
  type FormValues,
  type MessageResponse,
  messageResponse,
  switchConsultantSchema,
} from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';

/** Hands a contractor over to another consultant of the subproject from a handover date. */
export function switchConsultant(
  subprojectId: string,
  contractorAgencyId: string,
  values: FormValues,
): Promise<MessageResponse> {
  return apiRequest(switchConsultantSchema.saveUrl, {
    method: 'POST',
    body: { values: { ...values, subproject_id: subprojectId, contractor_agency_id: contractorAgencyId } },
    parser: messageResponse,
  });
}
