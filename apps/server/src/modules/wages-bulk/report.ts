import {
  formatCount,
  formatDateTime,
  formatHundredthHours,
  formatRupeesFromPaise,
  parseHundredthHours,
  SKILL_CATEGORIES,
  SKILL_KEYS,
  WAGE_ENTRY_DISPLAY_STATUSES,
  WAGE_REGISTER_STATUS_LABELS,
} from '@anupalan/shared';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import { grouped, groupedPaise, totalsOf, type WageLine, type WageRegisterPrint } from './register-data.js';

/**
 * The wage register's report (GET /api/reports/establishments/{id}/wages/{wageId}, HTML): where the register is
 * (status and the dates of each step), the totals of the submitted entries, the entries by status and by skill
 * category, the entries that could not be computed, and every entry with its amounts. Pure: every text escaped.
 */

const REPORT_STYLE = `
table.report{width:auto;min-width:50%;margin:.2rem 0 .8rem}table.report td,table.report th{font-size:8.5pt;padding:2px 6px}
td.n{text-align:right;white-space:nowrap}table.entries td,table.entries th{font-size:7.5pt}tr.total td{font-weight:700}`;

const stamp = (iso: string | null) => (iso ? formatDateTime(iso) : '');

function timeline(data: WageRegisterPrint): string {
  const steps: [string, string][] = [
    ['Created', stamp(data.createdAt)],
    ['Register completed (all entries submitted)', stamp(data.submittedOn)],
    ['Payslips given', stamp(data.payslipsGivenOn)],
    ['Date of payment', displayDate(data.dateOfPayment)],
    ['Signed register uploaded', stamp(data.signedOn)],
    ['Reopened', stamp(data.reopenedOn)],
    ['Signed again', stamp(data.resubmittedOn)],
    ['Cancelled', stamp(data.cancelledOn)],
  ];
  const rows = steps
    .filter(([, when]) => when !== '')
    .map(([what, when]) => `<tr><td>${esc(what)}</td><td>${esc(when)}</td></tr>`)
    .join('');
  return `<table class="report"><tbody>${rows}</tbody></table>`;
}

function byStatus(lines: readonly WageLine[]): string {
  const rows = WAGE_ENTRY_DISPLAY_STATUSES.map((s) => {
    const n = lines.filter((l) => l.status === s).length;
    return `<tr><td>${esc(s)}</td><td class="n">${esc(formatCount(n))}</td></tr>`;
  }).join('');
  return `<table class="report"><thead><tr><th>Status</th><th>Entries</th></tr></thead><tbody>${rows}
<tr class="total"><td>All</td><td class="n">${esc(formatCount(lines.length))}</td></tr></tbody></table>`;
}

function bySkill(lines: readonly WageLine[]): string {
  const rows = SKILL_KEYS.map((skill, i) => {
    const of = lines.filter((l) => l.skill === skill && l.submitted);
    if (of.length === 0) return '';
    const t = totalsOf(of);
    const days = of.reduce((n, l) => n + l.paidDays, 0);
    const hundredths = of.reduce((n, l) => n + (parseHundredthHours(l.overtimeHours) ?? 0), 0);
    return `<tr><td>${esc(SKILL_CATEGORIES[i])}</td><td class="n">${esc(formatCount(of.length))}</td>
<td class="n">${esc(formatCount(days))}</td><td class="n">${esc(formatHundredthHours(hundredths))}</td>
<td class="n">${esc(groupedPaise(t.gross))}</td><td class="n">${esc(groupedPaise(t.totalDeductions))}</td>
<td class="n">${esc(groupedPaise(t.net))}</td></tr>`;
  }).join('');
  if (rows === '') return '<p class="hint">No entry is submitted yet.</p>';
  return `<table class="report"><thead><tr><th>Skill category</th><th>Workers</th><th>Paid days</th>
<th>Overtime hours</th><th>Gross (₹)</th><th>Deductions (₹)</th><th>Net (₹)</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function problems(lines: readonly WageLine[]): string {
  const items = lines.flatMap((l) => l.problems.map((p) => `<li>${esc(p)}</li>`));
  return items.length === 0 ? '' : `<h2>Entries that could not be computed</h2><ul>${items.join('')}</ul>`;
}

function entries(lines: readonly WageLine[]): string {
  if (lines.length === 0) return '<p class="hint">No wage entries in this register.</p>';
  const money = (l: WageLine, text: string) => `<td class="n">${l.submitted ? esc(grouped(text)) : ''}</td>`;
  const rows = lines
    .map(
      (
        l,
      ) => `<tr><td>${esc(l.code)}</td><td>${esc(l.name)}</td><td>${esc(SKILL_CATEGORIES[SKILL_KEYS.indexOf(l.skill)] ?? l.skill)}</td>
<td class="n">${l.paidDays}</td><td class="n">${esc(l.overtimeHours)}</td>${money(l, l.gross)}${money(l, l.totalDeductions)}${money(l, l.net)}
<td>${esc(l.status)}</td></tr>`,
    )
    .join('\n');
  return `<table class="entries"><thead><tr><th>Employee Code</th><th>Employee Name</th><th>Skill Category</th>
<th>Paid days</th><th>Overtime hours</th><th>Gross Wages (₹)</th><th>Total Deductions (₹)</th><th>Net Payment (₹)</th>
<th>Status</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function wageReportPage(data: WageRegisterPrint): string {
  const totals = totalsOf(data.lines);
  const submitted = data.lines.filter((l) => l.submitted).length;
  const status = WAGE_REGISTER_STATUS_LABELS[data.status ?? 'created'];
  const html = `<h1>Wage Register Report</h1>
<div class="head"><span><b>Establishment:</b> ${esc(data.establishment)}</span>
<span><b>Employer:</b> ${esc(data.employer)}</span>
<span><b>Wage period from</b> ${esc(displayDate(data.from))} <b>to</b> ${esc(displayDate(data.to))}</span>
<span><b>Status:</b> ${esc(status)}</span></div>
${timeline(data)}
<table class="report"><tbody>
<tr><td>Total Employees</td><td class="n">${esc(formatCount(data.lines.length))}</td></tr>
<tr><td>Entries submitted</td><td class="n">${esc(formatCount(submitted))}</td></tr>
<tr><td>Total Gross Wages</td><td class="n">${esc(formatRupeesFromPaise(totals.gross))}</td></tr>
<tr><td>Total Deduction</td><td class="n">${esc(formatRupeesFromPaise(totals.totalDeductions))}</td></tr>
<tr><td>Total Wage Paid</td><td class="n">${esc(formatRupeesFromPaise(totals.net))}</td></tr>
</tbody></table>
<h2>Entries by status</h2>${byStatus(data.lines)}
<h2>Submitted entries by skill category</h2>${bySkill(data.lines)}
${problems(data.lines)}
<h2>Entries</h2>${entries(data.lines)}`;
  return printablePage({ title: 'Wage Register Report', landscape: false, body: html, style: REPORT_STYLE });
}
