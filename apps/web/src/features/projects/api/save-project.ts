import { type FormValues, projectSchema, subprojectSchema } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import { type SavedRecord, savedRecord } from './contracts';
import { enc } from './keys';

/** Creates (or, with values.id, edits) a project; the answer names the record. */
export function saveProject(values: FormValues, isEdit: boolean): Promise<SavedRecord> {
  return apiRequest(projectSchema.saveUrl, {
    method: 'POST',
    headers: { isEdit: String(isEdit) },
    body: { values },
    parser: savedRecord,
  });
}

/** Creates (or, with values.id, edits) a subproject of a project. */
export function saveSubproject(projectId: string, values: FormValues, isEdit: boolean): Promise<SavedRecord> {
  return apiRequest(subprojectSchema.saveUrl.replace('{projectId}', enc(projectId)), {
    method: 'POST',
    headers: { isEdit: String(isEdit) },
    body: { values },
    parser: savedRecord,
  });
}
