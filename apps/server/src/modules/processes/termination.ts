import { and, eq, isNull } from 'drizzle-orm';
import { employeeProcesses } from '../../db/schema/index.js';
import { AppError, conflict, validationFailed } from '../../lib/errors.js';
import { applyExit, clearExit } from '../employees/employees.service.js';
import { type ProcessHooks, registerProcessHooks } from './process-hooks.js';

export const TERMINATION_EXISTS_MESSAGE = 'This employee already has a termination record.';

/**
 * A termination's exit step ends the worker's link through the employee register's own exit (workflow
 * employee-exit, applyExit): Form A shows the date and reason, and attendance and wage periods after the date are
 * refused. Its refusals (a date before joining, attendance recorded after it) come back on the step's field.
 * Cancelling the record undoes that exit, unless the date was corrected since.
 */
export const terminationHooks: ProcessHooks = {
  async validate(tx, ctx, save) {
    if (save.process) return;
    const [live] = await tx
      .select({ id: employeeProcesses.id })
      .from(employeeProcesses)
      .where(
        and(
          eq(employeeProcesses.establishmentId, ctx.found.establishment.id),
          eq(employeeProcesses.employeeId, save.employeeId),
          eq(employeeProcesses.type, 'termination'),
          isNull(employeeProcesses.cancelledOn),
        ),
      )
      .limit(1);
    if (live) throw conflict(TERMINATION_EXISTS_MESSAGE, 'TERMINATION_EXISTS');
  },
  async afterSave(tx, ctx, process, save) {
    if (save.step !== 'exit_details') return;
    try {
      await applyExit(tx, ctx.auth, process.establishmentId, process.employeeId, {
        exit_date: String(save.values.exit_date),
        exit_reason: String(save.values.exit_reason),
      });
    } catch (err) {
      if (err instanceof AppError && err.fields?.exit_date)
        throw validationFailed({ 'body.exit_date': err.fields.exit_date });
      throw err;
    }
  },
  async afterCancel(tx, _ctx, process) {
    const exitDate = process.body.exit_date;
    if (typeof exitDate === 'string')
      await clearExit(tx, process.establishmentId, process.employeeId, exitDate);
  },
};

registerProcessHooks('termination', terminationHooks);
