import { SKILL_CATEGORIES, SKILL_KEYS, type SkillKey, type WagePaymentMode } from '@anupalan/shared';
import { displayDate, esc, printablePage } from '../../lib/printable.js';
import { grouped, rupees, type WageLine, type WageRegisterPrint } from './register-data.js';

/**
 * Payslips (wage slips, LAW.md row 9): one per submitted wage entry, each in English and Hindi side by side so the
 * worker can read it. The Hindi half is set in Noto Sans Devanagari, served by the app itself (FONT_FILES), so the
 * page needs no network. Pure: every text escaped.
 */

/** The Devanagari font files the page loads, by weight: served at FONT_PATH/{name} (gen-forms.routes.ts). */
export const FONT_PATH = '/gen-forms/fonts';
export const FONT_FILES = {
  'noto-sans-devanagari-400.woff2': 'noto-sans-devanagari-devanagari-400-normal.woff2',
  'noto-sans-devanagari-700.woff2': 'noto-sans-devanagari-devanagari-700-normal.woff2',
} as const;

type Lang = 'en' | 'hi';
type Label = Record<Lang, string>;

/** Every label of the slip in both languages. */
export const PAYSLIP_LABELS = {
  title: { en: 'Wage slip', hi: 'वेतन पर्ची' },
  form: { en: '(Form XIX)', hi: '(फॉर्म XIX)' },
  establishment: { en: 'Establishment', hi: 'प्रतिष्ठान' },
  employer: { en: 'Employer', hi: 'नियोजक' },
  period: { en: 'Wage period', hi: 'वेतन अवधि' },
  worker: { en: 'Name of the worker', hi: 'कर्मकार का नाम' },
  fatherOrSpouse: { en: "Father's / spouse's name", hi: 'पिता / पति या पत्नी का नाम' },
  code: { en: 'Employee code', hi: 'कर्मचारी कोड' },
  designation: { en: 'Designation', hi: 'पदनाम' },
  skill: { en: 'Skill category', hi: 'कौशल श्रेणी' },
  uan: { en: 'UAN', hi: 'यूएएन' },
  esicIpNo: { en: 'ESIC IP no.', hi: 'ईएसआईसी आईपी संख्या' },
  rate: { en: 'Rate of wage (a day)', hi: 'मजदूरी की दर (प्रति दिन)' },
  daWord: { en: 'DA', hi: 'महंगाई भत्ता' },
  fromWord: { en: 'from', hi: 'से' },
  daysWorked: { en: 'Days worked', hi: 'काम के दिन' },
  paidLeave: { en: 'Days of paid leave', hi: 'सवेतन छुट्टी के दिन' },
  overtimeHours: { en: 'Overtime hours', hi: 'ओवरटाइम घंटे' },
  earnings: { en: 'Earnings', hi: 'कमाई' },
  basic: { en: 'Basic wage', hi: 'मूल मजदूरी' },
  da: { en: 'Dearness allowance', hi: 'महंगाई भत्ता' },
  overtime: { en: 'Overtime wages', hi: 'ओवरटाइम मजदूरी' },
  hra: { en: 'House rent allowance', hi: 'मकान किराया भत्ता' },
  otherEarnings: { en: 'Other earnings', hi: 'अन्य कमाई' },
  gross: { en: 'Gross wages', hi: 'कुल मजदूरी' },
  deductions: { en: 'Deductions', hi: 'कटौतियाँ' },
  pf: { en: 'Provident fund', hi: 'भविष्य निधि' },
  esic: { en: 'ESIC', hi: 'कर्मचारी राज्य बीमा' },
  society: { en: 'Society', hi: 'सोसाइटी' },
  incomeTax: { en: 'Income tax', hi: 'आयकर' },
  insurance: { en: 'Insurance', hi: 'बीमा' },
  otherDeductions: { en: 'Other deductions', hi: 'अन्य कटौतियाँ' },
  recoveries: { en: 'Recoveries (Form C)', hi: 'वसूली (फॉर्म सी)' },
  totalDeductions: { en: 'Total deductions', hi: 'कुल कटौतियाँ' },
  net: { en: 'Net payment', hi: 'शुद्ध भुगतान' },
  dateOfPayment: { en: 'Date of payment', hi: 'भुगतान की तिथि' },
  mode: { en: 'Mode of payment', hi: 'भुगतान का तरीका' },
  reference: { en: 'Receipt / bank transaction id', hi: 'रसीद / बैंक लेन-देन संख्या' },
  bankAccount: { en: 'Bank account', hi: 'बैंक खाता' },
  employerSign: { en: 'Signature of the employer', hi: 'नियोजक के हस्ताक्षर' },
  workerSign: {
    en: 'Signature or thumb impression of the worker',
    hi: 'कर्मकार के हस्ताक्षर या अंगूठे का निशान',
  },
} as const satisfies Record<string, Label>;

