import { maskAadhaar, SKILL_CATEGORIES, SKILL_KEYS } from '@anupalan/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { agencies, employees } from '../../db/schema/index.js';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { employeesOfCaller } from './employees.queries.js';

/**
 * Form A, the employee register (Ease of Compliance to Maintain Registers Rules 2017, GSR 154(E)), column for
 * column as notified, and its adolescent variant: the workers aged 14 to 18 today, whose remarks hold the nature
 * of work, daily hours and rest intervals. One worker per row, in the list's order (by employee code).
 */
export const FORM_A_COLUMNS = [
  'Sl. No.',
  'Employee Code',
  'Name',
  'Surname',
  'Gender',
  "Father's / Spouse Name",
  'Date of Birth',
  'Nationality',
  'Education Level',
  'Date of Joining',
  'Designation',
  'Category (HS/S/SS/US)',
  'Type of Employment',
  'Mobile',
  'UAN',
  'PAN',
  'ESIC IP',
  'LWF',
  'AADHAAR',
  'Bank A/c Number',
  'Bank',
  'Branch (IFSC)',
  'Present Address',
  'Permanent Address',
  'Service Book No.',
  'Date of Exit',
  'Reason for Exit',
  'Mark of Identification',
  'Photo',
  'Specimen Signature / Thumb Impression',
  'Remarks',
] as const;

/**
 * Relative widths of the columns on an A4 landscape page (fixed table layout): the dates, the code, the mobile and
 * the masked Aadhaar get the room to stay on one line, the addresses the most.
 */
const COLUMN_WIDTHS = [
  2.2, 6.2, 4.5, 4, 4, 4.5, 4.6, 4, 4, 4.6, 4.5, 4.5, 4.3, 7.4, 3, 3, 3, 2.6, 5.5, 4.5, 4, 4.5, 6, 6, 3, 4.6,
  3.5, 3.5, 3.5, 4, 4.5,
];
const TOTAL_WIDTH = COLUMN_WIDTHS.reduce((a, b) => a + b, 0);
const COLGROUP = `<colgroup>${COLUMN_WIDTHS.map((w) => `<col style="width:${((100 * w) / TOTAL_WIDTH).toFixed(2)}%">`).join('')}</colgroup>`;

/** Dates and the masked Aadhaar break only at their own breaks, never inside a number. */
const WHOLE_WORDS = new Set([6, 9, 18, 25]);
const cellClass = (col: number) => (WHOLE_WORDS.has(col) ? ' class="words"' : '');
/** DD/MM/YYYY that may break after the month (a narrow column), never inside a number. */
const day = (value: string | null) => esc(displayDate(value)).replace(/^(\d{2}\/\d{2}\/)/, '$1<wbr>');

export type RegisterKind = 'employee-register' | 'adol-employee-register';

const SHORT_SKILL: Record<string, string> = {
  highlySkilled: 'HS',
  skilled: 'S',
  semiSkilled: 'SS',
  unskilled: 'US',
};
const skillLabel = (key: string) => {
  const i = SKILL_KEYS.indexOf(key as (typeof SKILL_KEYS)[number]);
  return i < 0 ? key : `${SKILL_CATEGORIES[i]} (${SHORT_SKILL[key]})`;
};

