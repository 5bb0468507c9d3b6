import { randomUUID } from 'node:crypto';
import { formatDate, istDateKey, paiseToRupees, rupeesToPaise, type WageEntryValues } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import {
  cancelWageRegister,
  confirmPayslips,
  createWageRegister,
  markPaidAndSigned,
  reopenWageRegister,
  reviseWageEntry,
  submitWageEntry,
} from '../../modules/wages/index.js';
import type { FileStorage } from '../../storage/index.js';
import type { Db, Executor } from '../client.js';
import { files } from '../schema/index.js';
import { inTransaction, systemActor } from '../tx.js';
import { actorOf } from './demo-actors.js';
import { signedFormPdf } from './demo-verifications.js';

/**
 * The demo's wage registers (Form B) for the three months before this one (Asia/Kolkata), made the way a contractor
 * makes them: through the wages module's services (modules/wages/index.ts), which compute every amount from the
 * attendance (demo-attendance.ts) and refuse what the law refuses. Nothing here writes an amount: the seed only
 * types what a clerk would - PF, ESIC, a festival-advance recovery, canteen dues, an attendance bonus, the payment
 * mode and UTR - and the dates. The story:
 * - the Hinkal labour camp (Shree Ganesh Constructions): the first month paid on the 5th and signed, then reopened
 *   because a mason's canteen dues were wrong, revised and signed again; the second paid on the 6th and signed;
 *   the last month in progress - Manjunath Electricals has submitted its crew, the contractor a few of its own;
 * - the Bogadi batching plant (Kaveri Builders): the first month paid late, on the 9th; the second month has no
 *   register at all (the WAGE-REGISTER-MISSING rule flags it); the last month first made for the wrong dates and
 *   cancelled, then made for the month and its payslips given.
 * A month whose attendance is not complete to its end (days never opened near today) is made up to the day before
 * the first such day. The signed registers are PDFs put in the file storage; without one the registers stop at
 * payslips given. The instants of each step are then set to the days of the story (the audit log keeps the real
 * ones).
 */

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The first and last day of the month `back` months before today's. */
function monthBefore(today: string, back: number) {
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - back);
  const from = first.toISOString().slice(0, 10);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The day `day` (1-31) of the month after the one `to` is in, not after today. */
function dayOfNextMonth(to: string, day: number, today: string) {
  const d = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const date = addDays(d.toISOString().slice(0, 10), day - 1);
  return date < today ? date : today;
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The last day from `from` to `to` up to which the attendance is complete as the register's add requires (every
 * day someone is employed has a register, completed or closed, but the weekly holiday), or null.
 */
async function completeUntil(db: Db, establishmentId: string, from: string, to: string) {
  const [row] = await rows<{ gap: string | null }>(
    db,
    sql`select min(d::date)::text as gap
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      join establishments es on es.id = ${establishmentId}
      left join attendance_registers r on r.establishment_id = es.id and r.register_date = d::date
      where exists (select 1 from employees e where e.establishment_id = es.id and e.date_of_joining <= d::date
          and (e.exit_date is null or e.exit_date >= d::date))
        and ((r.id is null and to_char(d, 'FMDay') is distinct from es.body ->> 'weeklyHoliday')
          or (r.status = 'pending' and not r.is_establishment_closed))`,
  );
  if (!row?.gap) return to;
  return row.gap > from ? addDays(row.gap, -1) : null;
}

interface Entry {
  employee_id: string;
  employee_code: string;
  skill_category: string;
  subcontracted: boolean;
  basic: string;
  da: string;
  gross: string;
}

const entriesOf = (db: Db, registerId: string) =>
  rows<Entry>(
    db,
    sql`select employee_id, employee_code, skill_category, subcontractor_agency_id is not null as subcontracted,
        basic::text, da::text, gross::text
      from wage_entries where register_id = ${registerId} order by employee_code`,
  );

/**
 * What the clerk types for a worker's line: PF at 12% of basic + DA on wages up to ₹15,000 (so at most ₹1,800),
 * ESIC at 0.75% of gross up to ₹21,000 (rounded up to the rupee), and for some a festival-advance recovery,
 * canteen dues to the workers' society or an attendance bonus - never more than 40% of gross in all.
 */
function typedAmounts(e: Entry, i: number, month: string): Partial<WageEntryValues> {
  const gross = rupeesToPaise(e.gross);
  const wages = rupeesToPaise(e.basic) + rupeesToPaise(e.da);
  const rupee = (paise: number) => paiseToRupees(Math.round(paise / 100) * 100);
  const values: Partial<WageEntryValues> = {
    pf: rupee((Math.min(wages, 1_500_000) * 12) / 100),
    esic: gross <= 2_100_000 ? paiseToRupees(Math.ceil((gross * 75) / 10_000 / 100) * 100) : '0',
    payment_mode: i % 6 === 5 ? 'cash' : 'bank_transfer',
    payment_reference: i % 6 === 5 ? null : `SBIN${month.replace('-', '')}${String(40_117 + i * 37)}`,
  };
  let used = rupeesToPaise(values.pf!) + rupeesToPaise(values.esic!);
  const add = (key: 'other_deductions' | 'society', paise: number, remarks: string) => {
    if ((used + paise) * 10 > gross * 4) return;
    used += paise;
    values[key] = paiseToRupees(paise);
    values.remarks = remarks;
  };
  if (i % 5 === 2) add('other_deductions', 100_000, 'Festival advance recovered (instalment 1 of 3)');
  if (i % 4 === 1) add('society', 25_000, 'Canteen dues to the workers’ society');
  if (i % 7 === 3) {
    values.other_earnings = '300.00';
    values.remarks = 'Attendance bonus';
  }
  return values;
}

