import { istDateKey } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import type { AadhaarKeys } from '../../lib/aadhaar-crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import { runMorningRun } from '../../modules/compliance/compliance.service.js';
import type { FileStorage } from '../../storage/index.js';
import type { Db, Tx } from '../client.js';
import { agencies, kits, userAgencies, users } from '../schema/index.js';
import { inTransaction, systemActor } from '../tx.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoComments } from './demo-comments.js';
import { seedDemoEmployees } from './demo-employees.js';
import { seedDemoMaternity } from './demo-maternity.js';
import { seedDemoProcesses } from './demo-processes.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoRecoveries } from './demo-recoveries.js';
import { seedDemoReturns } from './demo-returns.js';
import { uploadDemoVerifications } from './demo-verifications.js';
import { seedDemoWages } from './demo-wages.js';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  email: string;
  name: string;
  what: string;
}

/** Every demo account, as the README and the start banner list them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.anupalan.in', name: 'Meera Iyer', what: 'platform admin (no agency)' },
  { email: 'govt@demo.anupalan.in', name: 'Rajesh Kumar', what: 'Government: PWD Karnataka' },
  { email: 'govt2@demo.anupalan.in', name: 'Priya Sharma', what: 'Government: PWD Karnataka (second user)' },
  { email: 'consultant@demo.anupalan.in', name: 'Anil Deshpande', what: 'Consultant: Sai Infra Consultants' },
  {
    email: 'contractor@demo.anupalan.in',
    name: 'Suresh Patil',
    what: 'Contractor: Shree Ganesh Constructions',
  },
  {
    email: 'contractor2@demo.anupalan.in',
    name: 'Lakshmi Narayan',
    what: 'Contractor: Kaveri Builders & Engineers',
  },
  {
    email: 'subcontractor@demo.anupalan.in',
    name: 'Manjunath Gowda',
    what: 'Subcontractor: Manjunath Electricals',
  },
  {
    email: 'expired@demo.anupalan.in',
    name: 'Imran Sheikh',
    what: 'Contractor: Shree Ganesh Constructions; password expired, must set a new one',
  },
  {
    email: 'multi@demo.anupalan.in',
    name: 'Farhan Qureshi',
    what: 'two agencies: Shree Ganesh Constructions and Sai Infra Consultants',
  },
];

async function addAgency(tx: Tx, type: string, scopeAgencyId: string | null, body: Record<string, unknown>) {
  const [row] = await tx
    .insert(agencies)
    .values({ type, scopeAgencyId, body: { name: String(body.name), ...body } })
    .returning({ id: agencies.id });
  return row!.id;
}

async function addUser(
  tx: Tx,
  passwordHash: string,
  email: string,
  body: { name: string; designation?: string; contactNo?: string },
  agencyIds: string[],
  isAdmin = false,
) {
  const [row] = await tx
    .insert(users)
    .values({ emailAddress: email, passwordHash, body, isAdmin, passwordChangedAt: sql`now()` })
    .returning({ id: users.id });
  for (const agencyId of agencyIds) {
    await tx.insert(userAgencies).values({ userId: row!.id, agencyId });
  }
  return row!.id;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo organisations, users and kits. Runs only into an empty database. */
/**
 * Seeds an empty database. `aadhaar`: the keys the demo workers' Aadhaar numbers are stored under (the app's
 * own, lib/aadhaar-crypto.ts); without them the workers are seeded without Aadhaar. `storage`: the app's file
 * storage, where the workers' signed verification forms are put; without it none is uploaded.
 */
