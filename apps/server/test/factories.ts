import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { agencies, userAgencies, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';

export const WORLD_PASSWORD = 'World@2026';
let cachedHash: Promise<string> | undefined;

export interface World {
  tag: string;
  government: { id: string; email: string };
  contractor: { id: string; email: string };
  consultant: { id: string; email: string };
  subcontractor: { id: string; email: string };
}

async function agency(
  db: Db,
  type: string,
  scopeAgencyId: string | null,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const [row] = await db
    .insert(agencies)
    .values({ type, scopeAgencyId, body: { name, state: 'Karnataka', ...extra } })
    .returning({ id: agencies.id });
  return row!.id;
}

async function member(db: Db, agencyId: string, email: string, name: string, loggedIn = true) {
  cachedHash ??= hashPassword(WORLD_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      emailAddress: email,
      passwordHash: await cachedHash,
      body: { name },
      lastLogin: loggedIn ? sql`now()` : null,
    })
    .returning({ id: users.id });
  await db.insert(userAgencies).values({ userId: row!.id, agencyId });
  return row!.id;
}

/** A Government with a contractor, a consultant and a subcontractor in its scope, one user each. */
export async function createWorld(db: Db, label: string): Promise<World> {
  const tag = `${label}-${randomBytes(3).toString('hex')}`;
  const government = await agency(db, 'Government', null, `Public Works Department ${tag}`, {
    office: 'Secretariat',
    city: 'Chennai',
  });
  const contractor = await agency(db, 'Contractor', government, `Sri Murugan Builders ${tag}`);
  const consultant = await agency(db, 'Consultant', government, `Cauvery Consultants ${tag}`);
  const subcontractor = await agency(db, 'Subcontractor', government, `Velu Electricals ${tag}`);
  const email = (role: string) => `${role}.${tag}@example.in`;
  await member(db, government, email('govt'), 'Arun Prakash');
  await member(db, contractor, email('contractor'), 'Senthil Kumar');
  await member(db, consultant, email('consultant'), 'Deepa Raman');
  await member(db, subcontractor, email('sub'), 'Velu Murugesan');
  return {
    tag,
    government: { id: government, email: email('govt') },
    contractor: { id: contractor, email: email('contractor') },
    consultant: { id: consultant, email: email('consultant') },
    subcontractor: { id: subcontractor, email: email('sub') },
  };
}

/** Adds a user to an agency (logged in or not) and returns its id. */
export async function addMember(db: Db, agencyId: string, name: string, loggedIn: boolean) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.in`;
  return { id: await member(db, agencyId, email, name, loggedIn), email };
}

/** A project with subprojects of a Government, written directly. */
export async function createProject(
  db: Db,
  governmentId: string,
  name: string,
  subprojectNames: string[] = [],
) {
  const { projects, subprojects } = await import('../src/db/schema/index.js');
  const [project] = await db
    .insert(projects)
    .values({ governmentAgencyId: governmentId, body: { name, state: 'Karnataka' } })
    .returning({ id: projects.id });
  const subprojectIds: string[] = [];
  for (const sub of subprojectNames) {
    const [row] = await db
      .insert(subprojects)
      .values({ projectId: project!.id, body: { name: sub, location: 'Mysuru' } })
      .returning({ id: subprojects.id });
    subprojectIds.push(row!.id);
  }
  return { projectId: project!.id, subprojectIds };
}

/** Links an agency to a subproject as contractor (with its consultant) or consultant. */
export async function linkAgency(
  db: Db,
  subprojectId: string,
  kind: 'contractor' | 'consultant',
  agencyId: string,
  consultantAgencyId: string | null = null,
) {
  const { subprojectAgencies } = await import('../src/db/schema/index.js');
  await db.insert(subprojectAgencies).values({ subprojectId, kind, agencyId, consultantAgencyId });
}

/** An establishment of a contractor in a subproject, written directly. */
export async function createEstablishment(
  db: Db,
  subprojectId: string,
  contractorAgencyId: string,
  name: string,
) {
  const { establishments } = await import('../src/db/schema/index.js');
  const [row] = await db
    .insert(establishments)
    .values({ subprojectId, contractorAgencyId, body: { name, state: 'Karnataka' } })
    .returning({ id: establishments.id });
  return row!.id;
}

/**
 * Compliance items written directly (for tests of what counts them), under one run of kind 'establishment'; the
 * fields the engine always fills get plain defaults.
 */
export async function insertComplianceItems(
  db: Db,
  items: {
    establishmentId: string;
    subprojectId: string;
    ruleCode: string;
    severity: 'violation' | 'warning';
    dueOn?: string;
    summary?: string;
    details?: Record<string, unknown>;
  }[],
) {
  const { complianceResults, complianceRuns } = await import('../src/db/schema/index.js');
  const [run] = await db
    .insert(complianceRuns)
    .values({ kind: 'establishment', startedAt: new Date(), finishedAt: new Date(), itemCount: items.length })
    .returning({ id: complianceRuns.id });
  await db.insert(complianceResults).values(
    items.map((i) => ({
      lawId: 'CLRA' as const,
      complianceType: 'Setup' as const,
      summary: i.ruleCode,
      citation: 'CLRA s.12',
      correctiveUrl: `establishments/${i.establishmentId}/details`,
      runId: run!.id,
      ...i,
    })),
  );
  // As the engine does in the transaction that stores its results: the lists read the counts it keeps.
  const { refreshComplianceCounts } = await import('../src/modules/compliance/engine.js');
  await refreshComplianceCounts(db, [...new Set(items.map((i) => i.establishmentId))]);
  return run!.id;
}

/** The ids of the demo seed's agencies, by role. */
export async function demoAgencyIds(db: Db) {
  const { agencies } = await import('../src/db/schema/index.js');
  const rows = await db.select().from(agencies);
  const byName = (n: string) => rows.find((r) => r.body.name === n)!.id;
  return {
    govt: byName('Public Works Department, Karnataka'),
    contractor: byName('Shree Ganesh Constructions'),
    contractor2: byName('Kaveri Builders & Engineers'),
    consultant: byName('Sai Infra Consultants Pvt Ltd'),
    subcontractor: byName('Manjunath Electricals'),
  };
}
