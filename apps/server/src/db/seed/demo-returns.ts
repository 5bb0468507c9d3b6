import { randomUUID } from 'node:crypto';
import { formatDate, istDateKey, type ReturnItem } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import { listReturns, saveReturnUploads } from '../../modules/returns/index.js';
import { establishmentInScope } from '../../modules/scope/index.js';
import type { FileStorage } from '../../storage/index.js';
import type { Db } from '../client.js';
import { files } from '../schema/index.js';
import { inTransaction, systemActor } from '../tx.js';
import { actorOf } from './demo-actors.js';
import { signedFormPdf } from './demo-verifications.js';

/**
 * The demo's statutory returns, filed the way a contractor files them: the returns module lists the periods owed
 * since each establishment's commencement (making their rows) and saves the uploads (modules/returns). The story:
 * - the Hinkal labour camp (Shree Ganesh Constructions) has filed every return whose period has ended: the signed
 *   return a week before it was due, the speed-post receipt the next day;
 * - the Bogadi batching plant (Kaveri Builders) filed its earlier returns, but for the latest half-year only the
 *   signed return is uploaded - the proof of dispatch is missing, so the return shows '1/2 Completed' and the
 *   compliance engine flags it once it is due.
 * The documents are one-page PDFs put in the file storage; without a storage nothing is uploaded (the rows are still
 * made). The instants of each upload are then set to the days of the story (the audit log keeps the real ones).
 */

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A PDF of the return's document put in the storage and the files table, uploaded on `day`. */
async function storeDocument(
  db: Db,
  storage: FileStorage,
  by: AuthContext,
  establishmentId: string,
  item: ReturnItem,
  what: 'signed' | 'receipt',
  day: string,
) {
  const id = randomUUID();
  const r = item.est_returns;
  const title =
    what === 'signed'
      ? `${item.cms_returns.doc_name} - ${item.cms_returns.name} (signed)`
      : 'India Post - Speed Post booking receipt';
  const pdf = signedFormPdf(title, [
    `Period: ${formatDate(r.start_on)} to ${formatDate(r.end_on)}`,
    what === 'signed'
      ? `Signed by the employer on ${formatDate(day)}.`
      : `Article EK${String(Math.abs(hash(id)) % 1e9).padStart(9, '0')}IN to the Licensing Officer, Mysuru, booked on ${formatDate(day)}.`,
  ]);
  const storageKey = `demo/${id}.pdf`;
  await storage.put(storageKey, pdf, 'application/pdf');
  const name = `${item.cms_returns.doc_name.toLowerCase().replace(/\s+/g, '-')}-${r.start_on.slice(0, 7)}-${what === 'signed' ? 'signed' : 'speed-post-receipt'}.pdf`;
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
      createdAt: new Date(`${day}T16:10:00+05:30`),
    }),
  );
  return { name, url: id };
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

/** Files the ended returns of one establishment; the latest one only half when `lastHalf`. */
async function fileReturns(
  db: Db,
  storage: FileStorage,
  by: AuthContext,
  establishmentId: string,
  today: string,
  lastHalf: boolean,
) {
  const found = await establishmentInScope(db, by, establishmentId);
  const from = found.establishment.commencementDate ?? today;
  const list = await listReturns({ db }, by, found, {
    from_date: from,
    to_date: addDays(today, 365),
  });
  const ended = list.returns.filter((r) => r.period_ended);
  for (const [i, item] of ended.entries()) {
    const half = lastHalf && i === ended.length - 1;
    const signedOn = [addDays(item.est_returns.due_on, -7), today].sort()[0]!;
    const sentOn = [addDays(item.est_returns.due_on, -6), today].sort()[0]!;
    const signedReturn = await storeDocument(db, storage, by, establishmentId, item, 'signed', signedOn);
    const proofDispatch = half
      ? undefined
      : await storeDocument(db, storage, by, establishmentId, item, 'receipt', sentOn);
    await saveReturnUploads({ db }, by, establishmentId, item.est_returns.id, {
      signedReturn,
      proofDispatch,
    });
    // The days of the story, not the seed's instant.
    await inTransaction(db, by, (tx) =>
      tx.execute(sql`update est_returns set
          body = jsonb_set(case when body ? 'proofDispatch'
            then jsonb_set(body, '{proofDispatch,uploaded_on}', to_jsonb(${`${sentOn}T10:40:00.000Z`}::text))
            else body end, '{signedReturn,uploaded_on}', to_jsonb(${`${signedOn}T11:15:00.000Z`}::text)),
          submitted_on = case when submitted_on is null then null else ${`${sentOn}T16:10:00+05:30`}::timestamptz end
        where id = ${item.est_returns.id}`),
    );
  }
}

export async function seedDemoReturns(
  db: Db,
  sites: { camp: string; plant: string },
  storage: FileStorage | null,
  today = istDateKey(),
) {
  const contractor = await actorOf(db, 'contractor@demo.anupalan.in');
  const contractor2 = await actorOf(db, 'contractor2@demo.anupalan.in');
  if (!storage) {
    // Without a file storage the rows are made (the returns page lists them), nothing is uploaded.
    for (const [by, id] of [
      [contractor, sites.camp],
      [contractor2, sites.plant],
    ] as const) {
      const found = await establishmentInScope(db, by, id);
      await listReturns({ db }, by, found, {
        from_date: found.establishment.commencementDate ?? today,
        to_date: addDays(today, 365),
      });
    }
    return;
  }
  await fileReturns(db, storage, contractor, sites.camp, today, false);
  await fileReturns(db, storage, contractor2, sites.plant, today, true);
}
