import {
  allFields,
  consultantAgencySchema,
  contractorAgencySchema,
  type FormSchema,
  governmentAgencySchema,
  isFieldShown,
  subcontractorAgencySchema,
} from '@anupalan/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { type AgencyBody, agencies, files } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { type AgencyRow, agencyInScope } from '../scope/index.js';
import { createAgencyUser } from '../users/users.service.js';
import { agencyTypeIs, insertAgency, listAgencies, updateAgencyBody } from './agencies.queries.js';
import {
  type AgencyDetailsFormValues,
  type AgencyInviteFormValues,
  agencyBodyFrom,
  newUserFrom,
} from './agency-values.js';

/** What other modules build agencies and their first users from, and how an agency is shown. */
export {
  type AgencyDetailsFormValues,
  type AgencyInviteFormValues,
  agencyBodyFrom,
  agencyDetailsFormValues,
  agencyInviteFormValues,
  agencyView,
  governmentInviteFormValues,
  newUserFrom,
} from './agency-values.js';

const SCHEMA_BY_TYPE: Record<string, FormSchema> = {
  Government: governmentAgencySchema,
  Contractor: contractorAgencySchema,
  Consultant: consultantAgencySchema,
  Subcontractor: subcontractorAgencySchema,
};

export function agencySchemaFor(type: string): FormSchema {
  const schema = SCHEMA_BY_TYPE[type];
  if (!schema) throw badRequest('Unknown agency type.');
  return schema;
}

/**
 * The agency's new body: the previous one with the schema's `body.*` fields the caller sees replaced by the
 * validated values. Keys outside the schema cannot be written; a document must be a file of the agency's.
 */
async function mergedBody(
  db: Executor,
  agency: AgencyRow,
  schema: FormSchema,
  values: AgencyDetailsFormValues,
  auth: AuthContext,
): Promise<AgencyBody> {
  const role = auth.role;
  const body: Record<string, unknown> = { ...agency.body };
  for (const field of allFields(schema)) {
    if (!field.colName.startsWith('body.') || !isFieldShown(field, { role, isEdit: true })) continue;
    const key = field.colName.slice('body.'.length);
    const value = values.body[key];
    if (field.type === 'file' && value) {
      const url = (value as { url?: unknown }).url;
      // The agency's own upload, or one the caller (its Government) just made for it.
      const owners = [agency.id, ...(auth.agencyId ? [auth.agencyId] : [])];
      const [file] = isUuid(url)
        ? await db
            .select({ id: files.id, owner: files.ownerAgencyId })
            .from(files)
            .where(and(eq(files.id, url), inArray(files.ownerAgencyId, owners), isNull(files.deletedAt)))
        : [];
      if (!file) throw badRequest('The document must be uploaded for this agency.', 'FOREIGN_FILE');
      // The document belongs to the agency's record from now on, so the agency itself can read it.
      if (file.owner !== agency.id)
        await db.update(files).set({ ownerAgencyId: agency.id }).where(eq(files.id, file.id));
    }
    if (value === undefined || value === '') delete body[key];
    else body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return { ...body, name: String(body.name ?? agency.body.name) };
}

export async function saveAgencyDetails(
  deps: Deps,
  auth: AuthContext,
  agency: AgencyRow,
  values: AgencyDetailsFormValues,
) {
  const schema = agencySchemaFor(agency.type);
  await inTransaction(deps.db, auth, async (tx) => {
    await updateAgencyBody(tx, agency.id, await mergedBody(tx, agency, schema, values, auth));
  });
  return { message: 'Successfully edited the data!' };
}

export async function currentAgency(deps: Deps, auth: AuthContext): Promise<AgencyRow> {
  if (!auth.agencyId) throw forbidden('You are not acting for an agency.', 'AGENCY_REQUIRED');
  return agencyInScope(deps.db, auth, auth.agencyId);
}

export type GlobalType = 'contractor' | 'consultant';
export const AGENCY_TYPE_OF: Record<GlobalType, 'Contractor' | 'Consultant'> = {
  contractor: 'Contractor',
  consultant: 'Consultant',
};

/**
 * Who reaches a global contractor or consultant: the Government in whose scope it is, and the agency itself
 * (a contractor its own record, a consultant its own). Nobody reaches another government's.
 */
export async function globalAgency(deps: Deps, auth: AuthContext, type: GlobalType, id: string) {
  const agencyType = AGENCY_TYPE_OF[type];
  if (auth.role !== 'Government' && auth.role !== agencyType) throw forbidden();
  return agencyInScope(deps.db, auth, id, agencyType);
}

export async function listGlobalAgencies(
  deps: Deps,
  auth: AuthContext,
  type: GlobalType,
  scopeAgencyId: string | undefined,
  page: number,
  pageSize: number,
) {
  const agencyType = AGENCY_TYPE_OF[type];
  if (auth.role === 'Government') {
    if (scopeAgencyId && scopeAgencyId !== auth.agencyId) throw forbidden('Not your scope.', 'FOREIGN_SCOPE');
    return listAgencies(
      deps.db,
      and(agencyTypeIs(agencyType), eq(agencies.scopeAgencyId, auth.agencyId!)),
      page,
      pageSize,
    );
  }
  if (auth.role === agencyType) {
    return listAgencies(
      deps.db,
      and(agencyTypeIs(agencyType), eq(agencies.id, auth.agencyId!)),
      page,
      pageSize,
    );
  }
  throw forbidden();
}

/** A Government creates a contractor or consultant agency in its scope, with its first user. */
export async function createGlobalAgency(
  deps: Deps,
  auth: AuthContext,
  type: GlobalType,
  values: AgencyInviteFormValues,
) {
  if (auth.role !== 'Government' || !auth.agencyId) throw forbidden();
  const scopeAgencyId = auth.agencyId;
  await inTransaction(deps.db, auth, async (tx) => {
    const agency = await insertAgency(tx, {
      type: AGENCY_TYPE_OF[type],
      scopeAgencyId,
      body: agencyBodyFrom(values),
      createdBy: auth.userId,
    });
    await createAgencyUser(tx, deps, agency, newUserFrom(values));
  });
  return { message: type === 'contractor' ? 'Contractor is added' : 'Consultant is added' };
}

/** Users of a global agency are managed by its Government only. */
export async function globalAgencyForUsers(deps: Deps, auth: AuthContext, type: GlobalType, id: string) {
  if (auth.role !== 'Government') throw forbidden('Only the Government manages these users.');
  return agencyInScope(deps.db, auth, id, AGENCY_TYPE_OF[type]);
}
