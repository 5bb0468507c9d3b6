import { formatRupeesFromPaise, parsePaise, RECOVERY_TYPE_LABELS, type RecoveryType } from '@anupalan/shared';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import { monthLabel } from './recovery-rules.js';

/**
 * Form C, the register of loans and recoveries (Ease of Compliance to Maintain Registers Rules 2017, GSR 154(E);
 * LAW.md 'Registers'), reference kit PWA-W1 (spec part 2, section 3): the header (establishment, employer, LIN, the
 * dates) and per recovery the serial number, name, recovery type, particulars, date of damage or loss, amount,
 * whether a show-cause notice was issued, in whose presence the explanation was heard, the number of instalments,
 * first and last month/year, date of complete recovery and remarks; below each row's instalments, where each was
 * deducted. Pure: every text escaped.
 */

export const FORM_C_KIT = 'PWA-W1';

export interface FormCInstalment {
  month: string;
  amount: string;
  registerFrom: string | null;
  registerTo: string | null;
}

export interface FormCRow {
  employeeName: string;
  employeeCode: string;
  type: RecoveryType;
  particulars: string;
  date: string;
  amount: string;
  showCauseIssued: boolean | null;
  explanationHeardInPresenceOf: string;
  instalments: number;
  firstMonth: string;
  lastMonth: string;
  completedOn: string | null;
  remarks: string;
  parts: FormCInstalment[];
}

export interface FormCPrint {
  establishment: string;
  employer: string;
  lin: string;
  placeOfWork: string;
  from: string;
  to: string;
  rows: FormCRow[];
}

const STYLE = `table.form-c td,table.form-c th{font-size:7pt;text-align:center}table.form-c td.l{text-align:left}
table.form-c td.n{text-align:right;white-space:nowrap}table.form-c tr.total td{font-weight:700;background:#f3f3f3}
.kit{font-size:9pt;text-align:center;margin:-.4rem 0 .6rem}small.parts{display:block;color:#333;text-align:left}`;

const rupees = (text: string) => formatRupeesFromPaise(parsePaise(text) ?? 0);
const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'Yes' : 'No');

function partsText(row: FormCRow): string {
  return row.parts
    .map((p) => {
      const where =
        p.registerFrom && p.registerTo
          ? `deducted in the wage register of ${displayDate(p.registerFrom)} to ${displayDate(p.registerTo)}`
          : 'not yet deducted';
      return `${monthLabel(p.month)}: ${rupees(p.amount)}, ${where}`;
    })
    .map(esc)
    .join('<br>');
}

function rowOf(row: FormCRow, serial: number): string {
  const fine = row.type === 'fine';
  return `<tr><td>${serial}</td><td class="l">${esc(row.employeeName)}<br><small>${esc(row.employeeCode)}</small></td>
<td>${esc(RECOVERY_TYPE_LABELS[row.type])}</td><td class="l">${esc(row.particulars)}</td><td>${esc(displayDate(row.date))}</td>
<td class="n">${esc(rupees(row.amount))}</td><td>${esc(fine ? yesNo(row.showCauseIssued) : yesNo(row.showCauseIssued) || 'Not applicable')}</td>
<td class="l">${esc(row.explanationHeardInPresenceOf || (fine ? '' : 'Not applicable'))}</td><td>${row.instalments}</td>
<td>${esc(monthLabel(row.firstMonth))}</td><td>${esc(monthLabel(row.lastMonth))}</td><td>${esc(displayDate(row.completedOn))}</td>
<td class="l">${esc(row.remarks)}<small class="parts">${partsText(row)}</small></td></tr>`;
}

export function formCPage(data: FormCPrint): string {
  const totalPaise = data.rows.reduce((s, r) => s + (parsePaise(r.amount) ?? 0), 0);
  const body =
    data.rows.length > 0
      ? `${data.rows.map((r, i) => rowOf(r, i + 1)).join('\n')}
<tr class="total"><td></td><td class="l">Total</td><td></td><td></td><td></td><td class="n">${esc(formatRupeesFromPaise(totalPaise))}</td><td colspan="7"></td></tr>`
      : '<tr><td class="empty" colspan="13">No Recoveries Recorded Yet.</td></tr>';
  const html = `<p class="hint">Print this page on A4 landscape (Ctrl+P).</p>
<h1>Form C: Register of Loans / Recoveries</h1>
<p class="rule">[See rule 2(1) of the Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017]</p>
<p class="kit">Reference kit ${FORM_C_KIT}</p>
<div class="head"><span><b>Name of the Establishment:</b> ${esc(data.establishment)}</span>
<span><b>Name of the Employer:</b> ${esc(data.employer)}</span>
<span><b>LIN:</b> ${esc(data.lin)}</span>
<span><b>Place of work:</b> ${esc(data.placeOfWork)}</span>
<span><b>Recoveries dated from</b> ${esc(displayDate(data.from))} <b>to</b> ${esc(displayDate(data.to))}</span></div>
<table class="register form-c"><thead><tr><th>Sl. No.</th><th>Name</th><th>Recovery type (damage / loss / fine / advance / loan)</th>
<th>Particulars</th><th>Date of damage / loss *</th><th>Amount (₹)</th><th>Whether show cause notice issued *</th>
<th>Explanation heard in presence of *</th><th>No. of instalments</th><th>First month / year</th><th>Last month / year</th>
<th>Date of complete recovery</th><th>Remarks</th></tr></thead><tbody>${body}</tbody></table>
<p class="hint">* In case of a fine. Cancelled recoveries are not shown. Under each row's remarks, every instalment and the
wage register (Form B) that deducted it.</p>
<div class="sign"><span>Signature of the employer or the person authorised</span></div>`;
  return printablePage({
    title: 'Form C: Register of Loans / Recoveries',
    landscape: true,
    body: html,
    style: STYLE,
  });
}