/** Submits every pending line of a register with what the clerk types (the subcontractor's by its own user). */
async function submitLines(
  db: Db,
  register: { establishmentId: string; id: string; month: string },
  by: { contractor: AuthContext; subcontractor?: AuthContext },
  only: (e: Entry, i: number) => boolean = () => true,
) {
  for (const [i, e] of (await entriesOf(db, register.id)).entries()) {
    if (!only(e, i)) continue;
    const actor = e.subcontracted && by.subcontractor ? by.subcontractor : by.contractor;
    await submitWageEntry(
      db,
      actor,
      register.establishmentId,
      register.id,
      e.employee_id,
      typedAmounts(e, i, register.month),
    );
  }
}

/** The signed Form B, as a scanned PDF in the file storage, owned by the contractor. */
async function signedCopy(
  db: Db,
  storage: FileStorage,
  by: AuthContext,
  establishmentId: string,
  period: { from: string; to: string },
  signedOn: string,
) {
  const id = randomUUID();
  const pdf = signedFormPdf('Form B - Register of Wages (signed)', [
    `Wage period: ${formatDate(period.from)} to ${formatDate(period.to)}`,
    `Signed by the employer and the principal employer's representative on ${formatDate(signedOn)}.`,
  ]);
  const storageKey = `demo/${id}.pdf`;
  await storage.put(storageKey, pdf, 'application/pdf');
  const name = `form-b-${period.from.slice(0, 7)}-signed.pdf`;
  await inTransaction(db, systemActor('seed'), (tx) =>
    tx.insert(files).values({
      id,
      storageKey,
      name,
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      ownerAgencyId: by.agencyId!,
      establishmentId,
      uploadedBy: by.userId,
      createdAt: new Date(`${signedOn}T17:20:00+05:30`),
    }),
  );
  return { name, url: id };
}

/** Sets a register's instants to the days of the story (generated history: the audit triggers stay quiet). */
async function dateSteps(
  db: Db,
  registerId: string,
  days: { created: string; paid?: string; signed?: string; cancelled?: string; reopened?: string },
) {
  await inTransaction(db, systemActor('seed'), async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const at = (day: string | undefined, time: string) => (day ? `${day}T${time}:00+05:30` : null);
    await tx.execute(sql`update wage_registers set
        created_at = ${at(days.created, '10:15')}::timestamptz,
        submitted_on = case when submitted_on is null then null else ${at(days.created, '17:40')}::timestamptz end,
        payslips_given_on = case when payslips_given_on is null then null
          else ${at(days.paid ? addDays(days.paid, -1) : undefined, '16:30')}::timestamptz end,
        signed_on = case when signed_on is null then null else ${at(days.signed, '17:25')}::timestamptz end,
        cancelled_on = case when cancelled_on is null then null else ${at(days.cancelled, '11:05')}::timestamptz end,
        reopened_on = case when reopened_on is null then null else ${at(days.reopened, '09:50')}::timestamptz end,
        resubmitted_on = case when resubmitted_on is null then null else ${at(days.signed, '17:25')}::timestamptz end
      where id = ${registerId}`);
    await tx.execute(sql`update wage_entries set submitted_on = ${at(days.created, '17:35')}::timestamptz
      where register_id = ${registerId} and submitted_on is not null
        and submitted_on > ${at(days.created, '17:35')}::timestamptz and not modified_after_submission`);
  });
}

/** Makes, fills, pays and signs one month's register; returns its id, or null when nothing could be made. */
async function paidMonth(
  db: Db,
  storage: FileStorage | null,
  site: { establishmentId: string; contractor: AuthContext; subcontractor?: AuthContext },
  month: { from: string; to: string },
  paidOn: string,
  today: string,
) {
  const to = await completeUntil(db, site.establishmentId, month.from, month.to);
  if (!to) return null;
  const { id } = await createWageRegister(db, site.contractor, site.establishmentId, month.from, to);
  const register = { establishmentId: site.establishmentId, id, month: month.from.slice(0, 7) };
  await submitLines(db, register, site);
  const payDay = paidOn < to ? to : paidOn > today ? today : paidOn;
  await confirmPayslips(db, site.contractor, site.establishmentId, id, payDay);
  const signedOn = addDays(payDay, 3) > today ? today : addDays(payDay, 3);
  if (storage)
    await markPaidAndSigned(
      db,
      site.contractor,
      site.establishmentId,
      id,
      await signedCopy(
        db,
        storage,
        site.contractor,
        site.establishmentId,
        { from: month.from, to },
        signedOn,
      ),
    );
  await dateSteps(db, id, { created: dayOfNextMonth(to, 2, today), paid: payDay, signed: signedOn });
  return { id, to, payDay, signedOn };
}

