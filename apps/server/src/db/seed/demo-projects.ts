import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  establishmentSubcontractors,
  establishments,
  projects,
  subprojectAgencies,
  subprojects,
  subprojectUsers,
  userAgencies,
} from '../schema/index.js';

export interface DemoAgencies {
  govt: string;
  consultant: string;
  contractor: string;
  contractor2: string;
  subcontractor: string;
}

async function project(tx: Tx, governmentAgencyId: string, body: Record<string, unknown>, closedOn?: string) {
  const [row] = await tx
    .insert(projects)
    .values({ governmentAgencyId, body: { name: String(body.name), ...body }, closedOn: closedOn ?? null })
    .returning({ id: projects.id });
  return row!.id;
}

async function subproject(tx: Tx, projectId: string, body: Record<string, unknown>, closedOn?: string) {
  const [row] = await tx
    .insert(subprojects)
    .values({ projectId, body: { name: String(body.name), ...body }, closedOn: closedOn ?? null })
    .returning({ id: subprojects.id });
  return row!.id;
}

/** Links an agency and all its users to a subproject. */
async function link(
  tx: Tx,
  subprojectId: string,
  kind: 'contractor' | 'consultant',
  agencyId: string,
  consultantAgencyId: string | null = null,
  terminatedOn: string | null = null,
) {
  await tx.insert(subprojectAgencies).values({
    subprojectId,
    kind,
    agencyId,
    consultantAgencyId,
    signedUpAt: sql`now()`,
    terminatedOn,
    terminationBody: terminatedOn ? { terminateDate: terminatedOn, reason: 'Subproject closed' } : null,
  });
  const members = await tx
    .select({ userId: userAgencies.userId })
    .from(userAgencies)
    .where(sql`${userAgencies.agencyId} = ${agencyId}`);
  for (const m of members)
    await tx.insert(subprojectUsers).values({ subprojectId, agencyId, userId: m.userId });
}

async function establishment(
  tx: Tx,
  subprojectId: string,
  contractorAgencyId: string,
  body: Record<string, unknown>,
  commencementDate: string,
) {
  const [row] = await tx
    .insert(establishments)
    .values({
      subprojectId,
      contractorAgencyId,
      body: { name: String(body.name), ...body },
      commencementDate,
    })
    .returning({ id: establishments.id });
  return row!.id;
}

/**
 * Demo projects of the PWD Karnataka: ongoing works with consultants, contractors, establishments and a
 * subcontractor with login access, and one completed project. No compliance findings are invented: the
 * counts stay at zero until the compliance engine runs.
 */
export async function seedDemoProjects(tx: Tx, a: DemoAgencies) {
  const ringRoad = await project(tx, a.govt, {
    name: 'Mysuru Outer Ring Road improvement',
    description: 'Widening to six lanes with service roads and storm-water drains',
    department: 'PWD Mysuru Division',
    location: 'Mysuru',
    state: 'Karnataka',
    cost: '2450000000',
    startDate: '2026-04-01',
    endDate: '2028-03-31',
  });
  const hinkal = await subproject(tx, ringRoad, {
    name: 'Package 1, Hinkal to Bogadi',
    location: 'Hinkal, Mysuru',
    state: 'Karnataka',
    workOrderNo: 'PWD/MYS/ORR/2026/01',
    cost: '980000000',
    startDate: '2026-05-02',
  });
  const bogadi = await subproject(tx, ringRoad, {
    name: 'Package 2, Bogadi to Vijayanagar',
    location: 'Bogadi, Mysuru',
    state: 'Karnataka',
    workOrderNo: 'PWD/MYS/ORR/2026/02',
    cost: '760000000',
    startDate: '2026-06-15',
  });
  await link(tx, hinkal, 'consultant', a.consultant);
  await link(tx, hinkal, 'contractor', a.contractor, a.consultant);
  await link(tx, hinkal, 'contractor', a.contractor2, a.consultant);
  await link(tx, bogadi, 'consultant', a.consultant);
  await link(tx, bogadi, 'contractor', a.contractor2, a.consultant);

  const camp = await establishment(
    tx,
    hinkal,
    a.contractor,
    { name: 'Hinkal labour camp', state: 'Karnataka', address: 'Survey No. 112, Hinkal, Mysuru 570017' },
    '2026-05-10',
  );
  await establishment(
    tx,
    hinkal,
    a.contractor2,
    { name: 'Bogadi batching plant', state: 'Karnataka', address: 'Bogadi 2nd Stage, Mysuru 570026' },
    '2026-05-20',
  );
  await establishment(
    tx,
    bogadi,
    a.contractor2,
    { name: 'Vijayanagar site office', state: 'Karnataka', address: 'Vijayanagar 4th Stage, Mysuru 570032' },
    '2026-06-20',
  );
  await tx.insert(establishmentSubcontractors).values({
    establishmentId: camp,
    subcontractorAgencyId: a.subcontractor,
    hasLoginAccess: true,
    body: { name: 'Manjunath Electricals', hasLoginAccess: true, work: 'Site electrification and lighting' },
  });

  const hospital = await project(tx, a.govt, {
    name: 'Mandya district hospital block',
    description: 'New 200-bed maternity and child care block',
    department: 'PWD Mandya Division',
    location: 'Mandya',
    state: 'Karnataka',
    cost: '640000000',
    startDate: '2026-07-01',
  });
  const civil = await subproject(tx, hospital, {
    name: 'Civil and structural works',
    location: 'Mandya',
    state: 'Karnataka',
    workOrderNo: 'PWD/MND/DH/2026/07',
    cost: '410000000',
    startDate: '2026-07-15',
  });
  await link(tx, civil, 'contractor', a.contractor2);

  const busStand = await project(
    tx,
    a.govt,
    {
      name: 'KR Pet bus stand',
      description: 'Bus stand with 12 bays and a commuter shelter',
      department: 'PWD Mandya Division',
      location: 'Krishnarajpet',
      state: 'Karnataka',
      cost: '85000000',
      startDate: '2025-06-01',
    },
    '2026-09-30',
  );
  const busWorks = await subproject(
    tx,
    busStand,
    { name: 'Bus stand civil works', location: 'Krishnarajpet', state: 'Karnataka', startDate: '2025-06-10' },
    '2026-09-15',
  );
  await link(tx, busWorks, 'contractor', a.contractor, null, '2026-09-15');
  await tx.insert(projects).values({
    governmentAgencyId: a.govt,
    body: { name: 'Chamarajanagar stadium gallery', location: 'Chamarajanagar', state: 'Karnataka' },
  });
}
