import { maskAadhaar, VERIFICATION_MESSAGES } from '@anupalan/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { agencies, employees, employeeVerifications } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { findVisibleFile } from '../files/files.service.js';
import { establishmentForWrite, establishmentInScope } from '../scope/index.js';
import { employeeOfCaller } from './employees.queries.js';
import { EMPLOYEE_NOT_FOUND_MESSAGE } from './employees.service.js';
import { renderVerificationForm, verificationForm } from './verification-forms.js';

export const VERIFICATION_NOT_FOUND_MESSAGE = 'Verification form not found.';

async function requireEmployee(deps: Deps, auth: AuthContext, establishmentId: string, employeeId: string) {
  const [row] = await deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(employeeOfCaller(auth, establishmentId, employeeId));
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
}

/** The forms due for a worker the caller sees, in the order of the catalogue, with the uploaded copies. */
export async function listVerifications(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  employeeId: string,
) {
  await requireEmployee(deps, auth, establishmentId, employeeId);
  const rows = await deps.db
    .select()
    .from(employeeVerifications)
    .where(
      and(
        eq(employeeVerifications.establishmentId, establishmentId),
        eq(employeeVerifications.employeeId, employeeId),
      ),
    )
    .orderBy(asc(employeeVerifications.dueOn), asc(employeeVerifications.formCode));
  return rows.flatMap((row) => {
    const form = verificationForm(row.formCode);
    if (!form) return [];
    const body = row.body as { name?: unknown; url?: unknown } | null;
    return [
      {
        id: row.id,
        form_schema: { title: form.title, description: form.description, urlPart: form.urlPart },
        body: body && typeof body.url === 'string' ? { name: String(body.name ?? ''), url: body.url } : null,
        due_on: row.dueOn,
        submitted_on: row.submittedOn ? row.submittedOn.toISOString() : null,
      },
    ];
  });
}

/**
 * Uploads (a file of /api/files the caller may read) or, with `file` null, deletes the signed copy of one form of
 * a worker the caller sees. The establishment is locked first (and refused when it may not change).
 */
export async function setVerificationCopy(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  employeeId: string,
  verificationId: string,
  file: { name: string; url: string } | null,
  givenId: string | undefined,
) {
  if (givenId !== undefined && givenId !== verificationId)
    throw badRequest('The form in the body is not the form in the address.');
  if (!isUuid(verificationId)) throw notFound(VERIFICATION_NOT_FOUND_MESSAGE);
  if (file) await findVisibleFile(deps, auth, file.url, 'read');
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    const [worker] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(employeeOfCaller(auth, found.establishment.id, employeeId))
      .for('update');
    if (!worker) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
    const changed = await tx
      .update(employeeVerifications)
      .set(
        file
          ? { body: file, submittedOn: sql`now()`, submittedBy: auth.userId, updatedAt: sql`now()` }
          : { body: null, submittedOn: null, submittedBy: null, updatedAt: sql`now()` },
      )
      .where(
        and(
          eq(employeeVerifications.id, verificationId),
          eq(employeeVerifications.employeeId, worker.id),
          eq(employeeVerifications.establishmentId, found.establishment.id),
        ),
      )
      .returning({ id: employeeVerifications.id });
    if (changed.length === 0) throw notFound(VERIFICATION_NOT_FOUND_MESSAGE);
  });
  return { message: file ? VERIFICATION_MESSAGES.uploaded : VERIFICATION_MESSAGES.deleted };
}

/**
 * /gen-forms/establishment-employees/{employeeId}/{urlPart}: the form with the worker's particulars, for a worker
 * the caller sees (its establishment in scope, a subcontractor's own worker), else 404.
 */
export async function verificationFormPage(
  deps: Deps,
  auth: AuthContext,
  employeeId: string,
  urlPart: string,
) {
  const form = verificationForm(urlPart);
  if (!form || !isUuid(employeeId)) throw notFound(VERIFICATION_NOT_FOUND_MESSAGE);
  const [owner] = await deps.db
    .select({ establishmentId: employees.establishmentId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!owner) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  const found = await establishmentInScope(deps.db, auth, owner.establishmentId);
  const [w] = await deps.db
    .select({
      code: employees.employeeCode,
      name: employees.name,
      surname: employees.surname,
      dob: employees.dateOfBirth,
      doj: employees.dateOfJoining,
      designation: employees.designation,
      last4: employees.aadhaarLast4,
      body: employees.body,
      employer: sql<string | null>`${agencies.body} ->> 'name'`,
    })
    .from(employees)
    .leftJoin(
      agencies,
      eq(
        agencies.id,
        sql`coalesce(${employees.subcontractorAgencyId}, ${found.establishment.contractorAgencyId}::uuid)`,
      ),
    )
    .where(employeeOfCaller(auth, found.establishment.id, employeeId));
  if (!w) throw notFound(EMPLOYEE_NOT_FOUND_MESSAGE);
  return renderVerificationForm(form, {
    ...w,
    aadhaar: w.last4 ? maskAadhaar(w.last4) : null,
    body: w.body as Record<string, unknown>,
    establishmentName: String((found.establishment.body as { name?: unknown }).name ?? ''),
    employer: w.employer ?? '',
  });
}