/** Seeds the demo's wage registers (after the attendance is committed); returns how many registers. */
export async function seedDemoWages(
  db: Db,
  sites: { camp: string; plant: string },
  storage: FileStorage | null,
  today = istDateKey(),
) {
  const contractor = await actorOf(db, 'contractor@demo.anupalan.in');
  const subcontractor = await actorOf(db, 'subcontractor@demo.anupalan.in');
  const contractor2 = await actorOf(db, 'contractor2@demo.anupalan.in');
  const camp = { establishmentId: sites.camp, contractor, subcontractor };
  const plant = { establishmentId: sites.plant, contractor: contractor2 };
  const first = monthBefore(today, 3);
  const second = monthBefore(today, 2);
  const last = monthBefore(today, 1);
  let made = 0;

  // The camp: paid on the 5th and signed, then reopened to correct a mason's canteen dues and signed again.
  const campFirst = await paidMonth(db, storage, camp, first, dayOfNextMonth(first.to, 5, today), today);
  if (campFirst) {
    made++;
    if (storage) {
      await reopenWageRegister(db, contractor, camp.establishmentId, campFirst.id);
      // A contractor's worker whose line had canteen dues deducted (typedAmounts: i % 4 === 1).
      const list = await entriesOf(db, campFirst.id);
      const k = list.findIndex((e, i) => !e.subcontracted && i % 4 === 1);
      const mason = list[k];
      if (mason) {
        await reviseWageEntry(db, contractor, camp.establishmentId, campFirst.id, mason.employee_id);
        await submitWageEntry(db, contractor, camp.establishmentId, campFirst.id, mason.employee_id, {
          ...typedAmounts(mason, k, first.from.slice(0, 7)),
          society: '0',
          remarks: 'Canteen dues of the month waived: deducted in error, corrected after signing',
        });
      }
      const again = addDays(campFirst.signedOn, 2) > today ? today : addDays(campFirst.signedOn, 2);
      await confirmPayslips(db, contractor, camp.establishmentId, campFirst.id, campFirst.payDay);
      await markPaidAndSigned(
        db,
        contractor,
        camp.establishmentId,
        campFirst.id,
        await signedCopy(
          db,
          storage,
          contractor,
          camp.establishmentId,
          { from: first.from, to: campFirst.to },
          again,
        ),
      );
      await dateSteps(db, campFirst.id, {
        created: dayOfNextMonth(campFirst.to, 2, today),
        paid: campFirst.payDay,
        signed: again,
        reopened: addDays(campFirst.signedOn, 1) > today ? today : addDays(campFirst.signedOn, 1),
      });
    }
  }
  if (await paidMonth(db, storage, camp, second, dayOfNextMonth(second.to, 6, today), today)) made++;
  // The last month in progress: the subcontractor's crew submitted, a few of the contractor's, the rest pending.
  const campLastTo = await completeUntil(db, camp.establishmentId, last.from, last.to);
  if (campLastTo) {
    const { id } = await createWageRegister(db, contractor, camp.establishmentId, last.from, campLastTo);
    const register = { establishmentId: camp.establishmentId, id, month: last.from.slice(0, 7) };
    await submitLines(db, register, camp, (e, i) => e.subcontracted || i % 3 === 0);
    await dateSteps(db, id, { created: dayOfNextMonth(campLastTo, 2, today) });
    made++;
  }

  // The plant: the first month paid late (the 9th, after the 7th); no register for the second.
  if (await paidMonth(db, storage, plant, first, dayOfNextMonth(first.to, 9, today), today)) made++;
  // The last month: made for the wrong dates and cancelled, then made for the month; payslips given.
  const plantLastTo = await completeUntil(db, plant.establishmentId, last.from, last.to);
  if (plantLastTo) {
    const wrongTo = addDays(last.from, 14) < plantLastTo ? addDays(last.from, 14) : plantLastTo;
    const wrong = await createWageRegister(db, contractor2, plant.establishmentId, last.from, wrongTo);
    await cancelWageRegister(db, contractor2, plant.establishmentId, wrong.id);
    const created = dayOfNextMonth(plantLastTo, 1, today);
    await dateSteps(db, wrong.id, { created, cancelled: created });
    const { id } = await createWageRegister(db, contractor2, plant.establishmentId, last.from, plantLastTo);
    await submitLines(
      db,
      { establishmentId: plant.establishmentId, id, month: last.from.slice(0, 7) },
      plant,
    );
    const payDay = dayOfNextMonth(plantLastTo, 4, today);
    await confirmPayslips(db, contractor2, plant.establishmentId, id, payDay);
    await dateSteps(db, id, { created: dayOfNextMonth(plantLastTo, 2, today), paid: payDay });
    made += 2;
  }
  return made;
}
