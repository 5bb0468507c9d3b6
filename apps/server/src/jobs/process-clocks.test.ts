import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { recomputeEstablishments } from '../modules/compliance/compliance.service.js';
import { rowsOf } from '../modules/compliance/engine.js';
import { addCaseProcesses } from '../modules/compliance/process-case-records.js';
import { CLOCKS_PATTERN, recomputePassedClocks } from './process-clocks.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const MINUTE = 60_000;

/** An open demo establishment and one of its workers on the books. */
async function demoWorker(except?: string) {
  const [row] = await rowsOf<{ establishment_id: string; employee_code: string }>(
    ctx.database.db,
    sql`select w.establishment_id, w.employee_code from employees w
      join establishments e on e.id = w.establishment_id and e.status = 0 and e.closed_on is null
      where w.exit_date is null ${except ? sql`and w.establishment_id <> ${except}` : sql``}
      order by w.establishment_id, w.employee_code limit 1`,
  );
  return row!;
}

const PIT = 'Excavation pit near gate 2';

/** A fatal accident at `at` whose notice is not sent: due 4 hours later. */
const fatalAccident = (code: string, at: Date) => ({
  kind: 'accident' as const,
  code,
  steps: [
    {
      key: 'accident_details',
      values: {
        event_date: at.toISOString(),
        location: PIT,
        isFatalAccident: 'yes',
        is_serious_injury: 'yes',
        description: 'Trench wall collapsed',
      },
      submittedOn: at.toISOString(),
    },
  ],
});

/** The notice item of this test's accident (the demo's own accidents have items of their own). */
const noticeItem = async (establishmentId: string) =>
  rowsOf<{ severity: string }>(
    ctx.database.db,
    sql`select r.severity from compliance_results r
      join employee_processes p on p.id = r.record_id and p.body ->> 'location' = ${PIT}
      where r.establishment_id = ${establishmentId} and r.rule_code = 'ACCIDENT-NOTICE'`,
  );

describe('process clocks between two runs', () => {
  it('runs every 10 minutes', () => {
    expect(CLOCKS_PATTERN).toBe('*/10 * * * *');
  });

  it('turns a 4-hour notice into a violation once it passes, and leaves clocks still running alone', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const { establishment_id: id, employee_code: code } = await demoWorker();
    // Due a minute ago: judged a warning by a run five minutes before the due time.
    const due = new Date(now.getTime() - MINUTE);
    await addCaseProcesses(db, id, [fatalAccident(code, new Date(due.getTime() - 4 * 60 * MINUTE))]);
    await recomputeEstablishments(db, [id], { at: new Date(due.getTime() - 5 * MINUTE) });
    expect(await noticeItem(id)).toEqual([{ severity: 'warning' }]);

    // Another establishment whose notice is due in an hour is not recomputed.
    const other = await demoWorker(id);
    expect(other.establishment_id).not.toBe(id);
    await addCaseProcesses(db, other.establishment_id, [
      fatalAccident(other.employee_code, new Date(now.getTime() - 3 * 60 * MINUTE)),
    ]);

    // (A demo step falling due in the same ten minutes would join the list: only these two are asserted.)
    const recomputed = await recomputePassedClocks(db, new Date(now.getTime() - 10 * MINUTE), now);
    expect(recomputed).toContain(id);
    expect(recomputed).not.toContain(other.establishment_id);
    expect(await noticeItem(id)).toEqual([{ severity: 'violation' }]);
    // A window after its due time does not find it again.
    expect(await recomputePassedClocks(db, now, new Date(now.getTime() + MINUTE))).not.toContain(id);
  });
});
