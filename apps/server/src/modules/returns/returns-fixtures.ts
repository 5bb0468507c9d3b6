import { createProject, createWorld, linkAgency, WORLD_PASSWORD } from '../../../test/factories.js';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { establishmentSubcontractors, establishments } from '../../db/schema/index.js';

/** Test fixtures of the returns tests (only tests import this file). */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A Government's world (government, contractor, consultant, subcontractor, each signed in) with a subproject, and
 * helpers for establishments, uploads and the returns calls.
 */
export async function returnsWorld(ctx: TestContext, label: string) {
  const db = ctx.database.db;
  const world = await createWorld(db, label);
  const login = (email: string) => ctx.client().loginAs(email, WORLD_PASSWORD);
  const govt = await login(world.government.email);
  const contractor = await login(world.contractor.email);
  const consultant = await login(world.consultant.email);
  const sub = await login(world.subcontractor.email);
  const { subprojectIds } = await createProject(db, world.government.id, `Returns ${world.tag}`, ['Canal']);
  const subprojectId = subprojectIds[0]!;
  await linkAgency(db, subprojectId, 'consultant', world.consultant.id);
  await linkAgency(db, subprojectId, 'contractor', world.contractor.id, world.consultant.id);

  /** An establishment of the contractor (Karnataka), the subcontractor engaged with login access. */
  const addEstablishment = async (
    commencementDate: string | null = '2025-03-10',
    name = 'Hemavathi canal',
  ) => {
    const [row] = await db
      .insert(establishments)
      .values({
        subprojectId,
        contractorAgencyId: world.contractor.id,
        commencementDate,
        body: { name, state: 'Karnataka' },
      })
      .returning({ id: establishments.id });
    await db.insert(establishmentSubcontractors).values({
      establishmentId: row!.id,
      subcontractorAgencyId: world.subcontractor.id,
      body: { name: 'Velu Electricals', work: 'Wiring' },
      hasLoginAccess: true,
    });
    return row!.id;
  };

  const base = (est: string) => `/api/establishments/${est}/returns`;
  const list = (client: TestClient, est: string, from?: string, to?: string) =>
    client.get(from && to ? `${base(est)}?from_date=${from}&to_date=${to}` : base(est));
  /** A PDF uploaded to the establishment by the client: {url, name}. */
  const uploadFile = async (client: TestClient, est: string, name = 'signed-return.pdf') =>
    (await client.upload(`/api/files/establishments/${est}`, name, PDF)).json() as {
      url: string;
      name: string;
    };
  const save = (client: TestClient, est: string, returnId: string, values: Record<string, unknown>) =>
    client.post(`${base(est)}/${returnId}`, { values });
  const remove = (client: TestClient, est: string, returnId: string, deleteKey: string) =>
    client.put(`${base(est)}/${returnId}`, { values: { deleteKey } });

  return {
    world,
    govt,
    contractor,
    consultant,
    sub,
    subprojectId,
    addEstablishment,
    base,
    list,
    uploadFile,
    save,
    remove,
  };
}
