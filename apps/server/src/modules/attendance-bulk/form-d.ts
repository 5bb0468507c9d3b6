import { ATTENDANCE_WORKBOOK_MAX_DAYS, type AttendanceRangeQuery } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { agencies } from '../../db/schema/index.js';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { clock12 } from './cells.js';
import { addDays } from './entry-rules.js';
import { attendanceRange } from './range.js';
import { type DayRow, dayRows, formASerials } from './reads.queries.js';

/**
 * Form D, the attendance register (Ease of Compliance to Maintain Registers Rules 2017, GSR 154(E)): the header
 * (establishment, employer, LIN, period) and per worker the serial number in Form A, name, relay or set of work,
 * place of work, the in and out times of each day of the period, the days summary and the hours as remarks (by
 * week, weeks starting Monday). Rendered on the server; every text escaped (lib/printable.ts).
 */
export interface FormDWorker {
  serial: number | null;
  code: string;
  name: string;
  setOfWork: string;
  days: Map<string, DayRow>;
}

export interface FormDData {
  title: string;
  establishment: string;
  employer: string;
  lin: string;
  placeOfWork: string;
  from: string;
  to: string;
  workers: FormDWorker[];
}

const WEEKDAY = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const clockCell = (stamp: string | null) =>
  stamp ? clock12(Number(stamp.slice(11, 13)) * 60 + Number(stamp.slice(14, 16))) : '';
const hours = (minutes: number) => (Math.round((minutes / 60) * 100) / 100).toString();

/** 31 days in and out on an A4 landscape page: small type, the names and sums the room they need. */
const FORM_D_STYLE = `
table.form-d td,table.form-d th{font-size:6pt;padding:1px;text-align:center;word-break:normal;overflow-wrap:anywhere}
table.form-d td.d{font-size:5.5pt;line-height:1.15;overflow-wrap:normal}table.form-d .nd{font-size:5pt;color:#333}
table.form-d .mon{border-left:2px solid #000}table.form-d td.sum{text-align:left}table.form-d th.io{font-weight:500}`;

/** The marks of a day that is not Present (the legend under the table explains them). */
const MARKS: Record<string, string> = { absent: 'A', paid_leave: 'PL', week_off: 'WO' };

/** A time as the cell shows it: '08:00' over 'AM' (a day's column is narrow). */
const timeCell = (stamp: string | null) => esc(clockCell(stamp)).replace(' ', '<br>');

function dayCells(r: DayRow | undefined, monday: boolean): [string, string] {
  const cls = monday ? ' class="d mon"' : ' class="d"';
  if (!r || (r.type === null && !r.closed)) return [`<td${cls}></td>`, `<td${cls}></td>`];
  if (r.type === null) return [`<td${cls} rowspan="2">C</td>`, ''];
  if (r.type !== 'present') return [`<td${cls} rowspan="2">${MARKS[r.type] ?? ''}</td>`, ''];
  const nextDay =
    r.outTime && r.outTime.slice(0, 10) !== r.day ? '<br><span class="nd">(Next Day)</span>' : '';
  return [`<td${cls}>${timeCell(r.inTime)}</td>`, `<td${cls}>${timeCell(r.outTime)}${nextDay}</td>`];
}

/**
 * The columns' widths on the page (fixed table layout): the worker's columns, the In/Out labels and the sums keep
 * their room; the days share the rest, at most 6% each, so a short period makes a narrower table, not wide days.
 */
function columnLayout(dayCount: number) {
  const fixed = [3, 7, 5, 5, 2.5];
  const sums = [6, 10];
  const room = 100 - [...fixed, ...sums].reduce((a, b) => a + b, 0);
  const day = Math.min(room / Math.max(dayCount, 1), 6);
  const widths = [...fixed, ...Array.from({ length: dayCount }, () => day), ...sums];
  const total = widths.reduce((a, b) => a + b, 0);
  const colgroup = `<colgroup>${widths.map((w) => `<col style="width:${((100 * w) / total).toFixed(3)}%">`).join('')}</colgroup>`;
  return { colgroup, width: Math.min(100, Math.round(total * 100) / 100) };
}

/** Days present, absent, on paid leave and weekly off; hours worked and overtime, in all and by week (from Monday). */
function summary(worker: FormDWorker) {
  const count = { present: 0, absent: 0, paid_leave: 0, week_off: 0 };
  let worked = 0;
  let overtime = 0;
  const weeks = new Map<string, number>();
  for (const r of worker.days.values()) {
    if (r.type && r.type in count) count[r.type as keyof typeof count]++;
    if (r.type !== 'present') continue;
    worked += r.workedMinutes ?? 0;
    overtime += Number(r.overtimeHours ?? 0);
    const monday = addDays(r.day, -((weekday(r.day) + 6) % 7));
    weeks.set(monday, (weeks.get(monday) ?? 0) + (r.workedMinutes ?? 0));
  }
  const days = [
    `Present: ${count.present}`,
    `Absent: ${count.absent}`,
    `Paid leave: ${count.paid_leave}`,
    `Weekly off: ${count.week_off}`,
  ];
  const byWeek = [...weeks]
    .sort()
    .map(([monday, minutes]) => `${displayDate(monday).slice(0, 5)}: ${hours(minutes)}`)
    .join('; ');
  const remarks = [`Hours: ${hours(worked)}`, `Overtime: ${overtime}`];
  if (byWeek) remarks.push(`Weeks from Monday ${byWeek}`);
  return { days: days.map(esc).join('<br>'), remarks: remarks.map(esc).join('<br>') };
}

