import {
  approvalSchema,
  cancellationSchema,
  completionSchema,
  establishmentSchema,
  licenseSchema,
  messageResponse,
  minWageSchema,
  subcontractorSchema,
} from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { forbidden } from '../../lib/errors.js';
import { type AuthContext, requireAuth } from '../../plugins/session.js';
import { formValuesBody, isEditOf, validateSchemaValues } from '../cms/form-save.js';
import { assertWritable, establishmentInScope } from '../scope/establishment-scope.js';
import { refuseClosed, subprojectInScope } from '../scope/project-scope.js';
import { refuseEndedContractorLink, requireId } from './access.js';
import {
  approveCompletion,
  cancelEstablishment,
  lockState,
  markCompletion,
  reopenCompletion,
} from './completion.service.js';
import { createEstablishment, editEstablishment, establishmentView } from './establishments.service.js';
import { addLicense, deleteLicense, listLicenses, updateLicense } from './licenses.service.js';
import { addMinWage, deleteMinWage, listMinWages, updateMinWage } from './min-wages.service.js';
import { LICENCE_AND_REQUIREMENT_READERS, SUBCONTRACTOR_READERS } from './readers.js';
import {
  getRequirement,
  listRequirements,
  requirementSchemaFor,
  submitRequirement,
} from './requirements.service.js';
import {
  addSubcontractor,
  getSubcontractor,
  listSubcontractors,
  setLoginAccess,
} from './subcontractors.service.js';

const valuesBody = formValuesBody;
const id = z.object({ id: z.string() });
const idAnd = <K extends string>(key: K) =>
  z.object({ id: z.string(), [key]: z.string() }) as unknown as z.ZodObject<
    { id: z.ZodString } & Record<K, z.ZodString>
  >;
const saved = z.object({ message: z.string(), id: z.uuid() });
const accessBody = z.object({ data: z.object({ id: z.string().max(64) }).passthrough() }).passthrough();

