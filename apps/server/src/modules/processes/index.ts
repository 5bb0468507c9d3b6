/**
 * The employee-process module's public surface (spec part 2 'Incidents'): the hook seam other modules register
 * their rules through (process-hooks.ts) and the routes.
 */
export {
  type ProcessHookContext,
  type ProcessHooks,
  type ProcessRecord,
  processHooksOf,
  registerProcessHooks,
  type StepSave,
} from './process-hooks.js';
