import type { SkillKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { createProject, createWorld, linkAgency, WORLD_PASSWORD } from '../../../test/factories.js';
import type { TestClient, TestContext } from '../../../test/helper.js';
import {
  employees,
  employeeWagePeriods,
  establishmentMinWages,
  establishmentSubcontractors,
  establishments,
} from '../../db/schema/index.js';

/** Test fixtures of the wages tests (only tests import this file). */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Whole days after a yyyy-mm-dd. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One day of a worker's attendance as the fixtures write it. */
export interface Day {
  date: string;
  type: 'present' | 'absent' | 'paid_leave' | 'week_off';
  overtime?: string;
}

/**
 * A Government's world (contractor, consultant, subcontractor, each with a signed-in client) with a subproject,
 * and helpers that write establishments, workers, wage periods, minimum wages and completed attendance directly.
 */
export async function wagesWorld(ctx: TestContext, label = 'wage') {
  const db = ctx.database.db;
  const world = await createWorld(db, label);
  const login = (email: string) => ctx.client().loginAs(email, WORLD_PASSWORD);
  const govt = await login(world.government.email);
  const contractor = await login(world.contractor.email);
  const consultant = await login(world.consultant.email);
  const sub = await login(world.subcontractor.email);
  const { subprojectIds } = await createProject(db, world.government.id, `Wages ${world.tag}`, ['Canal']);
  const subprojectId = subprojectIds[0]!;
  await linkAgency(db, subprojectId, 'consultant', world.consultant.id);
  await linkAgency(db, subprojectId, 'contractor', world.contractor.id, world.consultant.id);

  /** An establishment of the contractor, weekly holiday Sunday, the subcontractor engaged with login access. */
  const addEstablishment = async (name = 'Kabini canal works') => {
    const [row] = await db
      .insert(establishments)
      .values({
        subprojectId,
        contractorAgencyId: world.contractor.id,
        commencementDate: '2025-01-01',
        body: { name, state: 'Karnataka', weeklyHoliday: 'Sunday' },
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

  let n = 0;
  const addWorker = async (
    est: string,
    code: string,
    options: {
      name?: string;
      skill?: SkillKey;
      joined?: string;
      exit?: string | null;
      subcontractor?: boolean;
    } = {},
  ) => {
    n += 1;
    const [row] = await db
      .insert(employees)
      .values({
        establishmentId: est,
        subcontractorAgencyId: options.subcontractor ? world.subcontractor.id : null,
        employeeCode: code,
        name: options.name ?? `Worker ${n}`,
        dateOfBirth: '1990-01-01',
        dateOfJoining: options.joined ?? '2025-01-01',
        exitDate: options.exit ?? null,
        designation: 'Mason',
        skillCategory: options.skill ?? 'skilled',
      })
      .returning({ id: employees.id });
    return row!.id;
  };

  const addWagePeriod = (
    est: string,
    employeeId: string,
    p: { start: string; end?: string | null; wage: string; da: string; overtime: string },
  ) =>
    db.insert(employeeWagePeriods).values({
      establishmentId: est,
      employeeId,
      startDate: p.start,
      endDate: p.end ?? null,
      wageAmount: p.wage,
      da: p.da,
      overtimeRate: p.overtime,
      overtimeEntered: true,
    });

  /** A minimum wage period; categories not given are zero. */
  const addMinimum = (
    est: string,
    start: string,
    end: string | null,
    rates: Partial<Record<SkillKey, { basic: string; da: string }>>,
  ) => {
    const r = (k: SkillKey) => rates[k] ?? { basic: '0', da: '0' };
    return db.insert(establishmentMinWages).values({
      establishmentId: est,
      startDate: start,
      endDate: end,
      highlySkilledBasic: r('highlySkilled').basic,
      highlySkilledDa: r('highlySkilled').da,
      highlySkilledOvertime: '0',
      skilledBasic: r('skilled').basic,
      skilledDa: r('skilled').da,
      skilledOvertime: '0',
      semiSkilledBasic: r('semiSkilled').basic,
      semiSkilledDa: r('semiSkilled').da,
      semiSkilledOvertime: '0',
      unskilledBasic: r('unskilled').basic,
      unskilledDa: r('unskilled').da,
      unskilledOvertime: '0',
    });
  };

  /**
   * Completed attendance registers, one a day, with the workers' entries (submitted): `days` maps a worker to
   * its days. A day listed for nobody gets no register.
   */
  const addAttendance = async (est: string, days: Record<string, readonly Day[]>) => {
    const all = Object.entries(days).flatMap(([employeeId, list]) => list.map((d) => ({ employeeId, ...d })));
    if (!all.length) return;
    const dates = [...new Set(all.map((d) => d.date))].sort();
    await db.execute(sql`select ensure_attendance_partitions(${dates[0]!}::date, ${dates.at(-1)!}::date)`);
    await db.execute(sql`insert into attendance_registers (establishment_id, register_date, status, submitted_on)
      select ${est}::uuid, d::date, 'completed', now() from unnest(${`{${dates.join(',')}}`}::date[]) d
      on conflict (establishment_id, register_date) do nothing`);
    await db.execute(sql`insert into attendance_entries (register_id, register_date, establishment_id, employee_id,
        type, overtime_hours, submitted_on)
      select r.id, x.date, r.establishment_id, x.employee_id, x.type, x.overtime, now()
      from json_to_recordset(${JSON.stringify(
        all.map((d) => ({
          employee_id: d.employeeId,
          date: d.date,
          type: d.type,
          overtime: d.overtime ?? '0',
        })),
      )}::json) as x(employee_id uuid, date date, type text, overtime numeric)
      join attendance_registers r on r.establishment_id = ${est}::uuid and r.register_date = x.date`);
  };

  /** Days from `from` to `to`: Sundays a weekly off, others of `type` (default present). */
  const month = (from: string, to: string, overrides: Record<string, Day['type']> = {}): Day[] => {
    const out: Day[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const sunday = new Date(`${d}T00:00:00Z`).getUTCDay() === 0;
      out.push({ date: d, type: overrides[d] ?? (sunday ? 'week_off' : 'present') });
    }
    return out;
  };

  const base = (est: string) => `/api/establishments/${est}/wages`;
  const create = (client: TestClient, est: string, from: string, to: string) =>
    client.post(`${base(est)}?from_date=${from}&to_date=${to}`, {});
  const createId = async (client: TestClient, est: string, from: string, to: string) => {
    const res = await create(client, est, from, to);
    if (res.statusCode !== 200) throw new Error(`creating ${from}..${to} failed: ${res.body}`);
    return res.json().id as string;
  };
  const entryUrl = (est: string, registerId: string, employeeId: string) =>
    `${base(est)}/${registerId}/wage-entries/${employeeId}`;
  const submit = (
    client: TestClient,
    est: string,
    registerId: string,
    employeeId: string,
    values: Record<string, unknown> = {},
  ) => client.post(entryUrl(est, registerId, employeeId), { values });
  const detail = (client: TestClient, est: string, registerId: string, query = '') =>
    client.get(`${base(est)}/${registerId}${query ? `?${query}` : ''}`);
  /** A file uploaded to the establishment by the client (its id is the url). */
  const uploadSigned = async (client: TestClient, est: string) =>
    (await client.upload(`/api/files/establishments/${est}`, 'signed-form-b.pdf', PDF)).json() as {
      url: string;
      name: string;
    };

  return {
    world,
    govt,
    contractor,
    consultant,
    sub,
    subprojectId,
    addEstablishment,
    addWorker,
    addWagePeriod,
    addMinimum,
    addAttendance,
    month,
    base,
    create,
    createId,
    entryUrl,
    submit,
    detail,
    uploadSigned,
  };
}
