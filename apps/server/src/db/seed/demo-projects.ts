import { istDateKey, REQUIREMENT_CATALOGUE, SUBPROJECT_STATUS } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { type MinWageBody, minWageColumns } from '../min-wage-amounts.js';
import {
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishmentSubcontractors,
  establishments,
  projects,
  subprojectAgencies,
  subprojects,
  subprojectUsers,
  userAgencies,
} from '../schema/index.js';

export interface DemoAgencies {
  govt: string;
  consultant: string;
  contractor: string;
  contractor2: string;
  subcontractor: string;
}

/**
 * Every demo record carries the instant it was created, as if entered over the months of the work: rows
 * inserted in one transaction would otherwise share now(), and lists ordered by creation would differ
 * between databases.
 */
const at = (instant: string) => new Date(instant);

async function project(
  tx: Tx,
  governmentAgencyId: string,
  createdAt: string,
  body: Record<string, unknown>,
  closedOn?: string,
) {
  const [row] = await tx
    .insert(projects)
    .values({
      governmentAgencyId,
      body: { name: String(body.name), ...body },
      closedOn: closedOn ?? null,
      createdAt: at(createdAt),
    })
    .returning({ id: projects.id });
  return row!.id;
}

async function subproject(
  tx: Tx,
  projectId: string,
  createdAt: string,
  body: Record<string, unknown>,
  closedOn?: string,
) {
  const [row] = await tx
    .insert(subprojects)
    .values({
      projectId,
      body: { name: String(body.name), ...body },
      closedOn: closedOn ?? null,
      createdAt: at(createdAt),
    })
    .returning({ id: subprojects.id });
  return row!.id;
}

/** Links an agency and all its users to a subproject. */
async function link(
  tx: Tx,
  subprojectId: string,
  kind: 'contractor' | 'consultant',
  agencyId: string,
  consultantAgencyId: string | null = null,
  terminatedOn: string | null = null,
) {
  await tx.insert(subprojectAgencies).values({
    subprojectId,
    kind,
    agencyId,
    consultantAgencyId,
    signedUpAt: sql`now()`,
    terminatedOn,
    terminationBody: terminatedOn ? { terminateDate: terminatedOn, reason: 'Subproject closed' } : null,
  });
  const members = await tx
    .select({ userId: userAgencies.userId })
    .from(userAgencies)
    .where(sql`${userAgencies.agencyId} = ${agencyId}`);
  for (const m of members)
    await tx.insert(subprojectUsers).values({ subprojectId, agencyId, userId: m.userId });
}

/** Karnataka's notified construction rates for 2026-27 as entered by a contractor (rupees per day, per hour). */
export const DEMO_MIN_WAGES: MinWageBody = {
  highlySkilled: { minimumBasic: '780.00', da: '145.00', overTime: { value: '231.25', entered: false } },
  skilled: { minimumBasic: '690.00', da: '130.00', overTime: { value: '205.00', entered: false } },
  semiSkilled: { minimumBasic: '610.00', da: '115.00', overTime: { value: '181.25', entered: false } },
  unskilled: { minimumBasic: '540.00', da: '100.00', overTime: { value: '160.00', entered: false } },
};

/** The same rates after the VDA revision of 1 October 2026 (DA raised; overtime twice the hourly rate). */
const DEMO_MIN_WAGES_OCTOBER: MinWageBody = {
  highlySkilled: { minimumBasic: '780.00', da: '152.00', overTime: { value: '233.00', entered: false } },
  skilled: { minimumBasic: '690.00', da: '136.00', overTime: { value: '206.50', entered: false } },
  semiSkilled: { minimumBasic: '610.00', da: '121.00', overTime: { value: '182.75', entered: false } },
  unskilled: { minimumBasic: '540.00', da: '105.00', overTime: { value: '161.25', entered: false } },
};

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** An establishment with its minimum wages and the catalogue's requirements, as creating one through the API does. */
async function establishment(
  tx: Tx,
  subprojectId: string,
  contractorAgencyId: string,
  body: Record<string, unknown>,
  commencementDate: string,
  createdAt = at(`${addDays(commencementDate, -7)}T11:00:00+05:30`),
) {
  const [row] = await tx
    .insert(establishments)
    .values({
      subprojectId,
      contractorAgencyId,
      body: {
        town: 'Mysuru',
        district: 'Mysuru',
        state: 'Karnataka',
        weeklyHoliday: 'Sunday',
        shiftStart: '08:00',
        shiftEnd: '17:00',
        inspectorOffice: 'Assistant Labour Commissioner, Mysuru',
        ...body,
        name: String(body.name),
      },
      commencementDate,
      // Entered a week before work commenced, unless said otherwise.
      createdAt,
    })
    .returning({ id: establishments.id });
  const id = row!.id;
  await tx
    .insert(establishmentMinWages)
    .values({ establishmentId: id, startDate: '2026-04-01', ...minWageColumns(DEMO_MIN_WAGES) });
  await tx.insert(establishmentRequirements).values(
    REQUIREMENT_CATALOGUE.map((r) => ({
      establishmentId: id,
      requirementCode: r.code,
      dueOn: addDays(commencementDate, r.dueDays),
    })),
  );
  await tx
    .update(subprojects)
    .set({ status: SUBPROJECT_STATUS.workRecorded })
    .where(sql`${subprojects.id} = ${subprojectId}`);
  return id;
}

