import { type FormValues, getPath, REQUIREMENT_CATALOGUE, SUBPROJECT_STATUS } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { establishmentRequirements, establishments, subprojects } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { forbidden } from '../../lib/errors.js';
import { type EstablishmentInScope, lockReason, subprojectForWrite } from '../scope/index.js';
import { cleanBody, refuseEndedContractorLink, writableByContractor } from './access.js';
import { insertMinWage } from './min-wages.service.js';

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every catalogue requirement, due a number of days from the commencement date. */
async function createRequirements(tx: Tx, establishmentId: string, commencementDate: string) {
  await tx.insert(establishmentRequirements).values(
    REQUIREMENT_CATALOGUE.map((r) => ({
      establishmentId,
      requirementCode: r.code,
      dueOn: addDays(commencementDate, r.dueDays),
    })),
  );
}

/**
 * A contractor creates an establishment in a subproject it works on (not terminated, subproject open), with its
 * minimum-wage periods and requirements, in one transaction. The subproject then holds work (SUBPROJECT_STATUS.workRecorded).
 */
export async function createEstablishment(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  values: FormValues,
) {
  if (auth.role !== 'Contractor' || !auth.agencyId)
    throw forbidden('Only a contractor adds establishments.', 'CONTRACTOR_ONLY');
  const contractorId = auth.agencyId;
  const id = await inTransaction(deps.db, auth, async (tx) => {
    // Locked: a close or a termination of this subproject cannot interleave with the create.
    const { subproject } = await subprojectForWrite(tx, auth, subprojectId);
    await refuseEndedContractorLink(tx, auth, subproject.id);
    const commencementDate = String(getPath(values, 'commencementDate'));
    const [row] = await tx
      .insert(establishments)
      .values({
        subprojectId: subproject.id,
        contractorAgencyId: contractorId,
        body: { ...cleanBody(values), name: String(getPath(values, 'body.name')).trim() },
        commencementDate,
        createdBy: auth.userId,
      })
      .returning({ id: establishments.id });
    const rows = (getPath(values, 'min_wages') ?? []) as FormValues[];
    for (const wage of rows) await insertMinWage(tx, row!.id, wage, auth.userId);
    await createRequirements(tx, row!.id, commencementDate);
    await tx
      .update(subprojects)
      .set({ status: SUBPROJECT_STATUS.workRecorded, updatedAt: sql`now()` })
      .where(eq(subprojects.id, subproject.id));
    return row!.id;
  });
  return { message: 'Successfully added the new entry!', id };
}

export async function editEstablishment(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: FormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    await tx
      .update(establishments)
      .set({
        body: { ...cleanBody(values), name: String(getPath(values, 'body.name')).trim() },
        commencementDate: String(getPath(values, 'commencementDate')),
        updatedAt: sql`now()`,
      })
      .where(eq(establishments.id, found.establishment.id));
  });
  return { message: 'Successfully edited the data!', id: establishmentId };
}

export function establishmentView(found: EstablishmentInScope) {
  const e = found.establishment;
  return {
    id: e.id,
    subproject_id: e.subprojectId,
    project_id: found.projectId,
    contractor_agency_id: e.contractorAgencyId,
    body: e.body,
    status: e.status,
    commencementDate: e.commencementDate,
    completion_body: e.completionBody,
    closed_on: e.closedOn,
    locked: lockReason(found) !== null,
  };
}
