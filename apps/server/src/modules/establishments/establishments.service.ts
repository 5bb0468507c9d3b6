import { REQUIREMENT_CATALOGUE, SUBPROJECT_STATUS } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { establishmentRequirements, establishments, subprojects } from '../../db/schema/index.js';
import { establishmentChanged, inTransaction } from '../../db/tx.js';
import { maybe, recordId, requiredText } from '../../kit/form-values.js';
import { forbidden } from '../../lib/errors.js';
import { type EstablishmentInScope, lockReason, subprojectForWrite } from '../scope/index.js';
import { cleanBody, refuseEndedContractorLink, writableByContractor } from './access.js';
import { insertMinWage, minWagePeriodValues } from './min-wages.service.js';

/**
 * The establishment form's values (establishmentSchema), typed: its `body` fields kept whole, the commencement
 * date, and the minimum-wage rows of a new establishment (each a minimum-wage period's values).
 */
export const establishmentFormValues = z.object({
  id: recordId,
  commencementDate: requiredText,
  body: z.looseObject({ name: requiredText }),
  min_wages: maybe(z.array(minWagePeriodValues)).transform((rows) => rows ?? []),
});
export type EstablishmentFormValues = z.infer<typeof establishmentFormValues>;

/** The establishment's stored body: every field of the form's body, the name trimmed. */
const bodyOf = (values: EstablishmentFormValues) => ({
  ...cleanBody(values.body),
  name: values.body.name.trim(),
});

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
  values: EstablishmentFormValues,
) {
  if (auth.role !== 'Contractor' || !auth.agencyId)
    throw forbidden('Only a contractor adds establishments.', 'CONTRACTOR_ONLY');
  const contractorId = auth.agencyId;
  const id = await inTransaction(deps.db, auth, async (tx) => {
    // Locked: a close or a termination of this subproject cannot interleave with the create.
    const { subproject } = await subprojectForWrite(tx, auth, subprojectId);
    await refuseEndedContractorLink(tx, auth, subproject.id);
    const commencementDate = values.commencementDate;
    const [row] = await tx
      .insert(establishments)
      .values({
        subprojectId: subproject.id,
        contractorAgencyId: contractorId,
        body: bodyOf(values),
        commencementDate,
        createdBy: auth.userId,
      })
      .returning({ id: establishments.id });
    establishmentChanged(row!.id);
    for (const wage of values.min_wages) await insertMinWage(tx, row!.id, wage, auth.userId);
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
  values: EstablishmentFormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    await tx
      .update(establishments)
      .set({
        body: bodyOf(values),
        commencementDate: values.commencementDate,
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
