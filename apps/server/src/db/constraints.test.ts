import {
  ESTABLISHMENT_STATUS,
  LICENSE_TYPES,
  LINK_KIND,
  MAX_FILE_BYTES,
  OUTBOX_STATUS,
  PASSWORD_LINK_PURPOSE,
  SUBPROJECT_STATUS,
  statusValues,
  USER_STATUS,
} from '@anupalan/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { constraintConflict } from '../lib/constraint-errors.js';
import type { Db } from './client.js';
import { minWageColumns } from './min-wage-amounts.js';
import {
  agencies,
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishments,
  users,
} from './schema/index.js';
import { DEMO_MIN_WAGES } from './seed/demo-projects.js';

/**
 * The database holds the workflow's values and invariants itself: a request, a script or a later module that
 * skips the service's checks still cannot store them. Each statement runs in a transaction rolled back after.
 */
let ctx: TestContext;
let db: Db;
let establishmentId: string;
let subprojectId: string;
let userId: string;
let agencyId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  const [e] = await db.select().from(establishments).limit(1);
  establishmentId = e!.id;
  subprojectId = e!.subprojectId;
  const [u] = await db.select().from(users).limit(1);
  userId = u!.id;
  const [a] = await db.select().from(agencies).where(eq(agencies.type, 'Contractor')).limit(1);
  agencyId = a!.id;
});
afterAll(async () => ctx?.close());

class Rollback extends Error {}

