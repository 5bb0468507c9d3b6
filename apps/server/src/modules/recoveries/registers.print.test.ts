import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { createWageRegister, wageActor } from '../wages/index.js';
import { wagesWorld } from '../wages/wages-fixtures.js';

/**
 * Form C and Form E printed (GET /api/reports/establishments/{id}/deductions and .../maternity): the dates both
 * required and checked, the notified columns with the recoveries and their instalments (where each was deducted),
 * the reference kit PWA-W1, every text escaped; read by the contractor, the consultant and the Government of the
 * establishment; refused to a subcontractor, and to every user of another Government's world (nothing found).
 */
let ctx: TestContext;
type World = Awaited<ReturnType<typeof wagesWorld>>;
let east: World;
let west: World;
let est: string;
let westEst: string;
const db = () => ctx.database.db;
const formC = (client: TestClient, at: string, query = 'from_date=01/04/2026&to_date=30/04/2026') =>
  client.get(`/api/reports/establishments/${at}/deductions?${query}`);
const formE = (client: TestClient, at: string, query = 'from_date=01/04/2026&to_date=30/06/2026') =>
  client.get(`/api/reports/establishments/${at}/maternity?${query}`);

async function contractorActor(w: World) {
  const [c] = (
    (await db().execute(sql`select ua.user_id, ua.agency_id from user_agencies ua
      where ua.agency_id = ${w.world.contractor.id} limit 1`)) as unknown as {
      rows: { user_id: string; agency_id: string }[];
    }
  ).rows;
  return wageActor({ userId: c!.user_id, agencyId: c!.agency_id, role: 'Contractor' });
}

beforeAll(async () => {
  ctx = await createTestContext();
  east = await wagesWorld(ctx, 'pce');
  west = await wagesWorld(ctx, 'pcw');
  est = await east.addEstablishment('Peenya <flyover> works');
  westEst = await west.addEstablishment('Hosur road works');
  const worker = await east.addWorker(est, 'P1', { name: 'Savitri <b>Devi</b>' });
  await db().execute(sql`update employees set body = '{"gender":"Female"}' where id = ${worker}`);
  await east.addWagePeriod(est, worker, {
    start: '2025-01-01',
    wage: '500.00',
    da: '50.00',
    overtime: '125.00',
  });
  await east.addAttendance(est, { [worker]: east.month('2025-12-01', '2026-04-30') });
  const saved = async (values: Record<string, unknown>) => {
    const res = await east.contractor.post(`/api/establishments/${est}/employee-process`, { values });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  await saved({
    type: 'deduction',
    step: 'recovery_details',
    employee_id: worker,
    body: {
      recovery_type: 'damage_or_loss',
      particulars: 'Broke a theodolite tripod & stand',
      recovery_date: '2026-04-06',
      amount: '1500.00',
      show_cause_issued: 'yes',
      explanation_heard_in_presence_of: 'Naveen Shetty',
      instalments: '2',
      first_month: '2026-04-01',
      remarks: 'Agreed in writing',
    },
  });
  await saved({
    type: 'maternity_leave',
    step: 'notice_of_claim',
    employee_id: worker,
    body: {
      notice_date: '2026-04-20',
      expected_delivery_date: '2026-06-10',
      surviving_children: '0',
      leave_from: '2026-05-01',
    },
  });
  await createWageRegister(db(), await contractorActor(east), est, '2026-04-01', '2026-04-30');
});
afterAll(async () => ctx?.close());

describe('Form C', () => {
  it('prints the recoveries of the dates with the notified columns and kit PWA-W1, every text escaped', async () => {
    const res = await formC(east.contractor, est);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = res.body;
    expect(page).toContain('Form C: Register of Loans / Recoveries');
    expect(page).toContain('Reference kit PWA-W1');
    for (const column of [
      'Recovery type',
      'Particulars',
      'Date of damage / loss',
      'Whether show cause notice issued',
      'Explanation heard in presence of',
      'No. of instalments',
      'First month / year',
      'Last month / year',
      'Date of complete recovery',
    ])
      expect(page).toContain(column);
    expect(page).toContain('Savitri &lt;b&gt;Devi&lt;/b&gt;');
    expect(page).toContain('Broke a theodolite tripod &amp; stand');
    expect(page).toContain('Peenya &lt;flyover&gt; works');
    expect(page).not.toContain('<b>Devi');
    expect(page).toContain('Damage or loss');
    expect(page).toContain('₹1,500.00');
    expect(page).toContain('Apr 2026: ₹750.00, deducted in the wage register of 01/04/2026 to 30/04/2026');
    expect(page).toContain('May 2026: ₹750.00, not yet deducted');
  });

  it('another range shows none', async () => {
    const res = await formC(east.contractor, est, 'from_date=01/05/2026&to_date=31/05/2026');
    expect(res.body).toContain('No Recoveries Recorded Yet.');
  });

  it('needs both dates, real ones, in order, not in the future', async () => {
    const none = await formC(east.contractor, est, '');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'From Date: From Date is required. To Date: To Date is required',
      fields: { from_date: 'From Date is required', to_date: 'To Date is required' },
    });
    const bad = await formC(east.contractor, est, 'from_date=31/02/2026&to_date=30/04/2026');
    expect(bad.json().fields).toEqual({ from_date: 'Enter the date as DD/MM/YYYY' });
    const back = await formC(east.contractor, est, 'from_date=30/04/2026&to_date=01/04/2026');
    expect(back.json().fields).toEqual({ to_date: 'To Date cannot be before From Date' });
    const future = await formC(east.contractor, est, 'from_date=01/04/2026&to_date=01/01/2099');
    expect(future.json().fields).toEqual({ to_date: 'The date cannot be in the future' });
  });
});

describe('Form E', () => {
  it('prints the claim with its leave and benefit', async () => {
    const res = await formE(east.contractor, est);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Form E: Register of Maternity Leave and Benefit');
    expect(res.body).toContain('Savitri &lt;b&gt;Devi&lt;/b&gt;');
    expect(res.body).toContain('01/05/2026');
    expect(res.body).toContain('29/10/2026');
    expect(res.body).toContain('₹550.00');
    expect((await formE(east.contractor, est, 'from_date=01/01/2025&to_date=31/01/2025')).body).toContain(
      'No Maternity leaves Recorded Yet.',
    );
    expect((await formE(east.contractor, est, 'to_date=31/01/2025')).statusCode).toBe(400);
  });
});

describe('who reads them', () => {
  it('the contractor, the consultant and the Government of the establishment', async () => {
    for (const client of [east.contractor, east.consultant, east.govt]) {
      expect((await formC(client, est)).statusCode).toBe(200);
      expect((await formE(client, est)).statusCode).toBe(200);
    }
  });

  it('not a subcontractor', async () => {
    for (const res of [await formC(east.sub, est), await formE(east.sub, est)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Incidents are not available to subcontractors.');
    }
  });

  it('no user of another Government’s world, directly or through its own establishment’s address', async () => {
    for (const client of [west.govt, west.contractor, west.consultant, west.sub]) {
      for (const res of [await formC(client, est), await formE(client, est)]) {
        expect([403, 404]).toContain(res.statusCode);
        expect(res.body).not.toContain('Savitri');
      }
      expect((await formC(client, est)).statusCode).not.toBe(200);
    }
    // West's own establishment prints its own (empty) register for its readers.
    expect((await formC(west.contractor, westEst)).body).toContain('No Recoveries Recorded Yet.');
  });
});
