import {
  formatRupeesFromPaise,
  paiseToRupees,
  parsePaise,
  RECOVERY_TYPES,
  type RecoveryType,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { conflict, validationFailed } from '../../lib/errors.js';
import type { ProcessHooks, ProcessRecord, StepSave } from '../processes/index.js';
import { displayDate } from './dates.js';
import {
  attendanceWages,
  deleteUntakenInstalments,
  employeeFacts,
  entryCovering,
  insertInstalments,
  instalmentsOf,
  lockInstalments,
  otherFines,
} from './recoveries.queries.js';
import {
  checkFine,
  checkRecovery,
  type FineContext,
  lastDayOfMonth,
  monthLabel,
  monthOf,
  type RecoveryFacts,
  type RecoveryProblem,
  splitInstalments,
} from './recovery-rules.js';

/*
 * The deduction process's rules (Form C) through the employee-process hook seam: the 'Recovery details' step is
 * refused when it breaks a rule of recovery-rules.ts (the fine's 3% read from the wages, age from Form A); once
 * saved its instalments are written for the wage registers to take; the 'Recovery completed' step waits for every
 * instalment to be deducted; a cancel removes the instalments not taken and is refused while one is in a register.
 */

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

export const RECOVERY_HOOK_MESSAGES = {
  notDeducted: (months: string[]) =>
    `The recovery is not complete: the instalments of ${months.join(', ')} are not yet deducted in a wage register.`,
  completedBeforeDate: 'The date of complete recovery cannot be before the recovery date.',
  completedBeforeRegister: (to: string) =>
    `The date of complete recovery cannot be before the last day of the wage register that deducted the last instalment (${displayDate(to)}).`,
  inPaidRegister: (from: string, to: string) =>
    `This recovery is deducted in the wage register of ${displayDate(from)} to ${displayDate(to)}, which is paid and signed: a recovery in a paid register cannot be changed.`,
  inLiveRegister: (from: string, to: string) =>
    `This recovery is deducted in the wage register of ${displayDate(from)} to ${displayDate(to)}: cancel or delete that wage register first, then this recovery.`,
};

/** The step's values read; the form engine has checked each field's shape. */
export function recoveryFactsOf(values: Record<string, unknown>): RecoveryFacts {
  const type = text(values.recovery_type);
  return {
    type: (RECOVERY_TYPES as readonly string[]).includes(type) ? (type as RecoveryType) : 'advance',
    date: text(values.recovery_date),
    amountPaise: parsePaise(text(values.amount)) ?? 0,
    showCauseIssued: text(values.show_cause_issued) === 'yes',
    explanationHeardInPresenceOf: text(values.explanation_heard_in_presence_of),
    instalments: Number(text(values.instalments)),
    firstMonth: monthOf(text(values.first_month) || text(values.recovery_date)),
  };
}

function refuse(problems: RecoveryProblem[]): never {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.message;
  throw validationFailed(fields, problems.map((p) => p.message).join('\n'));
}

/**
 * The wage period of a fine and its wages (docs/recoveries.md): the live wage register whose dates cover the
 * fine's date, when it has the worker's line (its basic and DA); otherwise the calendar month of the date, from the
 * attendance recorded in it at the wage period in force each day.
 */
export async function fineContextOf(
  tx: Executor,
  establishmentId: string,
  employeeId: string,
  date: string,
  exceptProcessId: string | null,
): Promise<FineContext | null> {
  const worker = await employeeFacts(tx, establishmentId, employeeId);
  if (!worker) return null;
  const entry = await entryCovering(tx, establishmentId, employeeId, date);
  const period = entry
    ? { from: entry.from_date, to: entry.to_date, source: 'register' as const }
    : { from: monthOf(date), to: lastDayOfMonth(date), source: 'attendance' as const };
  const wages = entry
    ? entry.wages
    : (await attendanceWages(tx, establishmentId, employeeId, period.from, period.to)).wages;
  const others = await otherFines(tx, establishmentId, employeeId, period.from, period.to, exceptProcessId);
  return {
    dateOfBirth: worker.date_of_birth,
    wagesPaise: parsePaise(wages) ?? 0,
    period,
    otherFinesPaise: parsePaise(others) ?? 0,
  };
}

async function validateDetails(tx: Tx, establishmentId: string, save: StepSave) {
  const facts = recoveryFactsOf(save.values);
  const problems = checkRecovery(facts);
  if (problems.length === 0 && facts.type === 'fine') {
    const context = await fineContextOf(
      tx,
      establishmentId,
      save.employeeId,
      facts.date,
      save.process?.id ?? null,
    );
    if (context) problems.push(...checkFine(facts, context));
  }
  if (problems.length) refuse(problems);
}

async function validateCompleted(tx: Tx, save: StepSave) {
  if (!save.process) return;
  const done = text(save.values.date_of_complete_recovery);
  const details = save.earlier.recovery_details ?? save.process.body;
  if (done && done < text(details.recovery_date))
    refuse([
      { field: 'body.date_of_complete_recovery', message: RECOVERY_HOOK_MESSAGES.completedBeforeDate },
    ]);
  await lockInstalments(tx, save.process.id);
  const parts = await instalmentsOf(tx, save.process.id);
  const untaken = parts.filter((p) => !p.wage_register_id);
  if (untaken.length)
    throw conflict(
      RECOVERY_HOOK_MESSAGES.notDeducted(untaken.map((p) => monthLabel(p.month))),
      'RECOVERY_NOT_DEDUCTED',
    );
  const lastTo = parts.reduce((max, p) => (p.register_to && p.register_to > max ? p.register_to : max), '');
  if (done && lastTo && done < lastTo)
    refuse([
      {
        field: 'body.date_of_complete_recovery',
        message: RECOVERY_HOOK_MESSAGES.completedBeforeRegister(lastTo),
      },
    ]);
}

/** Writes the instalments of a saved 'Recovery details' and notes the last month and the schedule on the process. */
async function writeInstalments(tx: Tx, process: ProcessRecord, save: StepSave) {
  const facts = recoveryFactsOf(save.values);
  const parts = splitInstalments(facts.amountPaise, facts.instalments, facts.firstMonth);
  await insertInstalments(
    tx,
    process,
    parts.map((p) => ({ seq: p.seq, month: p.month, amount: paiseToRupees(p.amountPaise) })),
  );
  const last = parts[parts.length - 1]!.month;
  const schedule = {
    last_month: last,
    instalment_amounts: parts.map((p) => ({ month: p.month, amount: paiseToRupees(p.amountPaise) })),
    instalments_text: `${parts.length} x ${formatRupeesFromPaise(parts[0]!.amountPaise)}${parts.length > 1 && parts[0]!.amountPaise !== parts[parts.length - 1]!.amountPaise ? ` (last ${formatRupeesFromPaise(parts[parts.length - 1]!.amountPaise)})` : ''}, ${monthLabel(parts[0]!.month)} to ${monthLabel(last)}`,
  };
  await tx.execute(
    sql`update employee_processes set body = body || ${JSON.stringify(schedule)}::jsonb where id = ${process.id}`,
  );
}

/** A cancel: refused while an instalment is in a live register; the untaken instalments go. */
async function releaseOnCancel(tx: Tx, process: ProcessRecord) {
  await lockInstalments(tx, process.id);
  const parts = await instalmentsOf(tx, process.id);
  const paid = parts.find((p) => p.register_status === 'paid_and_signed');
  if (paid)
    throw conflict(
      RECOVERY_HOOK_MESSAGES.inPaidRegister(paid.register_from!, paid.register_to!),
      'RECOVERY_PAID',
    );
  const live = parts.find((p) => p.wage_register_id);
  if (live)
    throw conflict(
      RECOVERY_HOOK_MESSAGES.inLiveRegister(live.register_from!, live.register_to!),
      'RECOVERY_IN_REGISTER',
    );
  await deleteUntakenInstalments(tx, process.id);
}

export const recoveryHooks: ProcessHooks = {
  async validate(tx, ctx, save) {
    if (save.step === 'recovery_details') await validateDetails(tx, ctx.found.establishment.id, save);
    else if (save.step === 'recovery_completed') await validateCompleted(tx, save);
  },
  async afterSave(tx, _ctx, process, save) {
    if (save.step === 'recovery_details') await writeInstalments(tx, process, save);
  },
  async afterCancel(tx, _ctx, process) {
    await releaseOnCancel(tx, process);
  },
};
