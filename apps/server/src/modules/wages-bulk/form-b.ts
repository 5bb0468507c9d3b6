import { formatDate, SKILL_CATEGORIES, SKILL_KEYS, WAGE_PAYMENT_MODE_LABELS } from '@anupalan/shared';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import {
  grouped,
  groupedPaise,
  type MinimumRate,
  type SummedKey,
  totalsOf,
  type WageLine,
  type WageRegisterPrint,
} from './register-data.js';

/**
 * Form B, the wage register (Ease of Compliance to Maintain Registers Rules 2017, GSR 154(E)): the header
 * (establishment, employer, LIN, the wage period and, per skill category, the minimum rates with their effective
 * date) and per worker the serial number in Form A, name, rate of wage, days worked, overtime hours, the earnings
 * (basic, special basic, DA, overtime, HRA, others, total), the deductions (PF, ESIC, society, income tax,
 * insurance, others, recoveries, total), net payment, the employer's PF/welfare share, the receipt or bank
 * transaction id, the date of payment, remarks and the worker's signature. Pure: every text escaped.
 */

const FORM_B_STYLE = `
table.form-b td,table.form-b th{font-size:5.6pt;padding:1px 1.5px;text-align:center}
table.form-b th{font-size:5.2pt;word-break:normal;overflow-wrap:normal;hyphens:auto}table.form-b td.n{text-align:right;word-break:normal}table.form-b td.day{white-space:nowrap}table.form-b td.l{text-align:left}
table.form-b tr.total td{font-weight:700;background:#f3f3f3}table.form-b tr.pending td{color:#555}
table.minimum{width:auto;margin:.2rem 0 .6rem}table.minimum td,table.minimum th{font-size:7.5pt;padding:2px 6px}
table.minimum td.n{text-align:right}.banner{border:1px solid #a00;color:#a00;padding:3px 6px;font-size:9pt;
margin:.3rem 0;display:inline-block}.sign-cell{min-width:6em}`;

const skillName = (skill: string) => SKILL_CATEGORIES[SKILL_KEYS.indexOf(skill as never)] ?? skill;