export const SKILL_HINDI: Record<SkillKey, string> = {
  highlySkilled: 'अत्यधिक कुशल',
  skilled: 'कुशल',
  semiSkilled: 'अर्ध-कुशल',
  unskilled: 'अकुशल',
};
const MODE_LABELS: Record<WagePaymentMode, Label> = {
  bank_transfer: { en: 'Bank transfer', hi: 'बैंक अंतरण' },
  cash: { en: 'Cash', hi: 'नकद' },
  cheque: { en: 'Cheque', hi: 'चेक' },
};

const PAYSLIP_STYLE = `
@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-weight:400;font-display:block;
src:url(${FONT_PATH}/noto-sans-devanagari-400.woff2) format('woff2')}
@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-weight:700;font-display:block;
src:url(${FONT_PATH}/noto-sans-devanagari-700.woff2) format('woff2')}
.slip{display:grid;grid-template-columns:1fr 1fr;gap:0;border:1px solid #333;margin:0 0 4mm;break-inside:avoid;
page-break-inside:avoid}.slip>div{padding:1.5mm 3mm}.slip>div+div{border-left:1px dashed #777}
.slip [lang=hi]{font-family:'Noto Sans Devanagari',system-ui,sans-serif}
.slip h2{font-size:9.5pt;margin:0;text-align:center}.slip p.sub{font-size:6.5pt;text-align:center;margin:0 0 1mm}
.slip table td,.slip table th{font-size:7pt;line-height:1.22;border:none;padding:0 2px}.slip table td{border-bottom:1px solid #e3e3e3}
.slip table td.n{text-align:right;white-space:nowrap}.slip table th{text-align:left;background:#eee}
.slip tr.sum td{font-weight:700}.slip tr.net td{font-weight:700;font-size:8.5pt;border-top:1px solid #333}
.slip .signs{display:flex;justify-content:space-between;gap:4mm;margin-top:5mm;font-size:6.5pt}`;

const skillName = (skill: SkillKey, lang: Lang) =>
  lang === 'hi' ? SKILL_HINDI[skill] : (SKILL_CATEGORIES[SKILL_KEYS.indexOf(skill)] ?? skill);

function rateText(line: WageLine, lang: Lang): string {
  const L = PAYSLIP_LABELS;
  return line.rates
    .map((r) => {
      const since = line.rates.length > 1 ? ` (${L.fromWord[lang]} ${displayDate(r.start_date)})` : '';
      return `${rupees(r.wage_per_day)} + ${L.daWord[lang]} ${rupees(r.da_per_day)}${since}`;
    })
    .join('; ');
}

