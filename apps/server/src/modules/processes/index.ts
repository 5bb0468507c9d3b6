/**
 * The employee-process module's public surface (spec part 2 'Incidents'): the routes, and the hook seam other
 * modules register their rules through (process-hooks.ts). Termination's hooks are the module's own.
 */
import './termination.js';

export {
  type ProcessHookContext,
  type ProcessHooks,
  type ProcessRecord,
  processHooksOf,
  registerProcessHooks,
  type StepSave,
} from './process-hooks.js';
export { processRoutes } from './processes.routes.js';
