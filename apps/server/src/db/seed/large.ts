import { randomUUID } from 'node:crypto';
import {
  defaultOvertimePaise,
  ESTABLISHMENT_STATUS,
  LINK_KIND,
  paiseToRupees,
  REQUIREMENT_CATALOGUE,
  rupeesToPaise,
  SKILL_KEYS,
  SUBPROJECT_STATUS,
  verhoeffDigit,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type AadhaarKeys, storeAadhaar } from '../../lib/aadhaar-crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Db, Executor } from '../client.js';
import { minWageColumns } from '../min-wage-amounts.js';
import {
  agencies,
  employees,
  employeeWagePeriods,
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishments,
  projects,
  subprojectAgencies,
  subprojects,
  userAgencies,
  users,
} from '../schema/index.js';
import { inTransaction, systemActor } from '../tx.js';
import { DEMO_PASSWORD } from './demo.js';
import { DEMO_MIN_WAGES } from './demo-projects.js';
import {
  type AttendanceSite,
  type AttendanceWorker,
  addLargeAttendance,
  attendanceWindow,
} from './large-attendance.js';
import { addLargeProcesses } from './large-processes.js';
import { addLargeWages } from './large-wages.js';

export interface LargeOptions {
  governments: number;
  projectsPerGovernment: number;
  subprojectsPerProject: number;
  establishmentsPerSubproject: number;
  contractorsPerGovernment: number;
  consultantsPerGovernment: number;
  /** Workers of the first establishment (the register's worst case). */
  employeesInLargestEstablishment: number;
  /** Establishments of each government given `employeesPerEstablishment` workers each. */
  establishmentsWithEmployees: number;
  employeesPerEstablishment: number;
  /** Days of daily attendance, ending yesterday (Asia/Kolkata), for the largest establishment and ... */
  attendanceDays: number;
  /** ... the first this many of each government's establishments with workers (large-attendance.ts). */
  establishmentsWithAttendance: number;
}

/** 500 projects, 5,000 subprojects and 50,000 establishments, spread over five governments. */
export const LARGE: LargeOptions = {
  governments: 5,
  projectsPerGovernment: 100,
  subprojectsPerProject: 10,
  establishmentsPerSubproject: 10,
  contractorsPerGovernment: 50,
  consultantsPerGovernment: 10,
  // 5,000 + 5 × 1,000 × 19 = 100,000 workers.
  employeesInLargestEstablishment: 5000,
  establishmentsWithEmployees: 1000,
  employeesPerEstablishment: 19,
  // A year of attendance for 5,000 + 5 x 60 x 19 workers (a tenth of them joining during it): 3.7 million entries.
  attendanceDays: 365,
  establishmentsWithAttendance: 60,
};

const FIRST_NAMES = [
  'Ramesh',
  'Lakshmi',
  'Suresh',
  'Kavitha',
  'Anil',
  'Geetha',
  'Mohan',
  'Sunita',
  'Raju',
  'Parvathi',
  'Imran',
  'Salma',
  'Bikash',
  'Pinki',
  'Ranjit',
  'Savitri',
  'Mahesh',
  'Asha',
  'Dinesh',
  'Rekha',
];
const SURNAMES = [
  'Gowda',
  'Naik',
  'Mahato',
  'Yadav',
  'Nayak',
  'Pasha',
  'Oraon',
  'Sahu',
  'Reddy',
  'Patil',
  'Devi',
  'Kumar',
  'Bhovi',
  'Hegde',
  'Murmu',
];
const DESIGNATIONS = [
  'Mason',
  'Helper',
  'Bar bender',
  'Shuttering carpenter',
  'Electrician',
  'Plumber',
  'Operator',
  'Welder',
];
const HOMES = [
  'Hunsur, Mysuru district',
  'Maddur, Mandya district',
  'Barhi, Hazaribagh district',
  'Aska, Ganjam district',
  'Domkal, Murshidabad district',
  'Bikram, Patna district',
  'Rajim, Gariaband district',
  'Kumta, Uttara Kannada district',
];
/** Daily wage and DA by skill (SKILL_KEYS order), above the demo minimum. */
const LARGE_WAGES: [string, string][] = [
  ['900', '160'],
  ['740', '140'],
  ['650', '125'],
  ['570', '110'],
];

