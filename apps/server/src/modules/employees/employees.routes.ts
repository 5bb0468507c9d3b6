import {
  earliestJoiningDate as earliestJoiningDateResponse,
  employeeExitSchema,
  employeeFilterQuery,
  employeeList,
  employeeListQuery,
  employeeSaved,
  employeeSchema,
  employeeSearchResult,
  employeeTotalCount as employeeTotalCountResponse,
  employeeView,
  employeeWage,
  employeeWagePeriodList,
  employeeWagePeriodSchema,
  INPUT_LIMITS,
  messageResponse,
} from '@anupalan/shared';
import { z } from 'zod';
import { read, refusing, routes, write } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import {
  deleteEmployee,
  earliestJoiningDate,
  employeeExitValues,
  employeeFormValues,
  employeeRecord,
  employeeTotalCount,
  listEmployees,
  recordExit,
  saveEmployee,
  searchEmployees,
} from './employees.service.js';
import { employeeImportRoutes } from './import.routes.js';
import {
  currentWage,
  listWagePeriods,
  saveWagePeriod,
  wagePeriodFormValues,
} from './wage-periods.service.js';

const establishment = establishmentGate();
/** Contractors and subcontractors add workers and wage periods (spec part 2, section 6). */
const recorders = refusing(write('Contractor', 'Subcontractor'), {
  message: 'Only the contractor or a subcontractor records employees.',
  code: 'RECORDERS_ONLY',
});

export const employeeRoutes = routes((r) => {
  const { deps } = r;

  r.get('/establishments/:id/employees', {
    access: read(),
    params: { id: 'Establishment' },
    query: employeeListQuery,
    gate: establishment,
    response: employeeList,
    handler: ({ auth, params, query }) => listEmployees(deps, auth, params.id, query),
  });
  r.get('/establishments/:id/employees/total-count', {
    access: read(),
    params: { id: 'Establishment' },
    query: employeeFilterQuery,
    gate: establishment,
    response: employeeTotalCountResponse,
    handler: ({ auth, params, query }) => employeeTotalCount(deps, auth, params.id, query),
  });
  r.get('/establishments/:id/employees/search-employees', {
    access: read(),
    params: { id: 'Establishment' },
    query: z.object({ nameOrCode: z.string().trim().max(INPUT_LIMITS.text).optional() }),
    gate: establishment,
    response: z.array(employeeSearchResult),
    handler: ({ auth, params, query }) => searchEmployees(deps, auth, params.id, query.nameOrCode),
  });
  r.get('/establishments/:id/earliest-joining-date', {
    access: read(),
    params: { id: 'Establishment' },
    gate: establishment,
    response: earliestJoiningDateResponse,
    handler: ({ auth, params }) => earliestJoiningDate(deps, auth, params.id),
  });
  r.post('/establishments/:id/employees', {
    access: recorders,
    params: { id: 'Establishment' },
    gate: establishment,
    form: { schema: employeeSchema, values: employeeFormValues },
    response: employeeSaved,
    handler: ({ auth, params, values, isEdit }) => saveEmployee(deps, auth, params.id, values, isEdit),
  });
  r.get('/establishments/:id/employees/:employeeId', {
    access: read(),
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    response: employeeView,
    handler: ({ auth, params }) => employeeRecord(deps, auth, params.id, params.employeeId),
  });
  r.delete('/establishments/:id/employees/:employeeId', {
    access: refusing(write('Contractor'), {
      message: 'Only the contractor deletes an employee.',
      code: 'CONTRACTOR_ONLY',
    }),
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    response: messageResponse,
    handler: ({ auth, params }) => deleteEmployee(deps, auth, params.id, params.employeeId),
  });

  // The worker's exit (workflow employee-exit).
  r.post('/establishments/:id/employees/:employeeId/exit', {
    access: recorders,
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    form: { schema: employeeExitSchema, values: employeeExitValues },
    response: employeeSaved,
    handler: ({ auth, params, values }) => recordExit(deps, auth, params.id, params.employeeId, values),
  });

  // Wage Details.
  r.get('/establishments/:id/employees/:employeeId/employee-wage-period', {
    access: read(),
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    response: employeeWagePeriodList,
    handler: ({ auth, params }) => listWagePeriods(deps, auth, params.id, params.employeeId),
  });
  r.post('/establishments/:id/employees/:employeeId/employee-wage-period', {
    access: recorders,
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    form: { schema: employeeWagePeriodSchema, values: wagePeriodFormValues },
    response: employeeSaved,
    handler: ({ auth, params, values, isEdit }) =>
      saveWagePeriod(deps, auth, params.id, params.employeeId, values, isEdit),
  });
  r.get('/establishments/:id/employees/:employeeId/employee-wage', {
    access: read(),
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    response: employeeWage,
    handler: ({ auth, params }) => currentWage(deps, auth, params.id, params.employeeId),
  });

  // The CSV (or xlsx) import and its samples.
  employeeImportRoutes(r);
});
