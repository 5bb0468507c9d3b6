import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import type { EstablishmentInScope } from '../scope/index.js';
import type { ReturnRow } from './returns.queries.js';

/**
 * The return's document (GET returns/{returnId}): the blank form in force for its period, as printable HTML, with
 * what Anupalan knows filled in (establishment, contractor, period, licence or registration number) and the rest
 * left for the contractor to complete, sign and upload. The particulars follow the form's headings (Form XXIV of the
 * Contract Labour Central Rules r.82, Form XVIII of the OSH Central Rules r.98, Form XXV of the BOCW Central Rules
 * r.242); the form's exact layout in the gazette is the authority, this page is a working copy.
 */

const HALF_YEARLY_PARTICULARS = [
  'Name and address of the principal employer',
  'Nature of the work done during the half-year',
  'Duration of the contract: from / to',
  'Number of days during the half-year on which the establishment worked',
  'Maximum number of contract workers employed on any day (men / women)',
  'Daily hours of work and spread-over',
  'Weekly holiday observed, and whether paid for',
  'Number of man-days worked',
  'Amount of wages paid (rupees)',
  'Amount of deductions from wages (rupees)',
  'Overtime: number of workers and hours worked',
  'Welfare provided: canteen, rest rooms, drinking water, latrines and urinals, first aid, creche',
];

const ANNUAL_PARTICULARS = [
  'Name and address of the employer',
  'Nature of the building or other construction work',
  'Date of commencement and (expected) date of completion of the work',
  'Number of days worked in the year',
  'Maximum number of building workers employed on any day (men / women)',
  'Number of man-days worked',
  'Amount of wages paid (rupees)',
  'Accidents during the year: number, fatal and non-fatal',
  'Cess paid under the BOCW Welfare Cess Act: amount and date',
  'Welfare provided: canteen, rest rooms, drinking water, latrines and urinals, first aid, creche',
];

/** The contractor's name and the latest licence (type 1) or BOCW registration (type 2) number. */
async function headerFacts(db: Executor, found: EstablishmentInScope, licenceType: number) {
  const result = (await db.execute(sql`select
      (select body ->> 'name' from agencies where id = ${found.establishment.contractorAgencyId}) as contractor,
      (select l.body ->> 'licenseNo' from establishment_licenses l
        where l.establishment_id = ${found.establishment.id} and l.license_type = ${licenceType}
        order by l.end_date desc limit 1) as licence`)) as unknown as {
    rows: { contractor: string | null; licence: string | null }[];
  };
  return result.rows[0] ?? { contractor: null, licence: null };
}

export async function returnFormPage(db: Executor, found: EstablishmentInScope, row: ReturnRow) {
  const halfYearly = row.frequency === 'half_yearly';
  const facts = await headerFacts(db, found, halfYearly ? 1 : 2);
  const body = found.establishment.body as { name?: string; state?: string; address?: string };
  const known: [string, string][] = [
    [
      'Name and address of the establishment',
      [body.name, body.address, body.state].filter(Boolean).join(', '),
    ],
    [halfYearly ? 'Name and address of the contractor' : 'Name of the contractor', facts.contractor ?? ''],
    [halfYearly ? 'Licence number' : 'Registration number of the establishment', facts.licence ?? ''],
    ['Period of the return', `${displayDate(row.start_on)} to ${displayDate(row.end_on)}`],
    ['Due on', displayDate(row.due_on)],
  ];
  const rows = [
    ...known.map(([label, value]) => `<tr><td>${esc(label)}</td><td>${esc(value)}</td></tr>`),
    ...(halfYearly ? HALF_YEARLY_PARTICULARS : ANNUAL_PARTICULARS).map(
      (label) => `<tr><td>${esc(label)}</td><td>&nbsp;</td></tr>`,
    ),
  ].join('');
  return printablePage({
    title: `${row.doc_name} ${row.name}`,
    landscape: false,
    body: `<h1>${esc(row.doc_name)}: ${esc(row.name)}</h1>
<p class="rule">${esc(row.citation)}</p>
<p class="hint">Please download the given documents and fill up the necessary details before uploading.</p>
<table class="form"><tbody>${rows}</tbody></table>
<div class="sign"><span>Place:</span><span>Date:</span><span>Signature of the ${halfYearly ? 'contractor' : 'employer'}</span></div>`,
  });
}
