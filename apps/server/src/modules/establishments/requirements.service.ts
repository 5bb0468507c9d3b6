import {
  istDateKey,
  REQUIREMENT_CATALOGUE,
  type RequirementDefinition,
  requirementSchema,
} from '@anupalan/shared';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import { establishmentLicenses, establishmentRequirements, establishments } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { keptFields } from '../../kit/form-values.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  childOfEstablishment,
  childrenOfEstablishment,
  establishmentInScope,
  establishmentScopeCondition,
} from '../scope/index.js';
import { cleanBody, writableByContractor } from './access.js';

/**
 * A requirement form's values (REQUIREMENT_SCHEMAS: each requirement has its own form, all of `body.*`
 * fields), typed: the body is kept whole, as the requirement's record or the licence it answers with.
 */
export const requirementFormValues = z.object({ body: keptFields });
export type RequirementFormValues = z.infer<typeof requirementFormValues>;

function definition(code: string) {
  const found = REQUIREMENT_CATALOGUE.find((r) => r.code === code);
  if (!found) throw notFound('Requirement not found.');
  return found;
}

type LicenseRow = typeof establishmentLicenses.$inferSelect;

/** The licence valid today of each type (the one valid longest), which licence-backed requirements read. */
async function validLicenses(db: Executor, establishmentId: string): Promise<Map<number, LicenseRow>> {
  const rows = await db
    .select()
    .from(establishmentLicenses)
    .where(
      and(
        childrenOfEstablishment(establishmentLicenses, establishmentId),
        gte(establishmentLicenses.endDate, istDateKey()),
      ),
    )
    .orderBy(desc(establishmentLicenses.endDate), desc(establishmentLicenses.createdAt));
  const byType = new Map<number, LicenseRow>();
  for (const row of rows) if (!byType.has(row.licenseType)) byType.set(row.licenseType, row);
  return byType;
}

/** A licence as the requirement's form reads it (its fields are named as the law's form names them). */
function requirementBodyOf(license: LicenseRow) {
  const body = license.body as { licenseNo?: unknown; maxWorkers?: unknown; document?: unknown };
  return {
    licenceNo: body.licenseNo,
    issuedOn: license.startDate,
    validUpto: license.endDate,
    maxWorkers: body.maxWorkers,
    document: body.document,
  };
}

/** The licence a licence-backed requirement's saved form records. */
function licenseOf(d: RequirementDefinition, values: RequirementFormValues) {
  const body = cleanBody(values.body);
  return {
    licenseType: d.licenseType!,
    body: { licenseNo: body.licenceNo, maxWorkers: body.maxWorkers, document: body.document },
    startDate: String(body.issuedOn),
    endDate: String(body.validUpto),
  };
}

/**
 * A requirement as the list and the form read it. One that a licence answers (the labour licence) is met while
 * a licence of its type is valid, whichever screen recorded it, and shows that licence.
 */
const view = (r: typeof establishmentRequirements.$inferSelect, licenses: Map<number, LicenseRow>) => {
  const d = definition(r.requirementCode);
  const license = d.licenseType ? licenses.get(d.licenseType) : undefined;
  return {
    id: r.id,
    cms_master: { type: 'requirement', purpose: d.code, schema: requirementSchema(d) },
    establishment_requirement: d.licenseType
      ? {
          body: license ? requirementBodyOf(license) : null,
          due_on: r.dueOn,
          submitted_on: license ? license.createdAt.toISOString() : null,
          license_id: license?.id ?? null,
        }
      : {
          body: r.body,
          due_on: r.dueOn,
          submitted_on: r.submittedOn ? r.submittedOn.toISOString() : null,
          license_id: null,
        },
  };
};

/** Timestamps as JSON gives them (text); the views read them as dates. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * An establishment in the caller's scope with its requirements (in due order) and its licences valid on `today`
 * (longest valid first): one prepared statement (db/prepared.ts) instead of scope, requirements and licences
 * one after another. Null when the establishment is not in scope.
 */
function requirementsInScope(db: Executor, auth: AuthContext) {
  return preparedRead(db, `establishment_requirements_${scopeVariant(auth)}`, (db, name) =>
    db
      .select({
        requirements: sql<Json<typeof establishmentRequirements.$inferSelect>[]>`(
          select coalesce(json_agg(json_build_object(
            'id', r.id, 'establishmentId', r.establishment_id, 'requirementCode', r.requirement_code,
            'body', r.body, 'dueOn', r.due_on, 'submittedOn', r.submitted_on, 'submittedBy', r.submitted_by,
            'createdAt', r.created_at, 'updatedAt', r.updated_at
          ) order by r.due_on, r.requirement_code), '[]')
          from establishment_requirements r where r.establishment_id = establishments.id
        )`,
        licenses: sql<Json<LicenseRow>[]>`(
          select coalesce(json_agg(json_build_object(
            'id', l.id, 'establishmentId', l.establishment_id, 'licenseType', l.license_type, 'body', l.body,
            'startDate', l.start_date, 'endDate', l.end_date, 'createdBy', l.created_by,
            'createdAt', l.created_at, 'updatedAt', l.updated_at
          ) order by l.end_date desc, l.created_at desc), '[]')
          from establishment_licenses l
          where l.establishment_id = establishments.id and l.end_date >= ${sql.placeholder('today')}::date
        )`,
      })
      .from(establishments)
      .where(
        and(eq(establishments.id, sql.placeholder('id')), establishmentScopeCondition(scopeTemplate(auth))),
      )
      .limit(1)
      .prepare(name),
  );
}

/** GET /api/establishments/{id}/requirements, in due order, with the pending count for the banner. */
export async function listRequirements(deps: Deps, auth: AuthContext, establishmentId: string) {
  if (!isUuid(establishmentId)) throw notFound('Establishment not found.');
  const [found] = await requirementsInScope(deps.db, auth).execute({
    id: establishmentId,
    today: istDateKey(),
    ...scopeValues(auth),
  });
  if (!found) throw notFound('Establishment not found.');
  const licenses = new Map<number, LicenseRow>();
  for (const l of found.licenses) {
    if (!licenses.has(l.licenseType))
      licenses.set(l.licenseType, {
        ...l,
        createdAt: new Date(l.createdAt),
        updatedAt: new Date(l.updatedAt),
      });
  }
  return found.requirements.map((r) =>
    view(
      {
        ...r,
        submittedOn: r.submittedOn ? new Date(r.submittedOn) : null,
        createdAt: new Date(r.createdAt),
        updatedAt: new Date(r.updatedAt),
      },
      licenses,
    ),
  );
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
  return view(row, await validLicenses(deps.db, found.establishment.id));
}

/** The contractor fills a requirement once: a second save is refused. */
export async function submitRequirement(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  requirementId: string,
  values: RequirementFormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const [requirement] = await tx
      .select({ code: establishmentRequirements.requirementCode })
      .from(establishmentRequirements)
      .where(childOfEstablishment(establishmentRequirements, found.establishment.id, requirementId));
    const d = requirement ? definition(requirement.code) : undefined;
    if (d?.licenseType) {
      // One record: the form is saved as the licence, under Licences, and the requirement reads it there.
      if ((await validLicenses(tx, found.establishment.id)).has(d.licenseType)) {
        throw conflict(
          'This requirement has already been submitted and can no longer be changed.',
          'ALREADY_SUBMITTED',
        );
      }
      await tx
        .insert(establishmentLicenses)
        .values({ establishmentId: found.establishment.id, createdBy: auth.userId, ...licenseOf(d, values) });
      return;
    }
    const updated = await tx
      .update(establishmentRequirements)
      .set({
        body: cleanBody(values.body),
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
