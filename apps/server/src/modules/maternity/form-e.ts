import { formatRupeesFromPaise, parsePaise } from '@anupalan/shared';
import { displayDate, esc, printablePage } from '../../lib/printable.js';

/**
 * Form E as the spec's maternity-leave module keeps the label (LAW.md 'Registers': in the 2017 Rules Form E is the
 * register of rest, leave and leave wages; here it shows the maternity leave taken and the leave wages, the
 * maternity benefit, paid): per claim the worker, the notice, the expected and actual delivery, the surviving
 * children, the entitlement and the leave's dates, the average daily wage, and each payment due and paid with its
 * date. Pure: every text escaped.
 */

export interface FormERow {
  employeeName: string;
  employeeCode: string;
  noticeDate: string;
  expectedDelivery: string;
  survivingChildren: number;
  weeks: number | null;
  leaveFrom: string;
  leaveTo: string | null;
  averageDailyWage: string | null;
  beforeDue: string | null;
  beforePaid: string | null;
  beforePaidOn: string | null;
  deliveryDate: string | null;
  totalDue: string | null;
  remainingPaid: string | null;
  remainingPaidOn: string | null;
  status: string;
}

export interface FormEPrint {
  establishment: string;
  employer: string;
  lin: string;
  placeOfWork: string;
  from: string;
  to: string;
  rows: FormERow[];
}

const STYLE = `table.form-e td,table.form-e th{font-size:7pt;text-align:center}table.form-e td.l{text-align:left}
table.form-e td.n{text-align:right;white-space:nowrap}`;

const rupees = (text: string | null) => (text === null ? '' : formatRupeesFromPaise(parsePaise(text) ?? 0));

function rowOf(row: FormERow, serial: number): string {
  const remainingDue =
    row.totalDue === null
      ? ''
      : formatRupeesFromPaise(
          Math.max(0, (parsePaise(row.totalDue) ?? 0) - (parsePaise(row.beforePaid ?? '0') ?? 0)),
        );
  return `<tr><td>${serial}</td><td class="l">${esc(row.employeeName)}<br><small>${esc(row.employeeCode)}</small></td>
<td>${esc(displayDate(row.noticeDate))}</td><td>${esc(displayDate(row.expectedDelivery))}</td><td>${row.survivingChildren}</td>
<td>${row.weeks ?? ''}</td><td>${esc(displayDate(row.leaveFrom))}</td><td>${esc(displayDate(row.leaveTo))}</td>
<td class="n">${esc(rupees(row.averageDailyWage))}</td><td class="n">${esc(rupees(row.beforeDue))}</td>
<td class="n">${esc(rupees(row.beforePaid))}</td><td>${esc(displayDate(row.beforePaidOn))}</td>
<td>${esc(displayDate(row.deliveryDate))}</td><td class="n">${esc(row.beforePaid === null ? '' : remainingDue)}</td>
<td class="n">${esc(rupees(row.remainingPaid))}</td><td>${esc(displayDate(row.remainingPaidOn))}</td>
<td>${esc(row.status)}</td></tr>`;
}

export function formEPage(data: FormEPrint): string {
  const body =
    data.rows.length > 0
      ? data.rows.map((r, i) => rowOf(r, i + 1)).join('\n')
      : '<tr><td class="empty" colspan="17">No Maternity leaves Recorded Yet.</td></tr>';
  const html = `<p class="hint">Print this page on A4 landscape (Ctrl+P).</p>
<h1>Form E: Register of Maternity Leave and Benefit</h1>
<p class="rule">[Leave and leave wages (Ease of Compliance to Maintain Registers Rules, 2017); Maternity Benefit Act, 1961, sections 5 and 6]</p>
<div class="head"><span><b>Name of the Establishment:</b> ${esc(data.establishment)}</span>
<span><b>Name of the Employer:</b> ${esc(data.employer)}</span>
<span><b>LIN:</b> ${esc(data.lin)}</span>
<span><b>Place of work:</b> ${esc(data.placeOfWork)}</span>
<span><b>Leave or notice from</b> ${esc(displayDate(data.from))} <b>to</b> ${esc(displayDate(data.to))}</span></div>
<table class="register form-e"><thead>
<tr><th rowspan="2">Sl. No.</th><th rowspan="2">Name</th><th rowspan="2">Notice of claim</th><th rowspan="2">Expected delivery</th>
<th rowspan="2">Surviving children</th><th rowspan="2">Weeks of leave</th><th colspan="2">Leave</th>
<th rowspan="2">Average daily wage (₹)</th><th colspan="3">Benefit before delivery (in advance)</th>
<th rowspan="2">Date of delivery</th><th colspan="3">Benefit for the remaining period (48 hours of proof)</th><th rowspan="2">Status</th></tr>
<tr><th>From</th><th>To</th><th>Due (₹)</th><th>Paid (₹)</th><th>Paid on</th><th>Due (₹)</th><th>Paid (₹)</th><th>Paid on</th></tr>
</thead><tbody>${body}</tbody></table>
<p class="hint">The benefit is the days of the entitlement at the average daily wage of the three calendar months before the
leave (Maternity Benefit Act s.5(1)). Cancelled claims are not shown.</p>
<div class="sign"><span>Signature of the employer or the person authorised</span></div>`;
  return printablePage({
    title: 'Form E: Maternity Leave and Benefit',
    landscape: true,
    body: html,
    style: STYLE,
  });
}
