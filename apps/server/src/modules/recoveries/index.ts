import { registerProcessHooks } from '../processes/index.js';
import { recoveryHooks } from './recoveries.hooks.js';

/**
 * The recovery register (Form C; docs/recoveries.md): its rules on the deduction process's steps (registered here,
 * once, with the employee-process hook seam), the instalments the wage registers take, and the printed register.
 */
registerProcessHooks('deduction', recoveryHooks);

/** For the demo seed: the wage period and wages a fine is held to, and its limit. */
export { fineContextOf } from './recoveries.hooks.js';
export { takeDueInstalments } from './recoveries.queries.js';
export { recoveryRoutes } from './recoveries.routes.js';
export { fineLimitPaise } from './recovery-rules.js';
