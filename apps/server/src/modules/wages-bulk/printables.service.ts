import { WAGE_BULK_MESSAGES, WAGE_MESSAGES } from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { formBPage } from './form-b.js';
import { payslipsPage } from './payslip.js';
import { registerPrint } from './register.queries.js';
import { wageReportPage } from './report.js';

/**
 * The wage register's printables: each loads the register of this establishment (404 else) with the caller's
 * lines (a subcontractor's own workers) and renders it (pure pages, every text escaped).
 */

/** /gen-forms/establishments/{id}/wages/{registerId}: Form B. */
export async function renderFormB(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const { print } = await registerPrint(deps.db, auth, found, registerId);
  return formBPage(print);
}

/** .../wages/{registerId}/payslips_given: a payslip for every submitted entry the caller sees. */
export async function renderPayslips(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const { print } = await registerPrint(deps.db, auth, found, registerId);
  return payslipsPage(print, print.lines);
}

/** .../wage-entries/{employeeId}/payslips_given: one worker's payslip, once the entry is submitted (409 before). */
export async function renderPayslip(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  employeeId: string,
) {
  const { print } = await registerPrint(deps.db, auth, found, registerId, employeeId);
  const line = print.lines[0];
  if (!line) throw notFound(WAGE_MESSAGES.entryNotFound);
  if (!line.submitted) throw conflict(WAGE_BULK_MESSAGES.pendingEntry, 'WAGE_ENTRY_PENDING');
  return payslipsPage(print, [line]);
}

/** GET /api/reports/establishments/{id}/wages/{wageId}: the register's report. */
export async function renderWageReport(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const { print } = await registerPrint(deps.db, auth, found, registerId);
  return wageReportPage(print);
}
