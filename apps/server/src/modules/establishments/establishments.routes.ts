import {
  approvalSchema,
  cancellationSchema,
  completionSchema,
  establishmentSchema,
  licenseSchema,
  messageResponse,
  minWageSchema,
  REQUIREMENT_SCHEMAS,
  subcontractorSchema,
} from '@anupalan/shared';
import { z } from 'zod';
import { editedIdOf, isEditOf } from '../../kit/edit.js';
import { type Gate, read, recordsWith, recordWith, refusing, routes, write } from '../../kit/route.js';
import { forbidden } from '../../lib/errors.js';
import {
  assertWritable,
  type EstablishmentInScope,
  establishmentGate,
  establishmentInScope,
  refuseClosed,
  subprojectInScope,
} from '../scope/index.js';
import { refuseEndedContractorLink, requireId } from './access.js';
import {
  approveCompletion,
  cancelEstablishment,
  cancellationFormValues,
  completionFormValues,
  lockState,
  markCompletion,
  reopenCompletion,
} from './completion.service.js';
import {
  createEstablishment,
  editEstablishment,
  establishmentFormValues,
  establishmentView,
} from './establishments.service.js';
import {
  addLicense,
  deleteLicense,
  licenceFormValues,
  listLicenses,
  updateLicense,
} from './licenses.service.js';
import {
  addMinWage,
  deleteMinWage,
  listMinWages,
  minWageFormValues,
  updateMinWage,
} from './min-wages.service.js';
import { LICENCE_AND_REQUIREMENT_READERS, SUBCONTRACTOR_READERS } from './readers.js';
import {
  getRequirement,
  listRequirements,
  requirementFormValues,
  requirementSchemaFor,
  submitRequirement,
} from './requirements.service.js';
import {
  addSubcontractor,
  getSubcontractor,
  listSubcontractors,
  setLoginAccess,
  subcontractorFormValues,
} from './subcontractors.service.js';

const saved = z.object({ message: z.string(), id: z.uuid() });
const record = recordWith({ id: z.uuid() });
const records = recordsWith({ id: z.uuid() });
const accessBody = z.object({ data: z.object({ id: z.string().max(64) }).passthrough() }).passthrough();
const establishment = establishmentGate();
const readers = read(...LICENCE_AND_REQUIREMENT_READERS);

/**
 * An establishment's save: an edit names the establishment in its values and must reach it writable; a new
 * one needs the subproject open and the contractor still working on it. Judged before the values are, so a
 * terminated contractor is refused whatever it sends.
 */
const establishmentSaveGate: Gate<EstablishmentInScope | null> = {
  async load({ deps, auth, params, request }) {
    if (isEditOf(request)) {
      const editedId = editedIdOf(request);
      return editedId === undefined ? null : establishmentInScope(deps.db, auth, editedId);
    }
    const { subproject, project } = await subprojectInScope(deps.db, auth, params.id!);
    refuseClosed(project, 'project');
    refuseClosed(subproject, 'subproject');
    await refuseEndedContractorLink(deps.db, auth, subproject.id);
    return null;
  },
  refuseWrite: (found) => {
    if (found) assertWritable(found);
  },
};

