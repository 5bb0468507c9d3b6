import { registerProcessHooks } from '../processes/index.js';
import { maternityHooks } from './maternity.hooks.js';

/**
 * Maternity leave (Form E; docs/recoveries.md 'Maternity leave'): its rules on the maternity_leave process's steps
 * (registered here, once, with the employee-process hook seam) and the printed register.
 */
registerProcessHooks('maternity_leave', maternityHooks);

export { maternityRoutes } from './maternity.routes.js';
