import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../test/global-setup.js';
import { migrationsUpTo, onServer as onServerOf } from '../../../test/migrations.js';
import { type Database, openDatabase } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';

/**
 * Migration 0009 on a log written before it: a database migrated to 0008 holds audit rows of a project, its
 * subproject, establishments (one deleted with its requirement) and an entry from an earlier month; 0009 moves
 * them into the partitioned log with their parents.
 */
const name = `anupalan_mig_${randomBytes(6).toString('hex')}`;
const { serverUrl } = inject('testDatabases');
let database: Database;
let client: pg.Client;
let folder: string;
const ids: Record<string, string> = {};
let before: { id: string; table_name: string; row_id: string }[];

const onServer = (statement: string) => onServerOf(serverUrl, statement);

const migrateWith = (migrationsFolder: string) =>
  migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });

async function insert(key: string, text: string, values: unknown[]) {
  ids[key] = (await client.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
}

beforeAll(async () => {
  await onServer(`create database ${name}`);
  database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  folder = migrationsUpTo(8);
  await migrateWith(folder);
  client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await client.connect();
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
  await migrateWith(MIGRATIONS_DIR);
});

afterAll(async () => {
  await client?.end();
  await database?.close();
  await onServer(`drop database if exists ${name} with (force)`);
  if (folder) rmSync(folder, { recursive: true, force: true });
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
