import { LICENSE_TYPES } from '@anupalan/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import { establishmentLicenses } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { notFound } from '../../lib/errors.js';
import { childOfEstablishment, childrenOfEstablishment, establishmentInScope } from '../scope/index.js';
import { cleanBody, writableByContractor } from './access.js';

/**
 * The licence form's values (licenseSchema), typed: the route kit parses them after the shared engine has
 * checked every field, so a service reads fields, not paths.
 */
export const licenceFormValues = z.object({
  license_type: z.coerce
    .number()
    .int()
    .refine((id) => LICENSE_TYPES.some((t) => t.id === id), { message: 'Choose a license type.' }),
  start_date: z.string(),
  end_date: z.string(),
  body: z.record(z.string(), z.unknown()).default({}),
});
export type LicenceFormValues = z.infer<typeof licenceFormValues>;

function licenseValues(values: LicenceFormValues) {
  return {
    licenseType: values.license_type,
    body: cleanBody(values.body),
    startDate: values.start_date,
    endDate: values.end_date,
  };
}

const view = (r: typeof establishmentLicenses.$inferSelect) => ({
  id: r.id,
  licenseType: r.licenseType,
  body: r.body,
  start_date: r.startDate,
  end_date: r.endDate,
});

export async function listLicenses(deps: Deps, auth: AuthContext, establishmentId: string, typeId: number) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const rows = await deps.db
    .select()
    .from(establishmentLicenses)
    .where(
      and(
        childrenOfEstablishment(establishmentLicenses, found.establishment.id),
        eq(establishmentLicenses.licenseType, typeId),
      ),
    )
    .orderBy(asc(establishmentLicenses.startDate));
  return rows.map(view);
}

export async function addLicense(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: LicenceFormValues,
) {
  const id = await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const [row] = await tx
      .insert(establishmentLicenses)
      .values({ establishmentId: found.establishment.id, createdBy: auth.userId, ...licenseValues(values) })
      .returning({ id: establishmentLicenses.id });
    return row!.id;
  });
  return { message: 'Establishment license added', id };
}

export async function updateLicense(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  licenseId: string,
  values: LicenceFormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const updated = await tx
      .update(establishmentLicenses)
      .set({ ...licenseValues(values), updatedAt: sql`now()` })
      .where(childOfEstablishment(establishmentLicenses, found.establishment.id, licenseId))
      .returning({ id: establishmentLicenses.id });
    if (updated.length === 0) throw notFound('License not found.');
  });
  return { message: 'Successfully updated the license entry.' };
}

export async function deleteLicense(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  licenseId: string,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const removed = await tx
      .delete(establishmentLicenses)
      .where(childOfEstablishment(establishmentLicenses, found.establishment.id, licenseId))
      .returning({ id: establishmentLicenses.id });
    if (removed.length === 0) throw notFound('License not found.');
  });
  return { message: 'Establishment license deleted' };
}