export async function seedDemo(
  db: Db,
  aadhaar: AadhaarKeys | null = null,
  storage: FileStorage | null = null,
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demoSites = await inTransaction(db, systemActor('seed'), async (tx) => {
    const govt = await addAgency(tx, 'Government', null, {
      name: 'Public Works Department, Karnataka',
      office: 'PWD Office, K.R. Circle',
      state: 'Karnataka',
      city: 'Bengaluru',
    });
    const consultant = await addAgency(tx, 'Consultant', govt, {
      name: 'Sai Infra Consultants Pvt Ltd',
      emailAddress: 'office@saiinfra.example.in',
      phoneNo: '+918022345678',
      mobileNo: '+919845012345',
      houseNo: '14',
      street: '2nd Cross, Jayanagar 4th Block',
      town: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      pincode: '560011',
    });
    // Each agency has its own office, telephone and mobile: the demo should not look copied.
    const contractor = await addAgency(tx, 'Contractor', govt, {
      name: 'Shree Ganesh Constructions',
      type: 'Company',
      panNo: 'AAFCS1234K',
      emailAddress: 'accounts@shreeganesh.example.in',
      phoneNo: '+918212456789',
      mobileNo: '+919900112233',
      houseNo: '221',
      street: 'Industrial Suburb, 1st Stage',
      town: 'Mysuru',
      district: 'Mysuru',
      state: 'Karnataka',
      pincode: '570008',
      lin: '',
    });
    const contractor2 = await addAgency(tx, 'Contractor', govt, {
      name: 'Kaveri Builders & Engineers',
      type: 'Partnership Firm',
      panNo: 'AAKFK5678M',
      emailAddress: 'office@kaveribuilders.example.in',
      phoneNo: '+918232224567',
      mobileNo: '+919448061742',
      houseNo: '47/2',
      street: 'Subhash Nagar, 3rd Cross',
      town: 'Mandya',
      district: 'Mandya',
      state: 'Karnataka',
      pincode: '571401',
      lin: '',
    });
    const subcontractor = await addAgency(tx, 'Subcontractor', govt, {
      name: 'Manjunath Electricals',
      emailAddress: 'manjunath.electricals@example.in',
      phoneNo: '+918212423310',
      mobileNo: '+919845633021',
      houseNo: '18',
      street: 'Sayyaji Rao Road',
      town: 'Mysuru',
      district: 'Mysuru',
      state: 'Karnataka',
      pincode: '570001',
    });

    const byEmail = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, a.name]));
    const person = (email: string, designation: string, contactNo: string) => ({
      name: byEmail[email]!,
      designation,
      contactNo,
    });
    await addUser(
      tx,
      passwordHash,
      'admin@demo.anupalan.in',
      person('admin@demo.anupalan.in', 'Platform Administrator', '+919880011001'),
      [],
      true,
    );
    await addUser(
      tx,
      passwordHash,
      'govt@demo.anupalan.in',
      person('govt@demo.anupalan.in', 'Executive Engineer', '+919880011002'),
      [govt],
    );
    await addUser(
      tx,
      passwordHash,
      'govt2@demo.anupalan.in',
      person('govt2@demo.anupalan.in', 'Assistant Executive Engineer', '+919880011003'),
      [govt],
    );
    await addUser(
      tx,
      passwordHash,
      'consultant@demo.anupalan.in',
      person('consultant@demo.anupalan.in', 'Project Manager', '+919880011004'),
      [consultant],
    );
    await addUser(
      tx,
      passwordHash,
      'contractor@demo.anupalan.in',
      person('contractor@demo.anupalan.in', 'Managing Partner', '+919880011005'),
      [contractor],
    );
    await addUser(
      tx,
      passwordHash,
      'contractor2@demo.anupalan.in',
      person('contractor2@demo.anupalan.in', 'Site Engineer', '+919880011006'),
      [contractor2],
    );
    await addUser(
      tx,
      passwordHash,
      'subcontractor@demo.anupalan.in',
      person('subcontractor@demo.anupalan.in', 'Proprietor', '+919880011007'),
      [subcontractor],
    );
    await addUser(
      tx,
      passwordHash,
      'multi@demo.anupalan.in',
      person('multi@demo.anupalan.in', 'Compliance Officer', '+919880011008'),
      [contractor, consultant],
    );
    const expired = await addUser(
      tx,
      passwordHash,
      'expired@demo.anupalan.in',
      person('expired@demo.anupalan.in', 'Accounts Assistant', '+919880011009'),
      [contractor],
    );
    await tx.update(users).set({ isPwdExpired: true }).where(eq(users.id, expired));

    await tx.insert(kits).values(DEMO_KITS);
    const sites = await seedDemoProjects(tx, { govt, consultant, contractor, contractor2, subcontractor });
    await seedDemoEmployees(tx, { ...sites, subcontractor }, aadhaar);
    if (storage) await uploadDemoVerifications(tx, storage, [sites.camp, sites.plant]);
    await seedDemoAttendance(tx, sites);
    await seedDemoComments(tx);
    return sites;
  });
  // Wage registers through the wages module's services, which read the committed attendance.
  await seedDemoWages(db, demoSites, storage);
  // Accidents, complaints and terminations through the processes module, after the wages they must not change.
  await seedDemoProcesses(db, demoSites);
  // Recoveries (Form C) and maternity claims (Form E) through the same module, with their rules.
  await seedDemoRecoveries(db, demoSites);
  await seedDemoMaternity(db, demoSites);
  // Statutory returns filed through the returns module (one half-filed).
  await seedDemoReturns(db, demoSites, storage);
  // The compliance engine's morning runs of the last two weeks, each as of its own day over the demo's records
  // (deadlines pass, so the counts move), then today's, so the counts, the dashboard, the Law page and the
  // Government overview's trend show real items.
  for (let daysAgo = DEMO_MORNINGS - 1; daysAgo >= 1; daysAgo -= 1) {
    const day = istDateKey(new Date(Date.now() - daysAgo * 86_400_000));
    await runMorningRun(db, { asOf: day, startedAt: new Date(`${day}T06:00:00+05:30`) });
  }
  await runMorningRun(db);
  return true;
}

/** How many morning runs the demo starts with, today's the last: the Government overview's trend shows 14. */
const DEMO_MORNINGS = 14;

const DEMO_KITS = [
  {
    name: 'BOCW Act handbook',
    description:
      'Registration of establishments and workers under the Building and Other Construction Workers Act, 1996, and the cess.',
    link: '/kits/bocw-handbook.html',
    docCategoryId: 1,
    body: { kitColor: '#e7f5ff', titleColor: '#1864ab' },
    sortOrder: 1,
  },
  {
    name: 'Contract Labour licence kit',
    description:
      'Licence under the Contract Labour (Regulation and Abolition) Act, 1970: who needs it and how to apply.',
    link: '/kits/contract-labour-licence.html',
    docCategoryId: 1,
    body: { kitColor: '#ebfbee', titleColor: '#2b8a3e' },
    sortOrder: 2,
  },
  {
    name: 'Statutory registers guide',
    description:
      'Forms A to E: employee, wage, deduction, attendance and leave registers, and how Anupalan keeps them.',
    link: '/kits/statutory-registers.html',
    docCategoryId: 2,
    body: { kitColor: '#fff4e6', titleColor: '#d9480f' },
    sortOrder: 3,
  },
  {
    name: 'Site safety and welfare checklist',
    description:
      'Drinking water, latrines, first aid, creche and safety officer duties for construction sites.',
    link: '/kits/site-welfare-checklist.html',
    docCategoryId: 3,
    body: { kitColor: '#f8f0fc', titleColor: '#862e9c' },
    sortOrder: 4,
  },
];