export const establishmentRoutes = routes((r) => {
  const { deps } = r;

  r.post('/subprojects/:id/establishments', {
    access: refusing(write('Contractor'), {
      message: 'Only a contractor adds establishments.',
      code: 'CONTRACTOR_ONLY',
    }),
    params: { id: 'Subproject' },
    gate: establishmentSaveGate,
    form: { schema: establishmentSchema, values: establishmentFormValues },
    response: saved,
    handler: ({ auth, params, values, isEdit }) =>
      isEdit
        ? editEstablishment(deps, auth, requireId(values.id, 'establishment'), values)
        : createEstablishment(deps, auth, params.id, values),
  });

  r.get('/establishments/:id', {
    access: read(),
    params: { id: 'Establishment' },
    gate: establishment,
    response: record,
    handler: ({ found }) => establishmentView(found),
  });

  // Minimum wages.
  r.get('/establishments/:id/establishment-min-wages', {
    access: read(),
    params: { id: 'Establishment' },
    response: records,
    handler: ({ auth, params }) => listMinWages(deps, auth, params.id),
  });
  r.post('/establishments/:id/establishment-min-wages', {
    access: write(),
    params: { id: 'Establishment' },
    gate: establishment,
    form: { schema: minWageSchema, isEdit: false, values: minWageFormValues },
    response: saved,
    handler: ({ auth, params, values }) => addMinWage(deps, auth, params.id, values),
  });
  r.put('/establishments/:id/establishment-min-wages', {
    access: write(),
    params: { id: 'Establishment' },
    gate: establishment,
    form: { schema: minWageSchema, isEdit: true, values: minWageFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) =>
      updateMinWage(deps, auth, params.id, requireId(values.id, 'minimum wage period'), values),
  });
  r.delete('/establishments/:id/establishment-min-wages/:wageId', {
    access: write(),
    params: { id: 'Establishment', wageId: 'WagePeriod' },
    response: messageResponse,
    handler: ({ auth, params }) => deleteMinWage(deps, auth, params.id, params.wageId),
  });

  // Licences.
  r.get('/establishments/:id/licenses-type/:typeId', {
    access: readers,
    params: { id: 'Establishment', typeId: z.string().regex(/^\d{1,9}$/) },
    response: records,
    handler: ({ auth, params }) => listLicenses(deps, auth, params.id, Number(params.typeId)),
  });
  r.post('/establishments/:id/licenses', {
    access: write(),
    params: { id: 'Establishment' },
    gate: establishment,
    form: { schema: licenseSchema, isEdit: false, values: licenceFormValues },
    response: saved,
    handler: ({ auth, params, values }) => addLicense(deps, auth, params.id, values),
  });
  r.put('/establishments/:id/licenses/:licenseId', {
    access: write(),
    params: { id: 'Establishment', licenseId: 'License' },
    gate: establishment,
    form: { schema: licenseSchema, isEdit: true, values: licenceFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) => updateLicense(deps, auth, params.id, params.licenseId, values),
  });
  r.delete('/establishments/:id/licenses/:licenseId', {
    access: write(),
    params: { id: 'Establishment', licenseId: 'License' },
    response: messageResponse,
    handler: ({ auth, params }) => deleteLicense(deps, auth, params.id, params.licenseId),
  });

  // Requirements.
  r.get('/establishments/:id/requirements', {
    access: readers,
    params: { id: 'Establishment' },
    response: records,
    handler: ({ auth, params }) => listRequirements(deps, auth, params.id),
  });
  r.get('/establishments/:id/requirements/:requirementId', {
    access: readers,
    params: { id: 'Establishment', requirementId: 'Requirement' },
    response: recordWith(),
    handler: ({ auth, params }) => getRequirement(deps, auth, params.id, params.requirementId),
  });
  r.post('/establishments/:id/requirements/:requirementId', {
    access: write(),
    params: { id: 'Establishment', requirementId: 'Requirement' },
    gate: establishment,
    form: {
      schema: ({ auth, params }) => requirementSchemaFor(deps, auth, params.id, params.requirementId),
      documents: REQUIREMENT_SCHEMAS,
      isEdit: false,
      values: requirementFormValues,
    },
    response: messageResponse,
    handler: ({ auth, params, values }) =>
      submitRequirement(deps, auth, params.id, params.requirementId, values),
  });

  // Completion, approval, rejection, cancellation.
  r.post('/establishments/:id/completion', {
    access: write(),
    params: { id: 'Establishment' },
    gate: establishment,
    form: {
      schema: ({ auth }) => {
        if (auth.role === 'Government') return approvalSchema;
        if (auth.role !== 'Contractor')
          throw forbidden('Only the contractor marks completion.', 'CONTRACTOR_ONLY');
        return completionSchema;
      },
      documents: [completionSchema, approvalSchema],
      isEdit: false,
      values: completionFormValues,
      // The date of completion is compared with the establishment's own commencement, not a sent one.
      supply: (values, { found, auth }) =>
        auth?.role === 'Contractor'
          ? { ...values, commencementDate: found.establishment.commencementDate }
          : values,
    },
    response: messageResponse,
    handler: ({ auth, params, values }) =>
      auth.role === 'Government'
        ? approveCompletion(deps, auth, params.id, values)
        : markCompletion(deps, auth, params.id, values),
  });
  r.post('/establishments/:id/completion/open', {
    access: write(),
    params: { id: 'Establishment' },
    response: messageResponse,
    handler: ({ auth, params }) => reopenCompletion(deps, auth, params.id),
  });
  r.get('/establishments/:id/completion/locked', {
    access: read(),
    params: { id: 'Establishment' },
    response: recordWith({ locked: z.boolean() }),
    handler: ({ auth, params }) => lockState(deps, auth, params.id),
  });
  r.post('/establishments/:id/cancellation', {
    access: write(),
    params: { id: 'Establishment' },
    gate: {
      ...establishment,
      refuseWrite: (found, auth) => {
        assertWritable(found);
        if (auth.role !== 'Government')
          throw forbidden('Only the Government cancels an establishment.', 'GOVERNMENT_ONLY');
      },
    },
    form: { schema: cancellationSchema, isEdit: false, values: cancellationFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) => cancelEstablishment(deps, auth, params.id, values),
  });

  // Subcontractors.
  r.get('/establishments/:id/subcontractors', {
    access: read(...SUBCONTRACTOR_READERS),
    params: { id: 'Establishment' },
    response: records,
    handler: ({ auth, params }) => listSubcontractors(deps, auth, params.id),
  });
  r.post('/establishments/:id/subcontractors', {
    access: write(),
    params: { id: 'Establishment' },
    gate: {
      ...establishment,
      refuseWrite: (found, auth) => {
        assertWritable(found);
        if (auth.role !== 'Contractor')
          throw forbidden('Only the contractor adds subcontractors.', 'CONTRACTOR_ONLY');
      },
    },
    form: { schema: subcontractorSchema, isEdit: false, values: subcontractorFormValues },
    response: saved,
    handler: ({ auth, params, values }) => addSubcontractor(deps, auth, params.id, values),
  });
  r.get('/establishments/:id/subcontractors/:subcontractorId', {
    access: read(...SUBCONTRACTOR_READERS),
    params: { id: 'Establishment', subcontractorId: 'Subcontractor' },
    response: record,
    handler: ({ auth, params }) => getSubcontractor(deps, auth, params.id, params.subcontractorId),
  });
  for (const [path, grant] of [
    ['grantLoginAccess', true],
    ['revokeLoginAccess', false],
  ] as const) {
    r.post(`/establishments/:id/subcontractors/${path}`, {
      access: write(),
      params: { id: 'Establishment' },
      body: accessBody,
      response: messageResponse,
      handler: ({ auth, params, body }) => setLoginAccess(deps, auth, params.id, body.data.id, grant),
    });
  }
});