/**
 * Demo projects of the PWD Karnataka: ongoing works with consultants, contractors, establishments and a
 * subcontractor with login access, and one completed project. No compliance findings are invented: the
 * seed ends with the engine's morning run (demo.ts), which finds them in these records.
 */
export async function seedDemoProjects(tx: Tx, a: DemoAgencies) {
  const ringRoad = await project(tx, a.govt, '2026-03-12T10:15:00+05:30', {
    name: 'Mysuru Outer Ring Road improvement',
    description: 'Widening to six lanes with service roads and storm-water drains',
    department: 'PWD Mysuru Division',
    location: 'Mysuru',
    state: 'Karnataka',
    cost: '2450000000',
    startDate: '2026-04-01',
    endDate: '2028-03-31',
  });
  const hinkal = await subproject(tx, ringRoad, '2026-03-20T12:30:00+05:30', {
    name: 'Package 1, Hinkal to Bogadi',
    location: 'Hinkal, Mysuru',
    state: 'Karnataka',
    workOrderNo: 'PWD/MYS/ORR/2026/01',
    cost: '980000000',
    startDate: '2026-05-02',
  });
  const bogadi = await subproject(tx, ringRoad, '2026-05-28T15:45:00+05:30', {
    name: 'Package 2, Bogadi to Vijayanagar',
    location: 'Bogadi, Mysuru',
    state: 'Karnataka',
    workOrderNo: 'PWD/MYS/ORR/2026/02',
    cost: '760000000',
    startDate: '2026-06-15',
  });
  await link(tx, hinkal, 'consultant', a.consultant);
  await link(tx, hinkal, 'contractor', a.contractor, a.consultant);
  await link(tx, hinkal, 'contractor', a.contractor2, a.consultant);
  await link(tx, bogadi, 'consultant', a.consultant);
  await link(tx, bogadi, 'contractor', a.contractor2, a.consultant);

  const camp = await establishment(
    tx,
    hinkal,
    a.contractor,
    {
      name: 'Hinkal labour camp',
      natureOfWork: 'Labour camp for the road and storm-water drain works',
      address: 'Survey No. 112, Hinkal, Mysuru 570017',
      pincode: '570017',
      maxWorkers: '60',
      employerName: 'Ramesh Hegde',
      employerDesignation: 'Site Manager',
      employerMobile: '+919845011223',
    },
    '2026-05-10',
  );
  const plant = await establishment(
    tx,
    hinkal,
    a.contractor2,
    {
      name: 'Bogadi batching plant',
      natureOfWork: 'Ready-mix concrete batching plant for the carriageway and culverts',
      address: 'Plot 7, Bogadi 2nd Stage, Mysuru 570026',
      pincode: '570026',
      maxWorkers: '35',
      employerName: 'Venkatesh Murthy',
      employerDesignation: 'Plant In-charge',
      employerMobile: '+919741203358',
      shiftStart: '07:00',
      shiftEnd: '16:00',
    },
    '2026-05-20',
  );
  await establishment(
    tx,
    bogadi,
    a.contractor2,
    {
      name: 'Vijayanagar site office',
      natureOfWork: 'Site office and material stores for the Package 2 carriageway',
      address: '2nd Main Road, Vijayanagar 4th Stage, Mysuru 570032',
      pincode: '570032',
      maxWorkers: '25',
      employerName: 'Shashikala Rao',
      employerDesignation: 'Site Engineer',
      employerMobile: '+919886420157',
      weeklyHoliday: 'Monday',
    },
    '2026-06-20',
  );
  await tx.insert(establishmentLicenses).values([
    {
      establishmentId: camp,
      licenseType: 1,
      body: { licenseNo: 'CLRA/MYS/2026/0418', maxWorkers: '80' },
      startDate: '2026-05-05',
      endDate: '2027-05-04',
    },
    {
      establishmentId: camp,
      licenseType: 2,
      body: { licenseNo: 'BOCW/MYS/2026/1187', maxWorkers: '60' },
      startDate: '2026-06-02',
      endDate: '2031-06-01',
    },
    // The contractor's annual EC Act policy, renewed each December: it runs out on 09/12/2026.
    {
      establishmentId: camp,
      licenseType: 3,
      body: { licenseNo: 'WC/4471/2025/09', maxWorkers: '60' },
      startDate: '2025-12-10',
      endDate: '2026-12-09',
    },
    // The plant's policy covers 25 persons (the consultant asks for it to be enhanced to 35).
    {
      establishmentId: plant,
      licenseType: 3,
      body: { licenseNo: 'WC/PLANT/0925', maxWorkers: '25' },
      startDate: '2026-05-15',
      endDate: '2027-05-14',
    },
  ]);
  // The camp's table carries the VDA revision of 1 October 2026.
  await tx
    .update(establishmentMinWages)
    .set({ endDate: '2026-09-30' })
    .where(sql`${establishmentMinWages.establishmentId} = ${camp}`);
  await tx
    .insert(establishmentMinWages)
    .values({ establishmentId: camp, startDate: '2026-10-01', ...minWageColumns(DEMO_MIN_WAGES_OCTOBER) });
  await tx
    .update(establishmentRequirements)
    .set({
      body: { drinkingWater: { checked: true }, latrines: { checked: true }, firstAid: { checked: true } },
      submittedOn: sql`now()`,
    })
    .where(
      sql`${establishmentRequirements.establishmentId} = ${camp} and ${establishmentRequirements.requirementCode} = 'welfare-facilities'`,
    );
  await tx.insert(establishmentSubcontractors).values({
    establishmentId: camp,
    subcontractorAgencyId: a.subcontractor,
    hasLoginAccess: true,
    body: { name: 'Manjunath Electricals', hasLoginAccess: true, work: 'Site electrification and lighting' },
  });

  const hospital = await project(tx, a.govt, '2026-06-18T11:40:00+05:30', {
    name: 'Mandya district hospital block',
    description: 'New 200-bed maternity and child care block',
    department: 'PWD Mandya Division',
    location: 'Mandya',
    state: 'Karnataka',
    cost: '640000000',
    startDate: '2026-07-01',
  });
  const civil = await subproject(tx, hospital, '2026-07-02T10:05:00+05:30', {
    name: 'Civil and structural works',
    location: 'Mandya',
    state: 'Karnataka',
    workOrderNo: 'PWD/MND/DH/2026/07',
    cost: '410000000',
    startDate: '2026-07-15',
  });
  await link(tx, civil, 'contractor', a.contractor2);
  // Two sites of the hospital block, entered this week ahead of the start of work (dates from the day of seeding):
  // the casting yard starts in 50 days, nothing falls due yet; the labour camp starts in 35, its Form VII
  // intimation (30 days before) is coming due.
  const today = istDateKey();
  await establishment(
    tx,
    civil,
    a.contractor2,
    {
      name: 'Mandya hospital casting yard',
      natureOfWork: 'Precast casting yard for the columns and slabs of the hospital block',
      address: 'Survey No. 63, Bengaluru-Mysuru Road, Mandya 571401',
      town: 'Mandya',
      district: 'Mandya',
      pincode: '571401',
      maxWorkers: '45',
      employerName: 'Lokesh Kumar',
      employerDesignation: 'Yard In-charge',
      employerMobile: '+919901247736',
      inspectorOffice: 'Assistant Labour Commissioner, Mandya',
    },
    addDays(today, 50),
    at(`${addDays(today, -3)}T10:20:00+05:30`),
  );
  await establishment(
    tx,
    civil,
    a.contractor2,
    {
      name: 'Mandya hospital labour camp',
      natureOfWork: 'Labour camp with kitchen and creche for the hospital block works',
      address: 'Behind District Hospital, Kallahalli, Mandya 571401',
      town: 'Mandya',
      district: 'Mandya',
      pincode: '571401',
      maxWorkers: '70',
      employerName: 'Fathima Banu',
      employerDesignation: 'Camp Manager',
      employerMobile: '+919632058814',
      inspectorOffice: 'Assistant Labour Commissioner, Mandya',
    },
    addDays(today, 35),
    at(`${addDays(today, -2)}T15:40:00+05:30`),
  );

  const busStand = await project(
    tx,
    a.govt,
    '2025-05-20T09:30:00+05:30',
    {
      name: 'KR Pet bus stand',
      description: 'Bus stand with 12 bays and a commuter shelter',
      department: 'PWD Mandya Division',
      location: 'Krishnarajpet',
      state: 'Karnataka',
      cost: '85000000',
      startDate: '2025-06-01',
    },
    '2026-09-30',
  );
  const busWorks = await subproject(
    tx,
    busStand,
    '2025-05-27T14:20:00+05:30',
    { name: 'Bus stand civil works', location: 'Krishnarajpet', state: 'Karnataka', startDate: '2025-06-10' },
    '2026-09-15',
  );
  await link(tx, busWorks, 'contractor', a.contractor, null, '2026-09-15');
  await project(tx, a.govt, '2026-10-05T15:05:00+05:30', {
    name: 'Chamarajanagar stadium gallery',
    location: 'Chamarajanagar',
    state: 'Karnataka',
  });
  return { camp, plant };
}
