import {
  FORM_INVALID_MESSAGE,
  type ProcessSaveValues,
  pickSchemaValues,
  processSaveTarget,
  validateForm,
} from '@anupalan/shared';
import type { AuthContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../lib/errors.js';
import { cancelProcess, formOfSave, saveProcessStep } from './processes.service.js';
import './termination.js';

/**
 * The employee-process module's public surface (spec part 2 'Incidents'): the routes, the hook seam other modules
 * register their rules through (process-hooks.ts; termination's hooks are the module's own), and for the seeds the
 * same save and cancel the routes call, with the same checks (the step's form by the shared engine, scope, roles,
 * states, hooks):
 *
 *   const { id } = await recordProcessStep(db, actor, establishmentId, { type: 'termination', step: 'exit_details',
 *     employee_id, body: { exit_date: '2026-11-20', exit_reason: 'Retrenched' } });
 */
export {
  type ProcessHookContext,
  type ProcessHooks,
  type ProcessRecord,
  processHooksOf,
  registerProcessHooks,
  type StepSave,
} from './process-hooks.js';
export { processRoutes } from './processes.routes.js';

/** Saves a step as `actor` (a new process with its first step, or the next step of process_id). */
export function recordProcessStep(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  values: ProcessSaveValues,
) {
  const target = processSaveTarget.parse(values);
  const schema = formOfSave(target);
  const ctx = { role: actor.role, isEdit: false };
  const form = values as unknown as Record<string, unknown>;
  const errors = validateForm(schema, form, ctx);
  if (Object.keys(errors).length > 0) throw validationFailed(errors, FORM_INVALID_MESSAGE);
  const picked = pickSchemaValues(schema, form, ctx) as { body?: Record<string, unknown> };
  return saveProcessStep(db, actor, establishmentId, target, {
    process_id: target.process_id,
    employee_id: target.employee_id,
    body: picked.body ?? {},
  });
}

/** Cancels a process as `actor` (its contractor while ongoing, the Government once completed). */
export function cancelEmployeeProcess(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  processId: string,
  reason: string,
) {
  return cancelProcess(db, actor, establishmentId, processId, reason);
}