/**
 * `count` workers of an establishment, each with a complete Form A record (Aadhaar only with the app's keys) and a
 * wage period from joining; `serial` numbers them across the whole run.
 */
async function addWorkers(
  db: Executor,
  establishmentId: string,
  count: number,
  serial: { next: number },
  keys: AadhaarKeys | null,
  /** The i-th worker's date of joining (an establishment given attendance: before or within its year). */
  joinedOn?: (i: number) => string,
): Promise<AttendanceWorker[]> {
  const workers: (typeof employees.$inferInsert)[] = [];
  const wages: (typeof employeeWagePeriods.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const n = serial.next++;
    const skill = i % SKILL_KEYS.length;
    const joined = joinedOn?.(i) ?? `2026-0${5 + (i % 5)}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const eleven = `${2 + (n % 8)}${String(n).padStart(10, '0')}`;
    const id = randomUUID();
    workers.push({
      id,
      establishmentId,
      employeeCode: `W${String(i + 1).padStart(5, '0')}`,
      name: pick(FIRST_NAMES, n),
      surname: pick(SURNAMES, n * 7 + i),
      dateOfBirth: `${1970 + (n % 35)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
      dateOfJoining: joined,
      designation: pick(DESIGNATIONS, n),
      skillCategory: SKILL_KEYS[skill]!,
      ...(keys ? storeAadhaar(keys, eleven + verhoeffDigit(eleven)) : {}),
      body: {
        gender: n % 3 === 0 ? 'Female' : 'Male',
        fatherOrSpouseName: pick(FIRST_NAMES, n + 5),
        nationality: 'Indian',
        employmentType: 'Contract',
        mobile: `9${String(100_000_000 + n).padStart(9, '0')}`,
        bankAccount: String(40_000_000_000 + n),
        ifsc: 'SBIN0040172',
        presentAddress: 'Labour camp at the site',
        permanentAddress: pick(HOMES, n),
      },
    });
    const [wage, da] = LARGE_WAGES[skill]!;
    wages.push({
      establishmentId,
      employeeId: id,
      startDate: joined,
      wageAmount: wage,
      da,
      overtimeRate: paiseToRupees(defaultOvertimePaise(rupeesToPaise(wage), rupeesToPaise(da))),
    });
  }
  await insertChunks(db, employees, workers, 4000);
  await insertChunks(db, employeeWagePeriods, wages, 4000);
  return workers.map((w) => ({ id: w.id!, joined: w.dateOfJoining }));
}

