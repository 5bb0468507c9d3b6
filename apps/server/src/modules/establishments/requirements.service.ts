import { type FormValues, REQUIREMENT_CATALOGUE, requirementSchema } from '@anupalan/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../app.js';
import { establishmentRequirements } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { childOfEstablishment, establishmentInScope } from '../scope/establishment-scope.js';
import { cleanBody, writableByContractor } from './access.js';

function definition(code: string) {
  const found = REQUIREMENT_CATALOGUE.find((r) => r.code === code);
  if (!found) throw notFound('Requirement not found.');
  return found;
}

const view = (r: typeof establishmentRequirements.$inferSelect) => {
  const d = definition(r.requirementCode);
  return {
    id: r.id,
    cms_master: { type: 'requirement', purpose: d.code, schema: requirementSchema(d) },
    establishment_requirement: {
      body: r.body,
      due_on: r.dueOn,
      submitted_on: r.submittedOn ? r.submittedOn.toISOString() : null,
    },
  };
};

/** GET /api/establishments/{id}/requirements, in due order, with the pending count for the banner. */
export async function listRequirements(deps: Deps, auth: AuthContext, establishmentId: string) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const rows = await deps.db
    .select()
    .from(establishmentRequirements)
    .where(eq(establishmentRequirements.establishmentId, found.establishment.id))
    .orderBy(asc(establishmentRequirements.dueOn), asc(establishmentRequirements.requirementCode));
  return rows.map(view);
}

export async function getRequirement(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  requirementId: string,
) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const [row] = await deps.db
    .select()
    .from(establishmentRequirements)
    .where(childOfEstablishment(establishmentRequirements, found.establishment.id, requirementId));
  if (!row) throw notFound('Requirement not found.');
  return view(row);
}

/** The contractor fills a requirement once: a second save is refused. */
export async function submitRequirement(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  requirementId: string,
  values: FormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const updated = await tx
      .update(establishmentRequirements)
      .set({
        body: cleanBody(values),
        submittedOn: sql`now()`,
        submittedBy: auth.userId,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          childOfEstablishment(establishmentRequirements, found.establishment.id, requirementId),
          isNull(establishmentRequirements.body),
        ),
      )
      .returning({ id: establishmentRequirements.id });
    if (updated.length === 0) {
      throw conflict(
        'This requirement has already been submitted and can no longer be changed.',
        'ALREADY_SUBMITTED',
      );
    }
  });
  return { message: 'Form Submitted Successfully' };
}

/** The schema a requirement is validated with. */
export async function requirementSchemaFor(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  requirementId: string,
) {
  const requirement = await getRequirement(deps, auth, establishmentId, requirementId);
  return requirement.cms_master.schema;
}
