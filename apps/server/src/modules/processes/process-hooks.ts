import type { ProcessType } from '@anupalan/shared';
import type { AuthContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { EstablishmentInScope } from '../scope/index.js';

/*
 * The seam through which other modules add their rules to the employee-process mechanism without it knowing them:
 * the recoveries (Form C) and maternity leave (Form E) modules register hooks for their types, termination ends the
 * worker's link through the employees module. Every hook runs inside the save's (or cancel's) transaction, after the
 * establishment is locked and the step's form has passed the shared engine: a hook that throws (an AppError:
 * validationFailed with fields keyed `body.<field>`, conflict, forbidden) refuses the save and nothing is written.
 *
 *   registerProcessHooks('deduction', {
 *     validate: async (tx, ctx, save) => { if (tooLarge) throw validationFailed({ 'body.amount': '...' }); },
 *     afterSave: async (tx, ctx, process, step) => { ...feed the wage register... },
 *   });
 */

/** Who acts and on which establishment (locked for the transaction). */
export interface ProcessHookContext {
  auth: AuthContext;
  found: EstablishmentInScope;
}

/** A process as the hooks see it (after the save, for afterSave and afterCancel). */
export interface ProcessRecord {
  id: string;
  establishmentId: string;
  employeeId: string;
  type: ProcessType;
  cmsIncidentId: number | null;
  /** ISO instant. */
  eventDate: string;
  /** The first step's values. */
  body: Record<string, unknown>;
  status: 'Ongoing' | 'Completed' | 'Cancelled';
}

/** The step being saved. `process` is null when the save creates the process (its first step). */
export interface StepSave {
  process: ProcessRecord | null;
  employeeId: string;
  type: ProcessType;
  cmsIncidentId: number | null;
  /** The catalogue's step id and key. */
  stepId: number;
  step: string;
  /** The step's values (its form's body), as the shared engine accepted them. */
  values: Record<string, unknown>;
  /** The values of the process's steps already submitted, by step key. */
  earlier: Partial<Record<string, Record<string, unknown>>>;
}

export interface ProcessHooks {
  /** Refuses a save by throwing; runs before anything is written. */
  validate?(tx: Tx, ctx: ProcessHookContext, save: StepSave): Promise<void>;
  /** Runs after the step (and the process) is written, in the same transaction. */
  afterSave?(tx: Tx, ctx: ProcessHookContext, process: ProcessRecord, save: StepSave): Promise<void>;
  /** Runs after a process is cancelled, in the same transaction (undo what afterSave fed elsewhere). */
  afterCancel?(tx: Tx, ctx: ProcessHookContext, process: ProcessRecord): Promise<void>;
}

const registry = new Map<ProcessType, ProcessHooks[]>();

/** Adds hooks for a type; they run in the order registered. */
export function registerProcessHooks(type: ProcessType, hooks: ProcessHooks): void {
  const list = registry.get(type) ?? [];
  if (!list.includes(hooks)) list.push(hooks);
  registry.set(type, list);
}

/**
 * The types whose rules live in hooks (termination here; recoveries and maternity in their own modules, registered
 * when modules/recoveries and modules/maternity are imported, as app.ts and the seeds do). A save of one of them with
 * no hooks registered would skip its rules silently: it fails instead, as the wiring bug it is.
 */
const HOOKED_TYPES: readonly ProcessType[] = ['deduction', 'maternity_leave', 'termination'];

/** The hooks registered for a type. */
export function processHooksOf(type: ProcessType): readonly ProcessHooks[] {
  const list = registry.get(type) ?? [];
  if (list.length === 0 && HOOKED_TYPES.includes(type))
    throw new Error(
      `No process hooks registered for '${type}': import its module (modules/recoveries, modules/maternity)`,
    );
  return list;
}