export const establishmentRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  /**
   * Scope and lock are checked before the values are: a foreign establishment is simply not found and a
   * locked one refuses, whatever was sent.
   */
  const writableOrRefuse = async (auth: AuthContext, establishmentId: string) =>
    assertWritable(await establishmentInScope(deps.db, auth, establishmentId));

  app.post(
    '/subprojects/:id/establishments',
    { schema: { params: id, body: valuesBody, response: { 200: saved } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      if (auth.role !== 'Contractor')
        throw forbidden('Only a contractor adds establishments.', 'CONTRACTOR_ONLY');
      const isEdit = isEditOf(request);
      // Scope, lock and link before the values: a terminated contractor is refused whatever it sends.
      const editedId = request.body.values.id;
      if (isEdit) {
        if (typeof editedId === 'string') await writableOrRefuse(auth, editedId);
      } else {
        const { subproject, project } = await subprojectInScope(deps.db, auth, request.params.id);
        refuseClosed(project, 'project');
        refuseClosed(subproject, 'subproject');
        await refuseEndedContractorLink(deps.db, auth, subproject.id);
      }
      const values = await validateSchemaValues(
        app,
        request,
        establishmentSchema,
        request.body.values,
        auth,
        isEdit,
      );
      return isEdit
        ? editEstablishment(deps, auth, requireId(values.id, 'establishment'), values)
        : createEstablishment(deps, auth, request.params.id, values);
    },
  );

  app.get('/establishments/:id', { schema: { params: id } }, async (request) =>
    establishmentView(await establishmentInScope(deps.db, requireAuth(request.auth), request.params.id)),
  );

  // Minimum wages.
  app.get('/establishments/:id/establishment-min-wages', { schema: { params: id } }, async (request) =>
    listMinWages(deps, requireAuth(request.auth), request.params.id),
  );
  app.post(
    '/establishments/:id/establishment-min-wages',
    { schema: { params: id, body: valuesBody, response: { 200: saved } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await writableOrRefuse(auth, request.params.id);
      const values = await validateSchemaValues(
        app,
        request,
        minWageSchema,
        request.body.values,
        auth,
        false,
      );
      return addMinWage(deps, auth, request.params.id, values);
    },
  );
  app.put(
    '/establishments/:id/establishment-min-wages',
    { schema: { params: id, body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await writableOrRefuse(auth, request.params.id);
      const values = await validateSchemaValues(app, request, minWageSchema, request.body.values, auth, true);
      return updateMinWage(
        deps,
        auth,
        request.params.id,
        requireId(values.id, 'minimum wage period'),
        values,
      );
    },
  );
  app.delete(
    '/establishments/:id/establishment-min-wages/:wageId',
    { schema: { params: idAnd('wageId'), response: { 200: messageResponse } } },
    async (request) =>
      deleteMinWage(
        deps,
        requireAuth(request.auth),
        request.params.id,
        requireId(request.params.wageId, 'period'),
      ),
  );

  // Licenses.
  app.get(
    '/establishments/:id/licenses-type/:typeId',
    { config: { roles: LICENCE_AND_REQUIREMENT_READERS }, schema: { params: idAnd('typeId') } },
    async (request) =>
      listLicenses(deps, requireAuth(request.auth), request.params.id, Number(request.params.typeId)),
  );
  app.post(
    '/establishments/:id/licenses',
    { schema: { params: id, body: valuesBody, response: { 200: saved } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await writableOrRefuse(auth, request.params.id);
      const values = await validateSchemaValues(
        app,
        request,
        licenseSchema,
        request.body.values,
        auth,
        false,
      );
      return addLicense(deps, auth, request.params.id, values);
    },
  );
  app.put(
    '/establishments/:id/licenses/:licenseId',
    { schema: { params: idAnd('licenseId'), body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await writableOrRefuse(auth, request.params.id);
      const values = await validateSchemaValues(app, request, licenseSchema, request.body.values, auth, true);
      return updateLicense(
        deps,
        auth,
        request.params.id,
        requireId(request.params.licenseId, 'license'),
        values,
      );
    },
  );
  app.delete(
    '/establishments/:id/licenses/:licenseId',
    { schema: { params: idAnd('licenseId'), response: { 200: messageResponse } } },
    async (request) =>
      deleteLicense(
        deps,
        requireAuth(request.auth),
        request.params.id,
        requireId(request.params.licenseId, 'license'),
      ),
  );

  // Requirements.
  app.get(
    '/establishments/:id/requirements',
    { config: { roles: LICENCE_AND_REQUIREMENT_READERS }, schema: { params: id } },
    async (request) => listRequirements(deps, requireAuth(request.auth), request.params.id),
  );
  app.get(
    '/establishments/:id/requirements/:requirementId',
    { config: { roles: LICENCE_AND_REQUIREMENT_READERS }, schema: { params: idAnd('requirementId') } },
    async (request) =>
      getRequirement(deps, requireAuth(request.auth), request.params.id, request.params.requirementId),
  );
  app.post(
    '/establishments/:id/requirements/:requirementId',
    { schema: { params: idAnd('requirementId'), body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { id: establishmentId, requirementId } = request.params as { id: string; requirementId: string };
      await writableOrRefuse(auth, establishmentId);
      const schema = await requirementSchemaFor(deps, auth, establishmentId, requirementId);
      const values = await validateSchemaValues(app, request, schema, request.body.values, auth, false);
      return submitRequirement(deps, auth, establishmentId, requirementId, values);
    },
  );

  // Completion, approval, rejection, cancellation.
  app.post(
    '/establishments/:id/completion',
    { schema: { params: id, body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const found = await establishmentInScope(deps.db, auth, request.params.id);
      assertWritable(found);
      if (auth.role === 'Government') {
        const values = await validateSchemaValues(
          app,
          request,
          approvalSchema,
          request.body.values,
          auth,
          false,
        );
        return approveCompletion(deps, auth, request.params.id, values);
      }
      if (auth.role !== 'Contractor')
        throw forbidden('Only the contractor marks completion.', 'CONTRACTOR_ONLY');
      // The date of completion is compared with the establishment's own commencement, not a sent one.
      const values = await validateSchemaValues(
        app,
        request,
        completionSchema,
        { ...request.body.values, commencementDate: found.establishment.commencementDate },
        auth,
        false,
      );
      return markCompletion(deps, auth, request.params.id, values);
    },
  );
  app.post(
    '/establishments/:id/completion/open',
    { schema: { params: id, response: { 200: messageResponse } } },
    async (request) => reopenCompletion(deps, requireAuth(request.auth), request.params.id),
  );
  app.get('/establishments/:id/completion/locked', { schema: { params: id } }, async (request) =>
    lockState(deps, requireAuth(request.auth), request.params.id),
  );
  app.post(
    '/establishments/:id/cancellation',
    { schema: { params: id, body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await writableOrRefuse(auth, request.params.id);
      if (auth.role !== 'Government')
        throw forbidden('Only the Government cancels an establishment.', 'GOVERNMENT_ONLY');
      const values = await validateSchemaValues(
        app,
        request,
        cancellationSchema,
        request.body.values,
        auth,
        false,
      );
      return cancelEstablishment(deps, auth, request.params.id, values);
    },
  );

  // Subcontractors.
  app.get(
    '/establishments/:id/subcontractors',
    { config: { roles: SUBCONTRACTOR_READERS }, schema: { params: id } },
    async (request) => listSubcontractors(deps, requireAuth(request.auth), request.params.id),
  );
  app.post(
    '/establishments/:id/subcontractors',
    { schema: { params: id, body: valuesBody, response: { 200: saved } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await writableOrRefuse(auth, request.params.id);
      if (auth.role !== 'Contractor')
        throw forbidden('Only the contractor adds subcontractors.', 'CONTRACTOR_ONLY');
      const values = await validateSchemaValues(
        app,
        request,
        subcontractorSchema,
        request.body.values,
        auth,
        false,
      );
      return addSubcontractor(deps, auth, request.params.id, values);
    },
  );
  app.get(
    '/establishments/:id/subcontractors/:subcontractorId',
    { config: { roles: SUBCONTRACTOR_READERS }, schema: { params: idAnd('subcontractorId') } },
    async (request) =>
      getSubcontractor(deps, requireAuth(request.auth), request.params.id, request.params.subcontractorId),
  );
  for (const [path, grant] of [
    ['grantLoginAccess', true],
    ['revokeLoginAccess', false],
  ] as const) {
    app.post(
      `/establishments/:id/subcontractors/${path}`,
      { schema: { params: id, body: accessBody, response: { 200: messageResponse } } },
      async (request) =>
        setLoginAccess(deps, requireAuth(request.auth), request.params.id, request.body.data.id, grant),
    );
  }
};