type Body = Record<string, unknown>;
const text = (body: Body, key: string) => {
  const v = body[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

/** An uploaded image (photo, signature) served through /api/files after the same scope check. */
function image(body: Body, key: string, alt: string) {
  const file = body[key] as { url?: unknown } | undefined;
  if (!file || typeof file.url !== 'string' || file.url === '') return '';
  return `<img src="/api/files?url=${esc(encodeURIComponent(file.url))}" alt="${esc(alt)}">`;
}

function remarks(body: Body, adolescent: boolean) {
  const parts: string[] = [];
  if (adolescent) {
    const a = (body.adolescent ?? {}) as Body;
    parts.push(`Nature of work: ${text(a, 'natureOfWork')}`);
    parts.push(`Daily hours: ${text(a, 'dailyHours')}`);
    parts.push(`Rest intervals: ${text(a, 'restIntervals')}`);
  }
  if (text(body, 'remarks')) parts.push(text(body, 'remarks'));
  return parts.map(esc).join('<br>');
}

export async function formARows(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  kind: RegisterKind,
  today: string,
) {
  const adolescentOnly =
    kind === 'adol-employee-register'
      ? sql`${employees.dateOfBirth} > (${today}::date - interval '18 years')
          and ${employees.dateOfBirth} <= (${today}::date - interval '14 years')`
      : undefined;
  return deps.db
    .select({
      code: employees.employeeCode,
      name: employees.name,
      surname: employees.surname,
      dob: employees.dateOfBirth,
      doj: employees.dateOfJoining,
      designation: employees.designation,
      skill: employees.skillCategory,
      exit: employees.exitDate,
      last4: employees.aadhaarLast4,
      body: employees.body,
    })
    .from(employees)
    .where(and(employeesOfCaller(auth, establishmentId), adolescentOnly))
    .orderBy(asc(employees.employeeCode), asc(employees.id));
}

/** Whose register it is: the subcontractor's own for a subcontractor, else the contractor's. */
async function employerName(deps: Deps, auth: AuthContext, found: EstablishmentInScope) {
  const agencyId =
    auth.role === 'Subcontractor' && auth.agencyId ? auth.agencyId : found.establishment.contractorAgencyId;
  const [row] = await deps.db
    .select({ name: sql<string>`${agencies.body} ->> 'name'` })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.name ?? '';
}

export async function renderFormA(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  kind: RegisterKind,
  today: string,
): Promise<string> {
  const est = found.establishment;
  const estBody = est.body as unknown as Body;
  const [rows, employer] = await Promise.all([
    formARows(deps, auth, est.id, kind, today),
    employerName(deps, auth, found),
  ]);
  const adolescent = kind === 'adol-employee-register';
  const title = adolescent ? 'Form A: Employee Register (adolescent workers)' : 'Form A: Employee Register';
  const cells = rows.map((r, i) => {
    const b = r.body as Body;
    const row = [
      esc(i + 1),
      esc(r.code),
      esc(r.name),
      esc(r.surname),
      esc(text(b, 'gender')),
      esc(text(b, 'fatherOrSpouseName')),
      day(r.dob),
      esc(text(b, 'nationality')),
      esc(text(b, 'education')),
      day(r.doj),
      esc(r.designation),
      esc(skillLabel(r.skill)),
      esc(text(b, 'employmentType')),
      esc(text(b, 'mobile')),
      esc(text(b, 'uan')),
      esc(text(b, 'pan')),
      esc(text(b, 'esicIpNo')),
      esc(text(b, 'lwfNo')),
      esc(r.last4 ? maskAadhaar(r.last4) : ''),
      esc(text(b, 'bankAccount')),
      esc(text(b, 'bankName')),
      esc(text(b, 'ifsc')),
      esc(text(b, 'presentAddress')),
      esc(text(b, 'permanentAddress')),
      esc(text(b, 'serviceBookNo')),
      day(r.exit),
      esc(text(b, 'exitReason')),
      esc(text(b, 'identificationMark')),
      image(b, 'photo', 'Photo'),
      image(b, 'signature', 'Signature'),
      remarks(b, adolescent),
    ];
    return `<tr>${row.map((c, col) => `<td${cellClass(col)}>${c}</td>`).join('')}</tr>`;
  });
  const empty = `<tr><td class="empty" colspan="${FORM_A_COLUMNS.length}">No workers recorded.</td></tr>`;
  const body = `<p class="hint">Print this page on A4 landscape (Ctrl+P).</p>
<h1>${esc(title)}</h1>
<p class="rule">[See rule 2(1) of the Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017]</p>
<div class="head"><span><b>Name of the Establishment:</b> ${esc(text(estBody, 'name'))}</span>
<span><b>Name of the Employer:</b> ${esc(employer)}</span>
<span><b>LIN:</b> ${esc(text(estBody, 'lin'))}</span></div>
<table class="register">${COLGROUP}<thead><tr>${FORM_A_COLUMNS.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead>
<tbody>${cells.length ? cells.join('\n') : empty}</tbody></table>`;
  return printablePage({ title, landscape: true, body });
}
