import { type FormValues, type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import { enc } from './keys';

/** Adds a minimum-wage period (POST), or changes the one named by values.id (PUT). */
export function saveMinWage(establishmentId: string, values: FormValues): Promise<MessageResponse> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/establishment-min-wages`, {
    method: values.id ? 'PUT' : 'POST',
    body: { values },
    parser: messageResponse,
  });
}
