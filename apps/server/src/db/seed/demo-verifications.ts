import { randomUUID } from 'node:crypto';
import { formatDate } from '@anupalan/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { VERIFICATION_FORMS } from '../../modules/employees/verification-forms.js';
import type { FileStorage } from '../../storage/index.js';
import type { Tx } from '../client.js';
import { employees, employeeVerifications, establishments, files, userAgencies } from '../schema/index.js';

/**
 * The demo's signed verification forms: most workers' self-declarations and police verifications are uploaded as
 * the scans a site office keeps (a one-page PDF each, stored like any upload and linked from the form's row);
 * a few are left for the compliance rule VERIFICATION-OVERDUE to find. Seeded only when the seed is given the
 * app's file storage (`npm start`, `npm run seed`); the tests' template has no storage and no uploads.
 */
export async function uploadDemoVerifications(tx: Tx, storage: FileStorage, establishmentIds: string[]) {
  const workers = await tx
    .select({
      id: employees.id,
      establishmentId: employees.establishmentId,
      code: employees.employeeCode,
      name: sql<string>`concat_ws(' ', ${employees.name}, ${employees.surname})`,
      joined: employees.dateOfJoining,
      owner: sql<string>`coalesce(${employees.subcontractorAgencyId}, ${establishments.contractorAgencyId})`,
    })
    .from(employees)
    .innerJoin(establishments, eq(establishments.id, employees.establishmentId))
    .where(inArray(employees.establishmentId, establishmentIds))
    .orderBy(asc(employees.employeeCode));
  const uploaders = new Map<string, string>();
  for (const [i, w] of workers.entries()) {
    // Varied on purpose: one in seven has not handed in the self-declaration, one in four awaits the police.
    const uploaded = VERIFICATION_FORMS.filter((f) =>
      f.code === 'self-declaration' ? i % 7 !== 4 : i % 4 !== 2,
    );
    if (uploaded.length === 0) continue;
    let uploader = uploaders.get(w.owner);
    if (!uploader) {
      const [u] = await tx
        .select({ id: userAgencies.userId })
        .from(userAgencies)
        .where(eq(userAgencies.agencyId, w.owner))
        .limit(1);
      uploader = u!.id;
      uploaders.set(w.owner, uploader);
    }
    for (const [n, form] of uploaded.entries()) {
      const signedOn = addDays(w.joined, 2 + n * 9 + (i % 5));
      const pdf = signedFormPdf(form.title, [
        `Worker: ${w.name} (${w.code})`,
        `Date of joining: ${formatDate(w.joined)}`,
        `Signed on ${formatDate(signedOn)} and countersigned by the employer.`,
      ]);
      const id = randomUUID();
      const storageKey = `demo/${id}.pdf`;
      await storage.put(storageKey, pdf, 'application/pdf');
      const name = `${form.urlPart}-${w.code}.pdf`;
      await tx.insert(files).values({
        id,
        storageKey,
        name,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        ownerAgencyId: w.owner,
        establishmentId: w.establishmentId,
        uploadedBy: uploader,
        createdAt: new Date(`${signedOn}T16:30:00+05:30`),
      });
      await tx
        .update(employeeVerifications)
        .set({
          body: { name, url: id },
          submittedOn: new Date(`${signedOn}T16:30:00+05:30`),
          submittedBy: uploader,
        })
        .where(
          and(eq(employeeVerifications.employeeId, w.id), eq(employeeVerifications.formCode, form.code)),
        );
    }
  }
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A one-page A4 PDF holding a title and a few lines of text (Helvetica; text kept to printable ASCII). */
export function signedFormPdf(title: string, lines: string[]): Buffer {
  const text = (s: string) => s.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 16 Tf 56 780 Td',
    `(${text(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((l) => ['0 -24 Td', `(${text(l)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
