import {
  ATTENDANCE_MESSAGES,
  attendanceAuditQuery,
  attendanceCalendar,
  attendanceEntry,
  attendanceEntryBody,
  attendanceEntrySaved,
  attendancePendingEntryIds,
  attendanceRegisterDetail,
  attendanceRegisterOpened,
  attendanceRegisterQuery,
  attendanceRegisterSaved,
  attendanceRegistersQuery,
  attendanceTotalEmployeeCount,
  auditEntry,
  establishmentOpenBody,
  messageResponse,
  weekOffBody,
} from '@anupalan/shared';
import { z } from 'zod';
import { read, refusing, routes, write } from '../../kit/route.js';
import { establishmentGate, establishmentInStatementGate } from '../scope/index.js';
import {
  attendanceCalendar as calendarOf,
  deleteRegister,
  entryRecord,
  openRegister,
  pendingEntryIds,
  registerDetail,
  removeEntry,
  saveEntry,
  setEstablishmentOpen,
  setWeekOff,
  totalEmployeeCount,
} from './attendance.service.js';
import { attendanceEntryAudit } from './attendance-audit.js';

const establishment = establishmentGate();
/** The calendar's and the register page's: the establishment is read in scope by their own statement. */
const establishmentInStatement = establishmentInStatementGate();
/** A register's id, a uuid: a malformed one answers 'Attendance register not found.' like an unknown one. */
const registerIdParam = 'AttendanceRegister' as const;
/** The contractor and subcontractors record attendance (spec part 2, section 6). */
const recorders = refusing(write('Contractor', 'Subcontractor'), {
  message: ATTENDANCE_MESSAGES.writersOnly,
  code: 'RECORDERS_ONLY',
});
/** Closing a day, the weekly-off choice and deleting a register are the contractor's. */
const contractor = refusing(write('Contractor'), {
  message: ATTENDANCE_MESSAGES.contractorAction,
  code: 'CONTRACTOR_ONLY',
});
const base = '/establishments/:id/attendance-registers';

export const attendanceRoutes = routes((r) => {
  const { deps } = r;

  r.get(base, {
    description:
      'The calendar (from_date, to_date: the days with their states), or, with register_date, opens that day: ' +
      'creates its register with one entry per worker employed that day (a recorder) and answers its id.',
    access: read(),
    params: { id: 'Establishment' },
    query: attendanceRegistersQuery,
    // The calendar reads the establishment in its own statement; opening a day reads it first, then writes in
    // a transaction that locks it (openRegister).
    gate: establishmentInStatement,
    changesState: true,
    response: z.union([attendanceCalendar, attendanceRegisterOpened]),
    handler: async ({ auth, found, query }) =>
      query.register_date
        ? openRegister(deps, auth, await found.load(deps.db), query.register_date, query.isAutomatic)
        : calendarOf(deps, auth, found, query),
  });

  r.get(`${base}/:registerId`, {
    access: read(),
    params: { id: 'Establishment', registerId: registerIdParam },
    query: attendanceRegisterQuery,
    gate: establishmentInStatement,
    response: attendanceRegisterDetail,
    handler: ({ auth, found, params, query }) => registerDetail(deps, auth, found, params.registerId, query),
  });

  r.get(`${base}/:registerId/pending-entry-ids`, {
    access: read(),
    params: { id: 'Establishment', registerId: registerIdParam },
    gate: establishment,
    response: attendancePendingEntryIds,
    handler: ({ auth, found, params }) => pendingEntryIds(deps, auth, found, params.registerId),
  });

  r.get(`${base}/:registerId/total-employee-count`, {
    access: read(),
    params: { id: 'Establishment', registerId: registerIdParam },
    gate: establishment,
    response: attendanceTotalEmployeeCount,
    handler: ({ auth, found, params }) => totalEmployeeCount(deps, auth, found, params.registerId),
  });

  r.get(`${base}/:registerId/attendance-entries/:employeeId`, {
    access: read(),
    params: { id: 'Establishment', registerId: registerIdParam, employeeId: 'Employee' },
    gate: establishment,
    response: attendanceEntry,
    handler: ({ auth, found, params }) =>
      entryRecord(deps, auth, found, params.registerId, params.employeeId),
  });

  r.post(`${base}/:registerId/attendance-entries/:employeeId`, {
    description: 'Saves one worker’s entry and submits it (Completed).',
    access: recorders,
    params: { id: 'Establishment', registerId: registerIdParam, employeeId: 'Employee' },
    body: attendanceEntryBody,
    gate: establishment,
    response: attendanceEntrySaved,
    handler: ({ auth, params, body }) =>
      saveEntry(deps, auth, params.id, params.registerId, params.employeeId, body.values),
  });

  r.delete(`${base}/:registerId/attendance-entries/:employeeId`, {
    description: 'Removes an invalid entry (a worker not employed on the day).',
    access: recorders,
    params: { id: 'Establishment', registerId: registerIdParam, employeeId: 'Employee' },
    gate: establishment,
    response: messageResponse,
    handler: ({ auth, params }) => removeEntry(deps, auth, params.id, params.registerId, params.employeeId),
  });

  r.delete(`${base}/:registerId`, {
    access: contractor,
    params: { id: 'Establishment', registerId: registerIdParam },
    gate: establishment,
    response: messageResponse,
    handler: ({ auth, params }) => deleteRegister(deps, auth, params.id, params.registerId),
  });

  r.post(`${base}/:registerId/establishment-open`, {
    description: 'Closes the day with a reason, or reopens it (only while no wage register is linked).',
    access: contractor,
    params: { id: 'Establishment', registerId: registerIdParam },
    body: establishmentOpenBody,
    gate: establishment,
    response: attendanceRegisterSaved,
    handler: ({ auth, params, body }) =>
      setEstablishmentOpen(deps, auth, params.id, params.registerId, body.values),
  });

  r.post(`${base}/:registerId/week-off`, {
    description: "The weekly-off choice: 'all' marks every entry a weekly off, 'manual' undoes that.",
    access: contractor,
    params: { id: 'Establishment', registerId: registerIdParam },
    body: weekOffBody,
    gate: establishment,
    response: attendanceRegisterSaved,
    handler: ({ auth, params, body }) =>
      setWeekOff(deps, auth, params.id, params.registerId, body.values.choice),
  });

  r.get('/audit/attendance-entries', {
    access: read(),
    query: attendanceAuditQuery,
    response: z.array(auditEntry),
    handler: ({ auth, query }) => attendanceEntryAudit(deps, auth, query),
  });
});
