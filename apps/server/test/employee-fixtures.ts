import { istDateKey, verhoeffDigit } from '@anupalan/shared';
import { expect } from 'vitest';
import { establishmentSubcontractors } from '../src/db/schema/index.js';
import { createProject, createWorld, linkAgency, WORLD_PASSWORD } from './factories.js';
import type { TestContext } from './helper.js';

/** A valid Aadhaar number from eleven digits (its Verhoeff check digit appended). */
export const aadhaarOf = (eleven: string) => eleven + verhoeffDigit(eleven);

/** yyyy-mm-dd of the IST day `years` years and `days` days before today. */
export function yearsAgo(years: number, days = 0) {
  const d = new Date(`${istDateKey()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const rates = (basic: string, da: string) => ({ minimumBasic: basic, da });
export const establishmentValues = {
  body: {
    name: 'Kabini canal works',
    natureOfWork: 'Canal lining',
    address: 'Survey No. 12, Beechanahalli',
    town: 'H D Kote',
    district: 'Mysuru',
    state: 'Karnataka',
    pincode: '571114',
    weeklyHoliday: 'Sunday',
    maxWorkers: '80',
    employerName: 'Manjunath Gowda',
    employerDesignation: 'Site Engineer',
    employerMobile: '9845012345',
    shiftStart: '08:00',
    shiftEnd: '17:00',
    inspectorOffice: 'Labour Officer, Mysuru',
  },
  commencementDate: '2025-01-01',
  min_wages: [
    {
      start_date: '2025-01-01',
      body: {
        highlySkilled: rates('900', '150'),
        skilled: rates('700', '120'),
        semiSkilled: rates('600', '100'),
        unskilled: rates('1234', '100.50'),
      },
    },
  ],
};

export const employeeValues = (code: string, extra: Record<string, unknown> = {}) => ({
  employee_code: code,
  name: 'Lakshmi',
  surname: 'Devi',
  date_of_birth: '1990-06-15',
  date_of_joining: '2025-02-01',
  designation: 'Mason',
  skill_category: 'skilled',
  body: {
    gender: 'Female',
    fatherOrSpouseName: 'Ramaiah',
    nationality: 'Indian',
    employmentType: 'Contract',
    presentAddress: 'Beechanahalli, H D Kote taluk',
    permanentAddress: 'Hosahalli, Mandya district',
  },
  ...extra,
});

/**
 * A world (Government, contractor, consultant, subcontractor) with an establishment of the contractor that
 * commenced on 01/01/2025, minimum wages from that day, and the subcontractor engaged with login access.
 */
export async function employeeWorld(ctx: TestContext) {
  const world = await createWorld(ctx.database.db, 'emp');
  const login = (email: string) => ctx.client().loginAs(email, WORLD_PASSWORD);
  const govt = await login(world.government.email);
  const contractor = await login(world.contractor.email);
  const consultant = await login(world.consultant.email);
  const sub = await login(world.subcontractor.email);
  const { subprojectIds } = await createProject(ctx.database.db, world.government.id, 'Kabini', ['Canal']);
  const sid = subprojectIds[0]!;
  await linkAgency(ctx.database.db, sid, 'consultant', world.consultant.id);
  await linkAgency(ctx.database.db, sid, 'contractor', world.contractor.id, world.consultant.id);
  const res = await contractor.post(`/api/subprojects/${sid}/establishments`, {
    values: establishmentValues,
  });
  expect(res.statusCode).toBe(200);
  const est: string = res.json().id;
  await ctx.database.db.insert(establishmentSubcontractors).values({
    establishmentId: est,
    subcontractorAgencyId: world.subcontractor.id,
    body: { name: 'Velu Electricals', work: 'Wiring' },
    hasLoginAccess: true,
  });
  return { world, govt, contractor, consultant, sub, est };
}
