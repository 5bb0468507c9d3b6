import {
  type FormSchema,
  type FormValues,
  type MessageResponse,
  messageResponse,
  projectCompletionSchema,
  projectDeletionSchema,
  subprojectCompletionSchema,
  subprojectDeletionSchema,
} from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import { enc } from './keys';

export type LifecycleTarget = 'project' | 'subproject';
/** Marking complete (a subproject: closing) or deleting; both are irreversible. */
export type LifecycleAction = 'complete' | 'delete';

const SCHEMAS: Record<LifecycleTarget, Record<LifecycleAction, FormSchema>> = {
  project: { complete: projectCompletionSchema, delete: projectDeletionSchema },
  subproject: { complete: subprojectCompletionSchema, delete: subprojectDeletionSchema },
};

/** The typed word and approval tick the action asks for. */
export function lifecycleSchema(target: LifecycleTarget, action: LifecycleAction): FormSchema {
  return SCHEMAS[target][action];
}

/** Completion is a POST of the confirmation; deletion sends the same confirmation as the DELETE's body. */
export function runLifecycle(
  target: LifecycleTarget,
  action: LifecycleAction,
  id: string,
  values: FormValues,
): Promise<MessageResponse> {
  return apiRequest(lifecycleSchema(target, action).saveUrl.replace('{id}', enc(id)), {
    method: action === 'delete' ? 'DELETE' : 'POST',
    body: { values },
    parser: messageResponse,
  });
}
