import {
  auditEntry,
  messageResponse,
  paidAndSignedBody,
  payslipsGivenBody,
  reopenRegisterBody,
  WAGE_MESSAGES,
  wageEntry,
  wageEntryAuditQuery,
  wageEntryBody,
  wageEntrySaved,
  wagePendingEntryIds,
  wageRedoBody,
  wageRegisterAuditQuery,
  wageRegisterCreated,
  wageRegisterCreateQuery,
  wageRegisterDetail,
  wageRegisterDetailQuery,
  wageRegisterList,
  wageRegisterListQuery,
  wageRegisterSaved,
  wageTotalEmployeeCount,
} from '@anupalan/shared';
import { z } from 'zod';
import { read, refusing, routes, write } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import {
  cancelRegister,
  confirmPayslips,
  createRegister,
  deleteRegister,
  entryRecord,
  listRegisters,
  markPaidAndSigned,
  pendingEntryIds,
  redoEntry,
  registerDetail,
  reopenRegister,
  saveEntry,
  totalEmployeeCount,
} from './wages.service.js';
import { wageEntryAudit, wageRegisterAudit } from './wages-audit.js';

const establishment = establishmentGate();
/** A register's id, a uuid: a malformed one answers 'Wage register not found.' like an unknown one. */
const registerIdParam = 'WageRegister' as const;
/** The contractor and subcontractors fill entries (spec part 2, section 6). */
const recorders = refusing(write('Contractor', 'Subcontractor'), {
  message: WAGE_MESSAGES.writersOnly,
  code: 'RECORDERS_ONLY',
});
/** Adding, cancelling, deleting, confirming, signing, reopening and revising are the contractor's. */
const contractor = refusing(write('Contractor'), {
  message: WAGE_MESSAGES.contractorOnly,
  code: 'CONTRACTOR_ONLY',
});
const base = '/establishments/:id/wages';
const withRegister = { id: 'Establishment', registerId: registerIdParam } as const;
const withEntry = { ...withRegister, employeeId: 'Employee' } as const;

export const wageRoutes = routes((r) => {
  const { deps } = r;

  r.get(base, {
    description: 'The wage registers between two dates (start_date and end_date, or from_date and to_date).',
    access: read(),
    params: { id: 'Establishment' },
    query: wageRegisterListQuery,
    gate: establishment,
    response: wageRegisterList,
    handler: ({ auth, found, query }) => listRegisters(deps, auth, found, query),
  });

  r.post(base, {
    description:
      'Creates the register for from_date..to_date, computed from the attendance for every worker employed in ' +
      'the period, and locks that attendance; answers its id.',
    access: contractor,
    params: { id: 'Establishment' },
    query: wageRegisterCreateQuery,
    gate: establishment,
    response: wageRegisterCreated,
    handler: ({ auth, params, query }) =>
      createRegister(deps, auth, params.id, query.from_date, query.to_date),
  });

  r.get(`${base}/:registerId`, {
    access: read(),
    params: withRegister,
    query: wageRegisterDetailQuery,
    gate: establishment,
    response: wageRegisterDetail,
    handler: ({ auth, found, params, query }) => registerDetail(deps, auth, found, params.registerId, query),
  });

  r.get(`${base}/:registerId/pending-entry-ids`, {
    access: read(),
    params: withRegister,
    gate: establishment,
    response: wagePendingEntryIds,
    handler: ({ auth, found, params }) => pendingEntryIds(deps, auth, found, params.registerId),
  });

  r.get(`${base}/:registerId/total-employee-count`, {
    access: read(),
    params: withRegister,
    gate: establishment,
    response: wageTotalEmployeeCount,
    handler: ({ auth, found, params }) => totalEmployeeCount(deps, auth, found, params.registerId),
  });

  r.get(`${base}/:registerId/wage-entries/:employeeId`, {
    access: read(),
    params: withEntry,
    gate: establishment,
    response: wageEntry,
    handler: ({ auth, found, params }) =>
      entryRecord(deps, auth, found, params.registerId, params.employeeId),
  });

  r.post(`${base}/:registerId/wage-entries/:employeeId`, {
    description: 'Saves one worker’s entry (recomputed by the server) and submits it.',
    access: recorders,
    params: withEntry,
    body: wageEntryBody,
    gate: establishment,
    response: wageEntrySaved,
    handler: ({ auth, params, body }) =>
      saveEntry(deps, auth, params.id, params.registerId, params.employeeId, body.values),
  });

  r.post(`${base}/:registerId/wage-entries/:employeeId/redo-register`, {
    description:
      'Revise Entry: a submitted entry of a completed register becomes a revision to submit again.',
    access: contractor,
    params: withEntry,
    body: wageRedoBody,
    gate: establishment,
    response: wageEntrySaved,
    handler: ({ auth, params }) => redoEntry(deps, auth, params.id, params.registerId, params.employeeId),
  });

  r.put(`${base}/:registerId/reopen-register`, {
    description: 'Reopens a paid and signed register (back to register_completed, reopened_on set).',
    access: contractor,
    params: withRegister,
    body: reopenRegisterBody,
    gate: establishment,
    response: wageRegisterSaved,
    handler: ({ auth, params }) => reopenRegister(deps, auth, params.id, params.registerId),
  });

  r.delete(`${base}/:registerId`, {
    access: contractor,
    params: withRegister,
    gate: establishment,
    response: messageResponse,
    handler: ({ auth, params }) => deleteRegister(deps, auth, params.id, params.registerId),
  });

  r.post(`${base}/:registerId/cancel`, {
    access: contractor,
    params: withRegister,
    gate: establishment,
    response: wageRegisterSaved,
    handler: ({ auth, params }) => cancelRegister(deps, auth, params.id, params.registerId),
  });

  r.post(`${base}/:registerId/payslips_given`, {
    description: 'The payslip confirmation: date_of_payment and the tick, with every entry submitted.',
    access: contractor,
    params: withRegister,
    body: payslipsGivenBody,
    gate: establishment,
    response: wageRegisterSaved,
    handler: ({ auth, params, body }) =>
      confirmPayslips(deps, auth, params.id, params.registerId, body.values),
  });

  r.post(`${base}/:registerId/paid_and_signed`, {
    description: 'The signed register (a file of /api/files); the register never changes afterwards.',
    access: contractor,
    params: withRegister,
    body: paidAndSignedBody,
    gate: establishment,
    response: wageRegisterSaved,
    handler: ({ auth, params, body }) =>
      markPaidAndSigned(deps, auth, params.id, params.registerId, body.values.body),
  });

  r.get('/audit/wage-registers/:registerId', {
    access: read(),
    params: { registerId: registerIdParam },
    query: wageRegisterAuditQuery,
    response: z.array(auditEntry),
    handler: ({ auth, params, query }) => wageRegisterAudit(deps, auth, params.registerId, query),
  });

  r.get('/audit/wage-entries', {
    access: read(),
    query: wageEntryAuditQuery,
    response: z.array(auditEntry),
    handler: ({ auth, query }) => wageEntryAudit(deps, auth, query),
  });
});
