import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration } from '../../../test/migrations.js';

/**
 * Migration 0009 on a log written before it: a database migrated to 0008 holds audit rows of a project, its
 * subproject, establishments (one deleted with its requirement) and an entry from an earlier month; 0009 moves
 * them into the partitioned log with their parents.
 */
const { serverUrl } = inject('testDatabases');
let migration: Awaited<ReturnType<typeof databaseAtMigration>>;
let client: pg.Client;
const ids: Record<string, string> = {};
let before: { id: string; table_name: string; row_id: string }[];

async function insert(key: string, text: string, values: unknown[]) {
  ids[key] = (await client.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
}

beforeAll(async () => {
  migration = await databaseAtMigration(serverUrl, 8);
  client = migration.client;
  await client.query('begin');
  await client.query(`select set_config('app.actor', 'system:test', true)`);
  await insert('govt', `insert into agencies (type, body) values ('Government', '{"name":"G"}')`, []);
  await insert('contractor', `insert into agencies (type, body) values ('Contractor', '{"name":"C"}')`, []);
  await insert('project', `insert into projects (government_agency_id, body) values ($1, '{"name":"P"}')`, [
    ids.govt,
  ]);
  await insert('subproject', `insert into subprojects (project_id, body) values ($1, '{"name":"S"}')`, [
    ids.project,
  ]);
  for (const key of ['kept', 'gone']) {
    await insert(
      key,
      `insert into establishments (subproject_id, contractor_agency_id, body) values ($1, $2, '{"name":"${key}"}')`,
      [ids.subproject, ids.contractor],
    );
    await insert(
      `${key}Requirement`,
      `insert into establishment_requirements (establishment_id, requirement_code, due_on)
       values ($1, 'welfare-facilities', '2026-04-08')`,
      [ids[key]],
    );
  }
  await client.query('delete from establishment_requirements where id = $1', [ids.goneRequirement]);
  await client.query('delete from establishments where id = $1', [ids.gone]);
  await client.query('commit');
  await client.query(
    `insert into audit_log (op_type, table_name, row_id, actor, created_on)
     values ('INSERT', 'kits', 'from-last-year', 'system:test', now() - interval '13 months')`,
  );
  before = (await client.query('select id::text, table_name, row_id from audit_log order by audit_log.id'))
    .rows;
  await migration.migrateRest();
});

afterAll(async () => {
  await migration?.close();
});

async function parents(table: string, rowId: string) {
  const rows = await client.query(
    `select op_type, establishment_id, subproject_id, project_id from audit_log
     where table_name = $1 and row_id = $2 order by id`,
    [table, rowId],
  );
  return rows.rows.map((r) => [r.op_type, r.establishment_id, r.subproject_id, r.project_id]);
}

describe('migration 0009 on an existing audit log', () => {
  it('keeps every entry with its id', async () => {
    const after = await client.query(
      'select id::text, table_name, row_id from audit_log order by audit_log.id',
    );
    expect(after.rows).toEqual(before);
  });

  it('gives old entries their parents, from the live rows or, for a deleted establishment, from the log', async () => {
    expect(await parents('subprojects', ids.subproject!)).toEqual([
      ['INSERT', null, ids.subproject, ids.project],
    ]);
    expect(await parents('establishment_requirements', ids.keptRequirement!)).toEqual([
      ['INSERT', ids.kept, ids.subproject, ids.project],
    ]);
    expect(await parents('establishment_requirements', ids.goneRequirement!)).toEqual([
      ['INSERT', ids.gone, ids.subproject, ids.project],
      ['DELETE', ids.gone, ids.subproject, ids.project],
    ]);
    expect(await parents('establishments', ids.gone!)).toEqual([
      ['INSERT', ids.gone, ids.subproject, ids.project],
      ['DELETE', ids.gone, ids.subproject, ids.project],
    ]);
  });

  it("moves an earlier month's entry into that month's partition, and new entries continue the ids", async () => {
    const old = await client.query(
      `select tableoid::regclass::text as partition,
         'audit_log_' || to_char(created_on at time zone 'UTC', 'YYYY_MM') as expected
       from audit_log where row_id = 'from-last-year'`,
    );
    expect(old.rows[0].partition).toBe(old.rows[0].expected);
    await client.query('begin');
    await client.query(`select set_config('app.actor', 'system:test', true)`);
    await client.query(`update projects set body = '{"name":"P2"}' where id = $1`, [ids.project]);
    await client.query('commit');
    const newest = await client.query(
      `select id::text, project_id from audit_log where table_name = 'projects' order by audit_log.id desc limit 1`,
    );
    const highest = before.reduce((max, row) => (BigInt(row.id) > max ? BigInt(row.id) : max), 0n);
    expect(BigInt(newest.rows[0].id)).toBeGreaterThan(highest);
    expect(newest.rows[0].project_id).toBe(ids.project);
  });
});
