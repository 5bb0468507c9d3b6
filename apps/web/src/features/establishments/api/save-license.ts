import { type FormValues, type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import { enc } from './keys';

/** Adds a license (POST .../licenses), or changes the one named by `licenseId` (PUT .../licenses/{id}). */
export function saveLicense(
  establishmentId: string,
  values: FormValues,
  licenseId?: string,
): Promise<MessageResponse> {
  const base = `/api/establishments/${enc(establishmentId)}/licenses`;
  return apiRequest(licenseId ? `${base}/${enc(licenseId)}` : base, {
    method: licenseId ? 'PUT' : 'POST',
    body: { values },
    parser: messageResponse,
  });
}
