import { eq } from 'drizzle-orm';
import { employeeWorld } from '../../../test/employee-fixtures.js';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { attendanceRegisters, employees, wageRegisters } from '../../db/schema/index.js';

/** Test fixtures of the attendance tests (only tests import this file). */

/**
 * The employees tests' world (an establishment commenced 01/01/2025, weekly holiday Sunday, the subcontractor
 * engaged with login access) and helpers to add workers and reach the attendance routes.
 */
export async function attendanceWorld(ctx: TestContext) {
  const w = await employeeWorld(ctx);
  const db = ctx.database.db;
  let n = 0;
  const addWorker = async (
    code: string,
    options: { joined?: string; exit?: string | null; subcontractor?: boolean } = {},
  ) => {
    n += 1;
    const [row] = await db
      .insert(employees)
      .values({
        establishmentId: w.est,
        subcontractorAgencyId: options.subcontractor ? w.world.subcontractor.id : null,
        employeeCode: code,
        name: 'Worker',
        surname: `No ${n}`,
        dateOfBirth: '1990-01-01',
        dateOfJoining: options.joined ?? '2026-01-01',
        exitDate: options.exit ?? null,
        designation: 'Mason',
        skillCategory: 'skilled',
      })
      .returning({ id: employees.id });
    return row!.id;
  };
  const base = `/api/establishments/${w.est}/attendance-registers`;
  const open = async (client: TestClient, day: string, automatic?: boolean) =>
    client.get(`${base}?register_date=${day}${automatic === undefined ? '' : `&isAutomatic=${automatic}`}`);
  const openId = async (client: TestClient, day: string) => {
    const res = await open(client, day);
    if (res.statusCode !== 200) throw new Error(`opening ${day} failed: ${res.body}`);
    return res.json().id as string;
  };
  const entryUrl = (registerId: string, employeeId: string) =>
    `${base}/${registerId}/attendance-entries/${employeeId}`;
  const save = (
    client: TestClient,
    registerId: string,
    employeeId: string,
    values: Record<string, unknown>,
  ) => client.post(entryUrl(registerId, employeeId), { values });
  const detail = (client: TestClient, registerId: string, query = '') =>
    client.get(`${base}/${registerId}${query ? `?${query}` : ''}`);
  /**
   * Links a register to a wage register of its establishment, shown as paid for `from`..`till`, as creating a wage
   * register does (the wages module's own tests create them from complete attendance; here only the lock matters).
   * The wage register covers the register's own day only: a day opened later inside a live wage register's dates
   * is linked to it at once (migration 0018), which would lock days these tests go on to fill.
   */
  const markPaid = async (registerId: string, from: string, till: string) => {
    const [day] = await db
      .select({ date: attendanceRegisters.registerDate })
      .from(attendanceRegisters)
      .where(eq(attendanceRegisters.id, registerId));
    const [wage] = await db
      .insert(wageRegisters)
      .values({ establishmentId: w.est, fromDate: day!.date, toDate: day!.date })
      .returning({ id: wageRegisters.id });
    await db
      .update(attendanceRegisters)
      .set({ wageRegisterId: wage!.id, wagePaidFrom: from, wagePaidTill: till })
      .where(eq(attendanceRegisters.id, registerId));
  };
  return { ...w, addWorker, base, open, openId, entryUrl, save, detail, markPaid };
}