/** The minimum rates table: one row per skill category and period in force during the register's dates. */
function minimumTable(minimums: readonly MinimumRate[]): string {
  if (minimums.length === 0)
    return '<p class="hint">No minimum wage of the establishment is in force during this wage period.</p>';
  const order = (m: MinimumRate) => SKILL_KEYS.indexOf(m.skill);
  const rows = [...minimums]
    .sort((a, b) => order(a) - order(b) || (a.from < b.from ? -1 : 1))
    .map(
      (m) =>
        `<tr><td>${esc(skillName(m.skill))}</td><td class="n">${esc(grouped(m.basic))}</td><td class="n">${esc(grouped(m.da))}</td><td class="n">${esc(grouped(m.overtime))}</td><td>${esc(displayDate(m.from))}</td></tr>`,
    )
    .join('');
  return `<table class="minimum"><thead><tr><th>Skill category</th><th>Minimum basic (₹ a day)</th>
<th>DA (₹ a day)</th><th>Overtime (₹ an hour)</th><th>Effective from</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The rate(s) of wage that paid this line: a change inside the period shows both, each with its first day. */
function rateCell(line: WageLine): string {
  if (line.rates.length === 0) return '';
  return line.rates
    .map((r) => {
      const since = line.rates.length > 1 ? ` from ${displayDate(r.start_date)}` : '';
      return esc(`${grouped(r.wage_per_day)} + DA ${grouped(r.da_per_day)}${since}`);
    })
    .join('<br>');
}

function paymentCell(line: WageLine): string {
  if (!line.paymentMode && !line.paymentReference) return '';
  const mode = line.paymentMode ? WAGE_PAYMENT_MODE_LABELS[line.paymentMode] : '';
  return esc([mode, line.paymentReference ?? ''].filter(Boolean).join(': '));
}

function remarksCell(line: WageLine): string {
  const notes: string[] = [];
  if (!line.submitted) notes.push(`${line.status}: not submitted`);
  else if (line.status === 'Completed after register submission') notes.push(line.status);
  if (line.remarks) notes.push(line.remarks);
  return notes.map(esc).join('<br>');
}

/** Earnings, then deductions, as the notified form orders them (recoveries last before the total). */
const EARNINGS: readonly (SummedKey | 'specialBasic')[] = [
  'basic',
  'specialBasic',
  'da',
  'overtime',
  'hra',
  'otherEarnings',
  'gross',
];
const DEDUCTIONS: readonly SummedKey[] = [
  'pf',
  'esic',
  'society',
  'incomeTax',
  'insurance',
  'otherDeductions',
  'recoveries',
  'totalDeductions',
];

/** An amount for a narrow cell: escaped, and from ten lakh up it may break after a comma. */
const amountCell = (text: string) => (text.length > 11 ? esc(text).replaceAll(',', ',<wbr>') : esc(text));

function lineRow(line: WageLine, dateOfPayment: string | null): string {
  const money = (k: SummedKey | 'specialBasic') =>
    `<td class="n">${line.submitted && k !== 'specialBasic' ? amountCell(grouped(line[k])) : ''}</td>`;
  const days =
    line.paidLeaveDays > 0
      ? `${line.presentDays}<br><small>+ ${line.paidLeaveDays} PL</small>`
      : `${line.presentDays}`;
  const name = `${esc(line.name)}<br><small>${esc(line.code)}${line.designation ? `, ${esc(line.designation)}` : ''}</small>`;
  return `<tr${line.submitted ? '' : ' class="pending"'}><td>${esc(line.serial ?? '')}</td><td class="l">${name}</td>
<td class="l">${rateCell(line)}</td><td>${days}</td><td>${esc(line.overtimeHours)}</td>
${EARNINGS.map(money).join('')}${DEDUCTIONS.map(money).join('')}${money('net')}<td></td>
<td class="l">${line.submitted ? paymentCell(line) : ''}</td><td class="day">${line.submitted ? esc(displayDate(dateOfPayment)) : ''}</td>
<td class="l">${remarksCell(line)}</td><td class="sign-cell"></td></tr>`;
}

function totalRow(lines: readonly WageLine[]): string {
  const totals = totalsOf(lines);
  const cell = (k: SummedKey | 'specialBasic') =>
    `<td class="n">${k === 'specialBasic' ? '' : amountCell(groupedPaise(totals[k]))}</td>`;
  return `<tr class="total"><td></td><td class="l">Total</td><td></td><td></td><td></td>
${EARNINGS.map(cell).join('')}${DEDUCTIONS.map(cell).join('')}${cell('net')}<td></td><td></td><td></td><td></td><td></td></tr>`;
}

/** Why the page is not the final register: cancelled, or entries still pending. */
function banner(data: WageRegisterPrint): string {
  if (data.status === 'cancelled')
    return `<div class="banner">Cancelled on ${esc(data.cancelledOn ? formatDate(data.cancelledOn) : '')}: this wage register is not in force.</div>`;
  const pending = data.lines.filter((l) => !l.submitted).length;
  if (pending === 0) return '';
  return `<div class="banner">Draft: ${pending} of ${data.lines.length} wage entries are not submitted; they show no amounts and are left out of the totals.</div>`;
}

/**
 * The columns' widths on an A4 landscape page (fixed layout, in parts of the page's width): the worker's five, the
 * seven earnings, the eight deductions, net, and the payment's five. An amount too wide for its column (a crore)
 * breaks after a comma rather than running into the next one.
 */
const WIDTHS = [
  2.2, 7.4, 6, 2.8, 3.8, 4.2, 3.2, 4.2, 4.2, 4.2, 4.2, 4.8, 4.2, 4.2, 3.8, 3.8, 4.4, 4.2, 4.6, 4.6, 4.8, 4,
  4.8, 4.8, 4.2, 4.2,
];

export function formBPage(data: WageRegisterPrint): string {
  const total = WIDTHS.reduce((a, b) => a + b, 0);
  const colgroup = `<colgroup>${WIDTHS.map((w) => `<col style="width:${((100 * w) / total).toFixed(3)}%">`).join('')}</colgroup>`;
  const rows = data.lines.map((l) => lineRow(l, data.dateOfPayment));
  const body =
    rows.length > 0
      ? `${rows.join('\n')}\n${totalRow(data.lines)}`
      : `<tr><td class="empty" colspan="${WIDTHS.length}">No wage entries in this register.</td></tr>`;
  const html = `<p class="hint">Print this page on A4 landscape (Ctrl+P).</p>
<h1>Form B: Wage Register</h1>
<p class="rule">[See rule 2(1) of the Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017]</p>
<div class="head"><span><b>Name of the Establishment:</b> ${esc(data.establishment)}</span>
<span><b>Name of the Employer:</b> ${esc(data.employer)}</span>
<span><b>LIN:</b> ${esc(data.lin)}</span>
<span><b>Place of work:</b> ${esc(data.placeOfWork)}</span>
<span><b>Wage period from</b> ${esc(displayDate(data.from))} <b>to</b> ${esc(displayDate(data.to))}</span></div>
${banner(data)}
<div class="head"><b>Rate of minimum wages and since the date</b></div>
${minimumTable(data.minimums)}
<table class="register form-b">${colgroup}<thead>
<tr><th rowspan="2">Sl. No. in Form A</th><th rowspan="2">Name (code, designation)</th><th rowspan="2">Rate of wage (₹ a day)</th>
<th rowspan="2">Days worked</th><th rowspan="2">Overtime hours</th><th colspan="7">Earnings (₹)</th><th colspan="8">Deductions (₹)</th>
<th rowspan="2">Net payment (₹)</th><th rowspan="2">Employer share PF / welfare fund</th>
<th rowspan="2">Receipt by employee / bank transaction id</th><th rowspan="2">Date of payment</th><th rowspan="2">Remarks</th>
<th rowspan="2">Signature or thumb impression</th></tr>
<tr><th>Basic</th><th>Special basic</th><th>DA</th><th>Overtime</th><th>HRA</th><th>Others</th><th>Total</th>
<th>PF</th><th>ESIC</th><th>Society</th><th>Income tax</th><th>Insurance</th><th>Others</th><th>Recoveries (Form C)</th><th>Total</th></tr>
</thead><tbody>${body}</tbody></table>
<p class="hint">PL: days of paid leave, paid as days worked. Special basic and the employer's PF / welfare share are not
recorded in Anupalan: fill them in by hand where they apply.</p>
<div class="sign"><span>Signature of the employer or the person authorised</span></div>`;
  return printablePage({ title: 'Form B: Wage Register', landscape: true, body: html, style: FORM_B_STYLE });
}
