import type { FormValues } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import { savedRecord } from './contracts';
import { enc } from './keys';

/** The contractor creates an establishment; the answer names the new one. */
export function createEstablishment(subprojectId: string, values: FormValues) {
  return apiRequest(`/api/subprojects/${enc(subprojectId)}/establishments`, {
    method: 'POST',
    headers: { isEdit: 'false' },
    body: { values },
    parser: savedRecord,
  });
}