/** Runs a statement and undoes it; resolves when the database accepts it, rejects with its refusal. */
async function tryStatement(statement: SQL) {
  await db
    .transaction(async (tx) => {
      await tx.execute(statement);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

const refusedBy = (constraint: string) => ({ cause: { code: '23514', constraint } });
const literal = (v: string | number) => sql.raw(typeof v === 'number' ? String(v) : `'${v}'`);

describe('status columns hold only their named values', () => {
  const cases = [
    { table: 'establishments', column: 'status', named: statusValues(ESTABLISHMENT_STATUS), bad: 3 },
    { table: 'subprojects', column: 'status', named: statusValues(SUBPROJECT_STATUS), bad: 1 },
    { table: 'users', column: 'status', named: statusValues(USER_STATUS), bad: 'deleted' },
    { table: 'user_agencies', column: 'status', named: statusValues(USER_STATUS), bad: 'paused' },
    { table: 'subproject_agencies', column: 'kind', named: statusValues(LINK_KIND), bad: 'subcontractor' },
  ] as const;
  for (const c of cases) {
    it(`${c.table}.${c.column}`, async () => {
      const row = sql.raw(`(select id from ${c.table} limit 1)`);
      const set = (v: string | number) => {
        // A cancelled establishment needs its closing day; an open one has none.
        const closed =
          c.table === 'establishments'
            ? sql.raw(`, closed_on = ${v === ESTABLISHMENT_STATUS.open ? 'null' : `'2026-05-01'`}`)
            : sql``;
        return sql`update ${sql.raw(c.table)} set ${sql.raw(c.column)} = ${literal(v)}${closed} where id = ${row}`;
      };
      for (const value of c.named) await expect(tryStatement(set(value))).resolves.toBeUndefined();
      await expect(tryStatement(set(c.bad))).rejects.toMatchObject({ cause: { code: '23514' } });
    });
  }

  it('outbox.status and password_tokens.purpose', async () => {
    const mail = (status: string) =>
      sql`insert into outbox (kind, payload, status) values ('mail', '{"to":"a@b.in","subject":"s","text":"t"}', ${literal(status)})`;
    for (const status of statusValues(OUTBOX_STATUS))
      await expect(tryStatement(mail(status))).resolves.toBeUndefined();
    await expect(tryStatement(mail('lost'))).rejects.toMatchObject(refusedBy('outbox_status_check'));
    const link = (purpose: string) =>
      sql`insert into password_tokens (token_hash, user_id, purpose, expires_at) values ('h', ${userId}, ${literal(purpose)}, now())`;
    for (const purpose of statusValues(PASSWORD_LINK_PURPOSE))
      await expect(tryStatement(link(purpose))).resolves.toBeUndefined();
    await expect(tryStatement(link('login'))).rejects.toMatchObject(
      refusedBy('password_tokens_purpose_check'),
    );
  });

  it('establishment_licenses.license_type', async () => {
    const licence = (type: number) =>
      db.transaction(async (tx) => {
        await tx.insert(establishmentLicenses).values({
          establishmentId,
          licenseType: type,
          body: {},
          startDate: '2026-04-01',
          endDate: '2027-03-31',
        });
        throw new Rollback();
      });
    for (const { id } of LICENSE_TYPES) await expect(licence(id)).rejects.toBeInstanceOf(Rollback);
    await expect(licence(9)).rejects.toMatchObject(refusedBy('establishment_licenses_type_check'));
  });
});

describe('invariants are constraints', () => {
  it('a cancelled establishment has its closing day; an open one has none', async () => {
    const set = (status: number, closedOn: string | null) =>
      tryStatement(
        sql`update establishments set status = ${literal(status)}, closed_on = ${closedOn} where id = ${establishmentId}`,
      );
    await expect(set(ESTABLISHMENT_STATUS.cancelled, null)).rejects.toMatchObject(
      refusedBy('establishments_state_check'),
    );
    await expect(set(ESTABLISHMENT_STATUS.open, '2026-05-01')).rejects.toMatchObject(
      refusedBy('establishments_state_check'),
    );
    await expect(set(ESTABLISHMENT_STATUS.cancelled, '2026-05-01')).resolves.toBeUndefined();
    // Awaiting approval (no day yet) and approved (closed) are both completion marked.
    await expect(set(ESTABLISHMENT_STATUS.completionMarked, null)).resolves.toBeUndefined();
    await expect(set(ESTABLISHMENT_STATUS.completionMarked, '2026-05-01')).resolves.toBeUndefined();
  });

  it('a licence and a minimum-wage period never end before they start', async () => {
    await expect(
      tryStatement(
        sql`update establishment_licenses set end_date = start_date - 1 where id = (select id from establishment_licenses limit 1)`,
      ),
    ).rejects.toMatchObject(refusedBy('establishment_licenses_period_check'));
    await expect(
      tryStatement(
        sql`update establishment_min_wages set end_date = start_date - 1 where establishment_id = ${establishmentId}`,
      ),
    ).rejects.toMatchObject(refusedBy('establishment_min_wages_period_check'));
  });

  it('minimum-wage amounts are never negative', async () => {
    await expect(
      tryStatement(
        sql`update establishment_min_wages set skilled_da = -0.01 where establishment_id = ${establishmentId}`,
      ),
    ).rejects.toMatchObject(refusedBy('establishment_min_wages_amounts_check'));
  });

  it('a refusal a request could reach answers 409 with a sentence, never a 500', async () => {
    const refusal = (statement: SQL) =>
      tryStatement(statement).then(
        () => undefined,
        (err: unknown) => err,
      );
    const licence = await refusal(
      sql`update establishment_licenses set end_date = start_date - 1 where id = (select id from establishment_licenses limit 1)`,
    );
    expect(constraintConflict(licence)).toMatchObject({
      statusCode: 409,
      message: 'A licence cannot end before it starts.',
    });
    const wage = await refusal(
      sql`update establishment_min_wages set unskilled_basic = -1 where establishment_id = ${establishmentId}`,
    );
    expect(constraintConflict(wage)).toMatchObject({
      statusCode: 409,
      message: 'Minimum wages cannot be negative.',
    });
  });

  it("only a contractor's link names its consultant, never itself", async () => {
    const link = (kind: string, consultant: 'self' | 'other') =>
      tryStatement(
        sql`insert into subproject_agencies (subproject_id, kind, agency_id, consultant_agency_id)
            values (${subprojectId}, ${literal(kind)}, ${agencyId},
              ${consultant === 'self' ? agencyId : sql`(select id from agencies where type = 'Consultant' limit 1)`})
            on conflict do nothing`,
      );
    await expect(link(LINK_KIND.consultant, 'other')).rejects.toMatchObject(
      refusedBy('subproject_agencies_consultant_check'),
    );
    await expect(link(LINK_KIND.contractor, 'self')).rejects.toMatchObject(
      refusedBy('subproject_agencies_consultant_check'),
    );
  });

  it('a stored file is at most 5 MB', async () => {
    const file = (size: number) =>
      tryStatement(
        sql`insert into files (storage_key, name, content_type, size_bytes, owner_agency_id, uploaded_by)
            values (${`k-${size}`}, 'a.pdf', 'application/pdf', ${size}, ${agencyId}, ${userId})`,
      );
    await expect(file(MAX_FILE_BYTES)).resolves.toBeUndefined();
    await expect(file(MAX_FILE_BYTES + 1)).rejects.toMatchObject(refusedBy('files_size_check'));
  });

  it('periods of an establishment never overlap; one requirement per code (migration 0006)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(establishmentMinWages).values({
          establishmentId,
          startDate: '2026-05-01',
          endDate: '2026-05-31',
          ...minWageColumns(DEMO_MIN_WAGES),
        });
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01', constraint: 'establishment_min_wages_no_overlap' } });
    const [requirement] = await db
      .select()
      .from(establishmentRequirements)
      .where(eq(establishmentRequirements.establishmentId, establishmentId))
      .limit(1);
    await expect(
      db
        .insert(establishmentRequirements)
        .values({ establishmentId, requirementCode: requirement!.requirementCode }),
    ).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'establishment_requirements_code_unique' },
    });
  });
});