/** The page, from what the register holds (pure: tested with awkward names). */
export function formDPage(data: FormDData): string {
  const days: string[] = [];
  for (let d = data.from; d <= data.to; d = addDays(d, 1)) days.push(d);
  const isMonday = (d: string) => weekday(d) === 1;
  const head = days
    .map(
      (d) =>
        `<th${isMonday(d) ? ' class="mon"' : ''}>${Number(d.slice(8, 10))}<br><small>${WEEKDAY[weekday(d)]}</small></th>`,
    )
    .join('');
  const body = data.workers.map((w) => {
    const cells = days.map((d) => dayCells(w.days.get(d), isMonday(d)));
    const s = summary(w);
    const fixed = [
      esc(w.serial ?? ''),
      `${esc(w.name)}<br><small>${esc(w.code)}</small>`,
      esc(w.setOfWork),
      esc(data.placeOfWork),
    ]
      .map((c) => `<td rowspan="2">${c}</td>`)
      .join('');
    return `<tr>${fixed}<th class="io">In</th>${cells.map((c) => c[0]).join('')}<td rowspan="2" class="sum">${s.days}</td><td rowspan="2" class="sum">${s.remarks}</td></tr>
<tr><th class="io">Out</th>${cells.map((c) => c[1]).join('')}</tr>`;
  });
  const span = days.length + 7;
  const layout = columnLayout(days.length);
  const empty = `<tr><td class="empty" colspan="${span}">No workers employed in this period.</td></tr>`;
  const html = `<p class="hint">Print this page on A4 landscape (Ctrl+P).</p>
<h1>${esc(data.title)}</h1>
<p class="rule">[See rule 2(1) of the Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017]</p>
<div class="head"><span><b>Name of the Establishment:</b> ${esc(data.establishment)}</span>
<span><b>Name of the Employer:</b> ${esc(data.employer)}</span>
<span><b>LIN:</b> ${esc(data.lin)}</span>
<span><b>For the period from</b> ${esc(displayDate(data.from))} <b>to</b> ${esc(displayDate(data.to))}</span></div>
<table class="register form-d" style="width:${layout.width}%">${layout.colgroup}<thead><tr><th>Sl. No. in Form A</th>
<th>Name</th><th>Relay or Set of Work</th><th>Place of Work</th><th class="io"></th>${head}<th>Summary: No. of Days</th>
<th>Remarks: No. of Hours</th></tr></thead>
<tbody>${body.length ? body.join('\n') : empty}</tbody></table>
<p class="hint">A: absent; PL: paid leave; WO: weekly off; C: establishment closed; an empty day has no entry submitted.
A thick line marks each Monday (weeks start on Monday).</p>
<div class="sign"><span>Signature of the employer or the person authorised</span></div>`;
  return printablePage({ title: data.title, landscape: true, body: html, style: FORM_D_STYLE });
}

/** Whose register it is: the subcontractor's own for a subcontractor, else the contractor's (as Form A). */
async function employerName(deps: Deps, auth: AuthContext, found: EstablishmentInScope) {
  const agencyId =
    auth.role === 'Subcontractor' && auth.agencyId ? auth.agencyId : found.establishment.contractorAgencyId;
  const [row] = await deps.db
    .select({ name: sql<string>`${agencies.body} ->> 'name'` })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.name ?? '';
}

const text = (body: Record<string, unknown>, key: string) => {
  const v = body[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

/** GET /gen-forms/establishments/{id}/attendance-register?from_date&to_date&time_zone. */
export async function renderFormD(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: AttendanceRangeQuery,
): Promise<string> {
  const range = attendanceRange(query, ATTENDANCE_WORKBOOK_MAX_DAYS);
  const est = found.establishment;
  const body = est.body as unknown as Record<string, unknown>;
  const [rows, serials, employer] = await Promise.all([
    dayRows(deps.db, auth, est.id, range),
    formASerials(deps.db, auth, est.id),
    employerName(deps, auth, found),
  ]);
  const workers = new Map<string, FormDWorker & { sets: Set<string> }>();
  for (const r of rows) {
    let w = workers.get(r.employeeId);
    if (!w) {
      w = {
        serial: serials.get(r.employeeId) ?? null,
        code: r.code,
        name: r.name,
        setOfWork: '',
        days: new Map(),
        sets: new Set(),
      };
      workers.set(r.employeeId, w);
    }
    w.days.set(r.day, r);
    if (r.setOfWork) w.sets.add(r.setOfWork);
  }
  const list = [...workers.values()]
    .map((w) => ({ ...w, setOfWork: [...w.sets].join(', ') }))
    .sort((a, b) => (a.serial ?? 0) - (b.serial ?? 0));
  return formDPage({
    title: 'Form D: Attendance Register',
    establishment: text(body, 'name'),
    employer,
    lin: text(body, 'lin'),
    placeOfWork: [text(body, 'address'), text(body, 'town')].filter(Boolean).join(', '),
    from: range.from,
    to: range.to,
    workers: list,
  });
}
