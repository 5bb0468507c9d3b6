import {
  cmsProcessItem,
  FORM_INVALID_MESSAGE,
  messageResponse,
  PROCESS_MESSAGES,
  PROCESS_STEP_SCHEMAS,
  PROCESS_TYPES,
  type ProcessType,
  processCancelSchema,
  processDetail,
  processList,
  processListQuery,
  processSaved,
  processSaveTarget,
  processStep,
  processStepDetail,
  processTypeParam,
} from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { keptFields, recordId, requiredText } from '../../kit/form-values.js';
import { read, refusing, routes, write } from '../../kit/route.js';
import { validationFailed } from '../../lib/errors.js';
import { establishmentGate } from '../scope/index.js';
import {
  cancelProcess,
  formOfSave,
  listProcesses,
  processCatalogue,
  processDetail as processDetailOf,
  processStepDetail as processStepDetailOf,
  processSteps,
  saveProcessStep,
} from './processes.service.js';

const establishment = establishmentGate();
/** The contractor records, the Government and the consultant read; a subcontractor has no access (403). */
const readers = refusing(read('Contractor', 'Government', 'Consultant'), {
  message: PROCESS_MESSAGES.noSubcontractors,
  code: 'NO_SUBCONTRACTORS',
});
const contractor = refusing(write('Contractor'), {
  message: PROCESS_MESSAGES.contractorOnly,
  code: 'CONTRACTOR_ONLY',
});
const cancellers = refusing(write('Contractor', 'Government'), {
  message: PROCESS_MESSAGES.cancelRoles,
  code: 'CANCEL_ROLES',
});
const base = '/establishments/:id/employee-process';
const withProcess = { id: 'Establishment', type: processTypeParam, processId: 'EmployeeProcess' } as const;
const stepIdParam = z.string().regex(/^\d{1,4}$/);

/** What a save names (type, incident kind, step, process): read from the request, refused when malformed. */
function saveTargetOf(request: FastifyRequest) {
  const parsed = processSaveTarget.safeParse((request.body as { values?: unknown }).values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'values'] = 'Invalid value';
    throw validationFailed(fields, FORM_INVALID_MESSAGE);
  }
  return parsed.data;
}

/** A save's values as the step's form keeps them: the step's fields under body, and the record ids. */
const saveValues = z.object({ process_id: recordId, employee_id: recordId, body: keptFields });

export const processRoutes = routes((r) => {
  const { deps } = r;

  for (const type of PROCESS_TYPES)
    r.get(`/cms/${type}`, {
      description: `The steps of the ${type} process: each with its form, its clock and when it applies.`,
      access: read(),
      response: z.array(cmsProcessItem),
      handler: () => processCatalogue(type),
    });

  r.get(`${base}/:type`, {
    description:
      'The processes of a type (incident needs cms_incident_id 1 or 2), newest event first, with the status filter.',
    access: readers,
    params: { id: 'Establishment', type: processTypeParam },
    query: processListQuery,
    gate: establishment,
    response: processList,
    handler: ({ auth, found, params, query }) =>
      listProcesses(deps, auth, found, params.type as ProcessType, query),
  });

  r.get(`${base}/:type/:processId`, {
    description: 'One process with its steps, their clocks and the banner counts.',
    access: readers,
    params: withProcess,
    gate: establishment,
    response: processDetail,
    handler: ({ auth, found, params }) =>
      processDetailOf(deps, auth, found, params.type as ProcessType, params.processId),
  });

  r.get(`${base}/:type/:processId/steps`, {
    access: readers,
    params: withProcess,
    gate: establishment,
    response: z.array(processStep),
    handler: ({ auth, found, params }) =>
      processSteps(deps, auth, found, params.type as ProcessType, params.processId),
  });

  r.get(`${base}/:type/:processId/steps/:stepId`, {
    description: "One step with its form (the catalogue's step id).",
    access: readers,
    params: { ...withProcess, stepId: stepIdParam },
    gate: establishment,
    response: processStepDetail,
    handler: ({ auth, found, params }) =>
      processStepDetailOf(
        deps,
        auth,
        found,
        params.type as ProcessType,
        params.processId,
        Number(params.stepId),
      ),
  });

  r.post(base, {
    description:
      'Saves a step: with no process_id a new process and its first step (employee_id the worker), else the next ' +
      'pending step of that process. values.type, values.cms_incident_id and values.step name the step; its ' +
      'fields are under values.body.',
    access: contractor,
    params: { id: 'Establishment' },
    gate: establishment,
    form: {
      schema: ({ request }) => formOfSave(saveTargetOf(request)),
      documents: PROCESS_STEP_SCHEMAS,
      isEdit: false,
      values: saveValues,
    },
    response: processSaved,
    handler: ({ auth, params, request, values }) =>
      saveProcessStep(deps.db, auth, params.id, saveTargetOf(request), values),
  });

  r.post(`${base}/:processId/cancel`, {
    description:
      'Cancels a process with a reason: the contractor while it is ongoing, the Government once completed.',
    access: cancellers,
    params: { id: 'Establishment', processId: 'EmployeeProcess' },
    gate: establishment,
    form: { schema: processCancelSchema, isEdit: false, values: z.object({ cancel_reason: requiredText }) },
    response: messageResponse,
    handler: ({ auth, params, values }) =>
      cancelProcess(deps.db, auth, params.id, params.processId, values.cancel_reason),
  });
});