/** One half of a slip, in one language. */
function half(data: WageRegisterPrint, line: WageLine, lang: Lang): string {
  const L = PAYSLIP_LABELS;
  const row = (label: Label, value: string, cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}><td>${esc(label[lang])}</td><td class="n">${esc(value)}</td></tr>`;
  const period =
    lang === 'hi'
      ? `${displayDate(data.from)} से ${displayDate(data.to)} तक`
      : `${displayDate(data.from)} to ${displayDate(data.to)}`;
  const who = [
    row(L.establishment, data.establishment),
    row(L.employer, data.employer),
    row(L.period, period),
    row(L.worker, line.name),
    line.fatherOrSpouse ? row(L.fatherOrSpouse, line.fatherOrSpouse) : '',
    row(L.code, line.code),
    line.designation ? row(L.designation, line.designation) : '',
    row(L.skill, skillName(line.skill, lang)),
    line.uan ? row(L.uan, line.uan) : '',
    line.esicIpNo ? row(L.esicIpNo, line.esicIpNo) : '',
    row(L.rate, rateText(line, lang)),
    row(L.daysWorked, String(line.presentDays)),
    line.paidLeaveDays > 0 ? row(L.paidLeave, String(line.paidLeaveDays)) : '',
    row(L.overtimeHours, line.overtimeHours),
  ].join('');
  const money = (label: Label, text: string, cls = '') => row(label, grouped(text), cls);
  const earnings = [
    money(L.basic, line.basic),
    money(L.da, line.da),
    money(L.overtime, line.overtime),
    money(L.hra, line.hra),
    money(L.otherEarnings, line.otherEarnings),
    row(L.gross, rupees(line.gross), 'sum'),
  ].join('');
  const deductions = [
    money(L.pf, line.pf),
    money(L.esic, line.esic),
    money(L.society, line.society),
    money(L.incomeTax, line.incomeTax),
    money(L.insurance, line.insurance),
    money(L.otherDeductions, line.otherDeductions),
    money(L.recoveries, line.recoveries),
    row(L.totalDeductions, rupees(line.totalDeductions), 'sum'),
  ].join('');
  const payment = [
    row(L.net, rupees(line.net), 'net'),
    row(L.dateOfPayment, displayDate(data.dateOfPayment)),
    line.paymentMode ? row(L.mode, MODE_LABELS[line.paymentMode][lang]) : '',
    line.paymentReference ? row(L.reference, line.paymentReference) : '',
    line.bankAccountLast4 ? row(L.bankAccount, `XXXX${line.bankAccountLast4}`) : '',
  ].join('');
  return `<div lang="${lang}"><h2>${esc(L.title[lang])}</h2><p class="sub">${esc(L.form[lang])}</p>
<table>${who}<tr><th colspan="2">${esc(L.earnings[lang])} (₹)</th></tr>${earnings}
<tr><th colspan="2">${esc(L.deductions[lang])} (₹)</th></tr>${deductions}${payment}</table>
<div class="signs"><span>${esc(L.employerSign[lang])}</span><span>${esc(L.workerSign[lang])}</span></div></div>`;
}

export function payslipHtml(data: WageRegisterPrint, line: WageLine): string {
  return `<section class="slip">${half(data, line, 'en')}${half(data, line, 'hi')}</section>`;
}

/** The page of payslips: the submitted lines given (pending ones have no payslip yet, and the page says so). */
export function payslipsPage(data: WageRegisterPrint, lines: readonly WageLine[]): string {
  const submitted = lines.filter((l) => l.submitted);
  const pending = lines.length - submitted.length;
  const preload = Object.keys(FONT_FILES)
    .map((f) => `<link rel="preload" href="${FONT_PATH}/${f}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const note =
    pending > 0
      ? `<p class="hint">${pending} wage ${pending === 1 ? 'entry is' : 'entries are'} not submitted yet: ${pending === 1 ? 'it has' : 'they have'} no payslip.</p>`
      : '';
  const slips =
    submitted.length > 0
      ? submitted.map((l) => payslipHtml(data, l)).join('\n')
      : '<p class="empty">No wage entry of this register is submitted yet, so there is no payslip to print.</p>';
  const title = `Payslips ${displayDate(data.from)} to ${displayDate(data.to)}`;
  const body = `${preload}<p class="hint">Print this page on A4 (Ctrl+P). Each payslip is in English and Hindi.</p>
${note}${slips}`;
  return printablePage({ title, landscape: false, body, style: PAYSLIP_STYLE });
}