const STATES = [
  'Karnataka',
  'Tamil Nadu',
  'Maharashtra',
  'Odisha',
  'Uttar Pradesh',
  'Gujarat',
  'Telangana',
  'Kerala',
];
const PLACES = [
  'Hubballi',
  'Madurai',
  'Nashik',
  'Cuttack',
  'Lucknow',
  'Surat',
  'Warangal',
  'Kochi',
  'Belagavi',
  'Salem',
];
const WORKS = [
  'road widening',
  'bridge',
  'hospital block',
  'school buildings',
  'water supply',
  'drainage',
  'bus stand',
];
const FIRMS = ['Constructions', 'Infra Projects', 'Builders', 'Engineering Works', 'Developers'];
const NAMES = [
  'Sri Lakshmi',
  'Venkateshwara',
  'Ganga',
  'Narmada',
  'Sahyadri',
  'Kaveri',
  'Godavari',
  'Vindhya',
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Large inserts go in chunks: one statement takes at most 65,535 parameters. */
async function insertChunks<T extends Record<string, unknown>>(
  db: Executor,
  table: PgTable,
  rows: T[],
  perChunk = 2000,
) {
  // Each given column of a row is one parameter: a wide row (the minimum wages' 18) takes fewer rows a chunk.
  const size = Math.max(1, Math.min(perChunk, Math.floor(65_535 / Object.keys(rows[0] ?? {}).length)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Minimum wages, a labour licence and the catalogue's requirements of every establishment. */
async function addEstablishmentRecords(db: Executor, ids: string[]) {
  await insertChunks(
    db,
    establishmentMinWages,
    ids.map((establishmentId) => ({
      establishmentId,
      startDate: '2026-04-01',
      ...minWageColumns(DEMO_MIN_WAGES),
    })),
    4000,
  );
  await insertChunks(
    db,
    establishmentLicenses,
    ids.map((establishmentId, i) => ({
      establishmentId,
      licenseType: 1,
      body: { licenseNo: `CLRA/2026/${i + 1}`, maxWorkers: '100' },
      startDate: '2026-04-10',
      endDate: i % 9 === 0 ? '2026-10-31' : '2027-04-09',
    })),
    4000,
  );
  await insertChunks(
    db,
    establishmentRequirements,
    ids.flatMap((establishmentId, i) =>
      REQUIREMENT_CATALOGUE.map((r, k) => ({
        establishmentId,
        requirementCode: r.code,
        dueOn: '2026-05-15',
        // About half of them are already met.
        ...((i + k) % 2 === 0
          ? { body: { note: 'Submitted' }, submittedOn: new Date('2026-05-01T10:00:00+05:30') }
          : {}),
      })),
    ),
    4000,
  );
}

/** One subproject with 200 establishments (the side navigation's worst case). */
async function addCrowdedSubproject(
  db: Executor,
  governmentId: string,
  contractorIds: string[],
  state: string,
) {
  const projectId = randomUUID();
  const subprojectId = randomUUID();
  await db.insert(projects).values({
    id: projectId,
    governmentAgencyId: governmentId,
    body: { name: 'Metro phase 3 civil works', state },
  });
  await db.insert(subprojects).values({
    id: subprojectId,
    projectId,
    body: { name: 'Depot and 12 stations', state },
    status: SUBPROJECT_STATUS.workRecorded,
  });
  await insertChunks(
    db,
    subprojectAgencies,
    contractorIds.slice(0, 20).map((agencyId) => ({ subprojectId, kind: LINK_KIND.contractor, agencyId })),
  );
  const rows = Array.from({ length: 200 }, (_, i) => ({
    id: randomUUID(),
    subprojectId,
    contractorAgencyId: contractorIds[i % 20]!,
    body: { name: `Station site ${i + 1}`, state },
    commencementDate: '2026-04-15',
  }));
  await insertChunks(db, establishments, rows);
  await addEstablishmentRecords(
    db,
    rows.map((r) => r.id),
  );
  return subprojectId;
}

/**
 * Adds a large, realistic data set beside whatever is there (benchmarks). Each government's first user is
 * large.govt<N>@example.in with the demo password. Later modules add their registers here: a year of daily
 * attendance for the largest establishment and the first establishments with workers (large-attendance.ts).
 */
export async function seedLarge(
  db: Db,
  o: LargeOptions = LARGE,
  log: (line: string) => void = () => {},
  aadhaar: AadhaarKeys | null = null,
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const run = randomUUID().slice(0, 6);
  const summary = { governments: 0, projects: 0, subprojects: 0, establishments: 0, employees: 0 };
  const serial = { next: 1 };
  let largestEstablishmentId = '';
  let crowdedSubprojectId = '';
  // The establishments given a year of attendance: their workers joined before it (a tenth during it).
  const span = attendanceWindow(o.attendanceDays);
  const attendanceSites: AttendanceSite[] = [];
  const joinedForAttendance = (i: number) =>
    i % 10 === 9 ? addDays(span.first, (i * 37) % o.attendanceDays) : addDays(span.first, -1 - (i % 90));

  for (let g = 0; g < o.governments; g++) {
    await inTransaction(db, systemActor('seed-large'), async (tx) => {
      // Generated rows are not changes anybody made: the audit triggers stay quiet for them.
      await tx.execute(sql`set local session_replication_role = replica`);
      const state = pick(STATES, g);
      const govtId = randomUUID();
      await tx.insert(agencies).values({
        id: govtId,
        type: 'Government',
        body: {
          name: `Public Works Department, ${state} (${run}-${g + 1})`,
          office: 'Secretariat',
          state,
          city: pick(PLACES, g),
        },
      });
      const govtUser = randomUUID();
      await tx.insert(users).values({
        id: govtUser,
        emailAddress: `large.govt${g + 1}.${run}@example.in`,
        passwordHash,
        body: { name: `Executive Engineer ${g + 1}` },
      });
      await tx.insert(userAgencies).values({ userId: govtUser, agencyId: govtId });

      const contractors = Array.from({ length: o.contractorsPerGovernment }, (_, i) => ({
        id: randomUUID(),
        type: 'Contractor',
        scopeAgencyId: govtId,
        body: { name: `${pick(NAMES, i)} ${pick(FIRMS, i + g)} ${g + 1}-${i + 1}`, state },
      }));
      const consultants = Array.from({ length: o.consultantsPerGovernment }, (_, i) => ({
        id: randomUUID(),
        type: 'Consultant',
        scopeAgencyId: govtId,
        body: { name: `${pick(NAMES, i + 3)} Consultants ${g + 1}-${i + 1}`, state },
      }));
      await insertChunks(tx, agencies, [...contractors, ...consultants]);
      // One signed-in user for the first contractor and consultant, to measure their views too.
      for (const [role, agencyId] of [
        ['contractor', contractors[0]!.id],
        ['consultant', consultants[0]!.id],
      ] as const) {
        const id = randomUUID();
        await tx.insert(users).values({
          id,
          emailAddress: `large.${role}${g + 1}.${run}@example.in`,
          passwordHash,
          body: { name: `${role === 'contractor' ? 'Site Manager' : 'Project Consultant'} ${g + 1}` },
        });
        await tx.insert(userAgencies).values({ userId: id, agencyId });
      }

      const projectRows: (typeof projects.$inferInsert)[] = [];
      const subprojectRows: (typeof subprojects.$inferInsert)[] = [];
      const linkRows: (typeof subprojectAgencies.$inferInsert)[] = [];
      const establishmentRows: (typeof establishments.$inferInsert)[] = [];
      for (let p = 0; p < o.projectsPerGovernment; p++) {
        const projectId = randomUUID();
        const place = pick(PLACES, p + g);
        const closed = p % 10 === 9;
        projectRows.push({
          id: projectId,
          governmentAgencyId: govtId,
          body: { name: `${place} ${pick(WORKS, p)} ${p + 1}`, location: place, state },
          closedOn: closed ? '2026-03-31' : null,
        });
        for (let s = 0; s < o.subprojectsPerProject; s++) {
          const subprojectId = randomUUID();
          subprojectRows.push({
            id: subprojectId,
            projectId,
            body: { name: `Package ${s + 1}`, location: place, state },
            status: SUBPROJECT_STATUS.workRecorded,
            closedOn: closed || s % 7 === 6 ? '2026-03-31' : null,
          });
          const consultant = pick(consultants, p + s).id;
          linkRows.push({ subprojectId, kind: LINK_KIND.consultant, agencyId: consultant });
          const linked = [0, 1, 2].map((k) => pick(contractors, p * 3 + s + k * 17).id);
          for (const contractorId of new Set(linked)) {
            linkRows.push({
              subprojectId,
              kind: LINK_KIND.contractor,
              agencyId: contractorId,
              consultantAgencyId: consultant,
            });
          }
          for (let e = 0; e < o.establishmentsPerSubproject; e++) {
            establishmentRows.push({
              id: randomUUID(),
              subprojectId,
              contractorAgencyId: pick(linked, e),
              body: { name: `Site ${s + 1}.${e + 1} ${place}`, state },
              // Every 25th was cancelled by the Government.
              ...(e % 25 === 24
                ? { status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-04-30' }
                : { status: ESTABLISHMENT_STATUS.open }),
              commencementDate: '2026-04-15',
            });
          }
        }
      }
      await insertChunks(tx, projects, projectRows);
      await insertChunks(tx, subprojects, subprojectRows);
      await insertChunks(tx, subprojectAgencies, linkRows);
      await insertChunks(tx, establishments, establishmentRows, 4000);
      await addEstablishmentRecords(
        tx,
        establishmentRows.map((e) => e.id!),
      );
      const open = establishmentRows.filter((e) => e.status === ESTABLISHMENT_STATUS.open).map((e) => e.id!);
      const before = serial.next;
      const withAttendance = (id: string, workers: AttendanceWorker[]) =>
        attendanceSites.push({ establishmentId: id, workers, index: attendanceSites.length });
      if (g === 0 && open[0]) {
        largestEstablishmentId = open[0];
        const workers = await addWorkers(
          tx,
          open[0],
          o.employeesInLargestEstablishment,
          serial,
          aadhaar,
          o.attendanceDays > 0 ? joinedForAttendance : undefined,
        );
        if (o.attendanceDays > 0) withAttendance(open[0], workers);
      }
      for (const [k, id] of open
        .slice(g === 0 ? 1 : 0, o.establishmentsWithEmployees + (g === 0 ? 1 : 0))
        .entries()) {
        const attended = o.attendanceDays > 0 && k < o.establishmentsWithAttendance;
        const workers = await addWorkers(
          tx,
          id,
          o.employeesPerEstablishment,
          serial,
          aadhaar,
          attended ? joinedForAttendance : undefined,
        );
        if (attended) withAttendance(id, workers);
      }
      summary.employees += serial.next - before;
      if (g === 0)
        crowdedSubprojectId = await addCrowdedSubproject(
          tx,
          govtId,
          contractors.map((c) => c.id),
          state,
        );
      summary.governments++;
      summary.projects += projectRows.length;
      summary.subprojects += subprojectRows.length;
      summary.establishments += establishmentRows.length;
      log(
        `government ${g + 1}/${o.governments}: ${projectRows.length} projects, ${establishmentRows.length} establishments, ${serial.next - before} employees`,
      );
    });
  }
  // The establishments' worker totals, which the employee triggers keep, were not kept with them off.
  await db.execute(sql`select recount_employee_counts()`);
  const attendance = await addLargeAttendance(db, attendanceSites, span, log);
  const wages = await addLargeWages(db, attendanceSites, span, log);
  const processes = await addLargeProcesses(db, attendanceSites, span);
  await db.execute('analyze');
  return {
    ...summary,
    attendanceEntries: attendance.entries,
    attendanceRegisters: attendance.registers,
    wageRegisters: wages.registers,
    wageEntries: wages.entries,
    employeeProcesses: processes.processes,
    /** The largest establishment's register of the last whole month (the wage register page's worst case). */
    largestWageRegisterId: wages.lastRegisterOf.get(largestEstablishmentId) ?? null,
    /** A recent working day's register of the largest establishment (the register page's worst case). */
    largestRegisterId: attendance.registerIdOf(largestEstablishmentId),
    /** The last whole month of attendance (the calendar's worst case). */
    calendarMonth: attendance.lastWholeMonth,
    run,
    firstGovernmentEmail: `large.govt1.${run}@example.in`,
    firstContractorEmail: `large.contractor1.${run}@example.in`,
    firstConsultantEmail: `large.consultant1.${run}@example.in`,
    crowdedSubprojectId,
    largestEstablishmentId,
  };
}
