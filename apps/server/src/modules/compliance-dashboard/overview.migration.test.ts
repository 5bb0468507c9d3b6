import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration } from '../../../test/migrations.js';

/**
 * Migration 0028 on counts and history written before it: a database migrated to 0027 holds kept counts without
 * their contractor and two morning runs' totals per establishment, then 0028 runs.
 */
const { serverUrl } = inject('testDatabases');
let migration: Awaited<ReturnType<typeof databaseAtMigration>>;
let client: pg.Client;
const ids: Record<string, string> = {};

beforeAll(async () => {
  migration = await databaseAtMigration(serverUrl, 27);
  client = migration.client;
  // The audited tables refuse a write that names no actor (migration 0008).
  await client.query(`select set_config('app.actor', 'system:migration-test', false)`);
  const one = async (text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows[0].id as string;
  ids.govt = await one(
    `insert into agencies (type, body) values ('Government', '{"name":"G"}') returning id`,
  );
  ids.kaveri = await one(
    `insert into agencies (type, body) values ('Contractor', '{"name":"Kaveri"}') returning id`,
  );
  ids.tunga = await one(
    `insert into agencies (type, body) values ('Contractor', '{"name":"Tunga"}') returning id`,
  );
  const project = await one(
    `insert into projects (government_agency_id, body) values ($1, '{"name":"P"}') returning id`,
    [ids.govt],
  );
  for (const s of ['north', 'south'])
    ids[s] = await one(`insert into subprojects (project_id, body, status) values ($1, $2, 2) returning id`, [
      project,
      JSON.stringify({ name: s }),
    ]);
  const establishment = (subproject: string, contractor: string, label: string) =>
    one(
      `insert into establishments (subproject_id, contractor_agency_id, body, status, commencement_date)
       values ($1, $2, $3, 0, '2026-04-01') returning id`,
      [subproject, contractor, JSON.stringify({ name: label })],
    );
  ids.n1 = await establishment(ids.north!, ids.kaveri!, 'North Kaveri');
  ids.n2 = await establishment(ids.north!, ids.tunga!, 'North Tunga');
  ids.s1 = await establishment(ids.south!, ids.tunga!, 'South Tunga');
  await client.query(
    `insert into compliance_counts (establishment_id, subproject_id, violations, warnings) values
     ($1, $2, 3, 1), ($3, $2, 0, 2), ($4, $5, 4, 0)`,
    [ids.n1, ids.north, ids.n2, ids.s1, ids.south],
  );
  for (const [key, at] of [
    ['first', '2026-11-20T00:30:00Z'],
    ['second', '2026-11-21T00:30:00Z'],
  ] as const)
    ids[key] = await one(
      `insert into compliance_runs (kind, started_at, finished_at) values ('morning', $1, $1) returning id`,
      [at],
    );
  await client.query(
    `insert into compliance_history (run_id, establishment_id, violations, warnings) values
     ($1, $3, 2, 1), ($1, $4, 1, 0), ($1, $5, 5, 0),
     ($2, $3, 3, 1), ($2, $4, 0, 2), ($2, $5, 4, 0)`,
    [ids.first, ids.second, ids.n1, ids.n2, ids.s1],
  );
  await migration.migrateRest();
});

afterAll(async () => {
  await migration?.close();
});

describe('migration 0028: the overview read per subproject', () => {
  it("gives each establishment's kept counts its contractor, and refuses counts without one", async () => {
    const { rows } = await client.query(
      `select establishment_id, contractor_agency_id, violations, warnings from compliance_counts
       order by violations desc, warnings desc`,
    );
    expect(rows).toEqual([
      { establishment_id: ids.s1, contractor_agency_id: ids.tunga, violations: 4, warnings: 0 },
      { establishment_id: ids.n1, contractor_agency_id: ids.kaveri, violations: 3, warnings: 1 },
      { establishment_id: ids.n2, contractor_agency_id: ids.tunga, violations: 0, warnings: 2 },
    ]);
    await expect(
      client.query(`insert into compliance_counts (establishment_id, subproject_id, violations, warnings)
        values ('${ids.n1}', '${ids.south}', 1, 1)`),
    ).rejects.toMatchObject({ code: '23502' });
  });

  it("sums each earlier morning run's totals per subproject, with the run's start", async () => {
    const { rows } = await client.query(
      `select run_id, run_started_at, subproject_id, violations, warnings from compliance_subproject_history
       order by run_started_at, subproject_id = $1 desc`,
      [ids.north],
    );
    expect(rows).toEqual([
      {
        run_id: ids.first,
        run_started_at: new Date('2026-11-20T00:30:00Z'),
        subproject_id: ids.north,
        violations: 3,
        warnings: 1,
      },
      {
        run_id: ids.first,
        run_started_at: new Date('2026-11-20T00:30:00Z'),
        subproject_id: ids.south,
        violations: 5,
        warnings: 0,
      },
      {
        run_id: ids.second,
        run_started_at: new Date('2026-11-21T00:30:00Z'),
        subproject_id: ids.north,
        violations: 3,
        warnings: 3,
      },
      {
        run_id: ids.second,
        run_started_at: new Date('2026-11-21T00:30:00Z'),
        subproject_id: ids.south,
        violations: 4,
        warnings: 0,
      },
    ]);
  });
});
