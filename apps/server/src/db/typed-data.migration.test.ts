import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration } from '../../test/migrations.js';

/**
 * Migration 0008 on data written before it: a database migrated to 0007 holds minimum wages as rupee strings in
 * jsonb (the shapes the service wrote over time), then 0008 runs.
 */
const { serverUrl } = inject('testDatabases');
let migration: Awaited<ReturnType<typeof databaseAtMigration>>;
let client: pg.Client;

const wages = (overrides: Record<string, unknown> = {}) => ({
  highlySkilled: { minimumBasic: '780.00', da: '145.00', overTime: '231.25' },
  skilled: { minimumBasic: '540.50', da: '114.50', overTime: { value: '163.75', entered: false } },
  semiSkilled: { minimumBasic: 610, da: '115.5', overTime: { value: '199.99', entered: true } },
  unskilled: { minimumBasic: '480', da: '0', overTime: '' },
  ...overrides,
});

beforeAll(async () => {
  migration = await databaseAtMigration(serverUrl, 7);
  client = migration.client;
  const one = async (text: string, values: unknown[]) =>
    (await client.query(text, values)).rows[0].id as string;
  const govt = await one(
    `insert into agencies (type, body) values ('Government', '{"name":"G"}') returning id`,
    [],
  );
  const contractor = await one(
    `insert into agencies (type, body) values ('Contractor', '{"name":"C"}') returning id`,
    [],
  );
  const project = await one(
    `insert into projects (government_agency_id, body) values ($1, '{"name":"P"}') returning id`,
    [govt],
  );
  const subproject = await one(
    `insert into subprojects (project_id, body, status) values ($1, '{"name":"S"}', 2) returning id`,
    [project],
  );
  const establishment = await one(
    `insert into establishments (subproject_id, contractor_agency_id, body, status, closed_on)
     values ($1, $2, '{"name":"E"}', 0, null) returning id`,
    [subproject, contractor],
  );
  await client.query(
    `insert into establishment_min_wages (id, establishment_id, start_date, end_date, body) values
     ('00000000-0000-4000-8000-000000000001', $1, '2025-04-01', '2025-09-30', $2),
     ('00000000-0000-4000-8000-000000000002', $1, '2025-10-01', null, $3)`,
    [
      establishment,
      JSON.stringify(wages()),
      JSON.stringify(
        wages({ unskilled: { minimumBasic: '480.05', da: '90', overTime: { value: '', entered: true } } }),
      ),
    ],
  );
  // A cancelled establishment written before the closing date was required of it.
  await client.query(
    `insert into establishments (subproject_id, contractor_agency_id, body, status, updated_at)
     values ($1, $2, '{"name":"Cancelled"}', 2, '2026-03-31T20:00:00Z')`,
    [subproject, contractor],
  );
  await migration.migrateRest();
});

afterAll(async () => {
  await migration?.close();
});

describe('migration 0008: typed data', () => {
  it('moves rupee strings from jsonb to numeric columns exact to the paisa', async () => {
    const { rows } = await client.query(
      `select id, skilled_basic, skilled_da, skilled_overtime, skilled_overtime_entered,
         pg_typeof(skilled_basic)::text as type
       from establishment_min_wages order by start_date`,
    );
    expect(rows[0]).toMatchObject({
      skilled_basic: '540.50',
      skilled_da: '114.50',
      skilled_overtime: '163.75',
      skilled_overtime_entered: false,
      type: 'numeric',
    });
    const { rows: columns } = await client.query(
      `select column_name, numeric_precision, numeric_scale from information_schema.columns
       where table_name = 'establishment_min_wages' and data_type = 'numeric'`,
    );
    expect(columns).toHaveLength(12);
    expect(columns.every((c) => c.numeric_precision === 12 && c.numeric_scale === 2)).toBe(true);
    const { rows: body } = await client.query(
      `select 1 from information_schema.columns where table_name = 'establishment_min_wages' and column_name = 'body'`,
    );
    expect(body).toHaveLength(0);
  });

  it('keeps every shape of overtime: typed, calculated, plain, missing', async () => {
    const { rows } = await client.query(
      `select skill_category, basic, da, daily_rate, overtime, overtime_entered, start_date::text as start_date
       from establishment_min_wage_rates order by start_date, skill_category`,
    );
    const first = Object.fromEntries(
      rows.filter((r) => r.start_date === '2025-04-01').map((r) => [r.skill_category, r]),
    );
    // A plain amount that equals the calculation (2 × (780 + 145) / 8) counts as calculated.
    expect(first.highlySkilled).toMatchObject({
      basic: '780.00',
      da: '145.00',
      overtime: '231.25',
      overtime_entered: false,
    });
    expect(first.skilled).toMatchObject({
      daily_rate: '655.00',
      overtime: '163.75',
      overtime_entered: false,
    });
    // A JSON number and a one-decimal string, and a typed rate kept as typed.
    expect(first.semiSkilled).toMatchObject({
      basic: '610.00',
      da: '115.50',
      overtime: '199.99',
      overtime_entered: true,
    });
    // An empty overtime is the calculation: 2 × 480 / 8 = 120.
    expect(first.unskilled).toMatchObject({ overtime: '120.00', overtime_entered: false });
    const second = rows.find((r) => r.start_date === '2025-10-01' && r.skill_category === 'unskilled');
    // Marked typed but empty: calculated, 2 × 570.05 / 8 = 142.5125, half up to the paisa.
    expect(second).toMatchObject({
      basic: '480.05',
      daily_rate: '570.05',
      overtime: '142.51',
      overtime_entered: false,
    });
  });

  it('answers the daily rate of a skill category on a date from the view', async () => {
    const rate = async (day: string) =>
      (
        await client.query(
          `select daily_rate from establishment_min_wage_rates
           where skill_category = 'unskilled' and daterange(start_date, end_date, '[]') @> $1::date`,
          [day],
        )
      ).rows.map((r) => r.daily_rate);
    expect(await rate('2025-09-30')).toEqual(['480.00']);
    expect(await rate('2025-10-01')).toEqual(['570.05']);
    expect(await rate('2025-03-31')).toEqual([]);
  });

  it('writes no log line for moving the amounts, and names itself for the data it fixed', async () => {
    const { rows: moved } = await client.query(
      `select 1 from audit_log where table_name = 'establishment_min_wages' and op_type = 'UPDATE'`,
    );
    expect(moved).toHaveLength(0);
    const { rows } = await client.query(
      `select e.closed_on::text as closed_on, a.actor, a.user_id from establishments e
       join audit_log a on a.row_id = e.id::text and a.op_type = 'UPDATE'
       where e.body ->> 'name' = 'Cancelled'`,
    );
    // Cancelled at 01:30 on 1 April in India.
    expect(rows).toEqual([{ closed_on: '2026-04-01', actor: 'system:migration-0008', user_id: null }]);
  });
});
