import { describe, expect, it } from 'vitest';
import { formBPage } from './form-b.js';
import { PAYSLIP_LABELS, payslipsPage } from './payslip.js';
import type { WageLine, WageRegisterPrint } from './register-data.js';
import { wageReportPage } from './report.js';

/** Form B, the payslips and the report as pure pages: what they print, to the paisa, and every text escaped. */

function line(overrides: Partial<WageLine> = {}): WageLine {
  return {
    employeeId: '00000000-0000-4000-8000-000000000001',
    serial: 1,
    code: 'E-1',
    name: 'Ravi Kumar',
    fatherOrSpouse: 'Ramaiah',
    designation: 'Mason',
    skill: 'skilled',
    uan: '100200300400',
    esicIpNo: '',
    bankAccountLast4: '6789',
    submitted: true,
    status: 'Completed',
    presentDays: 24,
    paidLeaveDays: 2,
    paidDays: 26,
    overtimeHours: '7.50',
    rates: [
      {
        start_date: '2026-11-01',
        end_date: null,
        wage_per_day: '700.00',
        da_per_day: '120.00',
        overtime_rate_per_hour: '205.00',
        paid_days: 26,
        overtime_hours: '7.50',
      },
    ],
    basic: '18200.00',
    da: '3120.00',
    overtime: '1537.50',
    hra: '1000.00',
    otherEarnings: '0.00',
    gross: '23857.50',
    recoveries: '0.00',
    pf: '2184.00',
    esic: '179.00',
    society: '0.00',
    incomeTax: '0.00',
    insurance: '0.00',
    otherDeductions: '100.50',
    totalDeductions: '2463.50',
    net: '21394.00',
    paymentMode: 'bank_transfer',
    paymentReference: 'UTR-88121',
    remarks: null,
    problems: [],
    ...overrides,
  };
}

function register(lines: WageLine[], overrides: Partial<WageRegisterPrint> = {}): WageRegisterPrint {
  return {
    establishment: 'Kabini canal works',
    employer: 'Manjunath Constructions',
    lin: 'LIN-123',
    placeOfWork: 'Survey No. 12, H D Kote',
    from: '2026-11-01',
    to: '2026-11-30',
    status: 'payslips_given',
    dateOfPayment: '2026-12-05',
    submittedOn: '2026-12-01T05:00:00.000Z',
    payslipsGivenOn: '2026-12-02T05:00:00.000Z',
    signedOn: null,
    reopenedOn: null,
    resubmittedOn: null,
    cancelledOn: null,
    createdAt: '2026-11-30T12:00:00.000Z',
    minimums: [
      { skill: 'skilled', from: '2026-10-01', to: null, basic: '700.00', da: '120.00', overtime: '205.00' },
      {
        skill: 'unskilled',
        from: '2026-10-01',
        to: null,
        basic: '1234.00',
        da: '100.50',
        overtime: '333.63',
      },
    ],
    lines,
    ...overrides,
  };
}

const HOSTILE = '<script>alert("x")</script> & O’Neil';

/** The cells of the first body row whose text contains `marker` (tags stripped). */
function rowCells(html: string, marker: string): string[] {
  const row = html.split('<tr').find((r) => r.includes(marker));
  if (!row) throw new Error(`no row with ${marker}`);
  return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').trim());
}

describe('Form B', () => {
  it('prints the header, the minimum rates by skill category with their effective date, on A4 landscape', () => {
    const html = formBPage(register([line()]));
    expect(html).toContain('@page{size:A4 landscape');
    expect(html).toContain('Form B: Wage Register');
    expect(html).toContain('<b>Name of the Establishment:</b> Kabini canal works');
    expect(html).toContain('<b>Name of the Employer:</b> Manjunath Constructions');
    expect(html).toContain('<b>Wage period from</b> 01/11/2026 <b>to</b> 30/11/2026');
    expect(rowCells(html, '<td>Skilled</td>')).toEqual([
      'Skilled',
      '700.00',
      '120.00',
      '205.00',
      '01/10/2026',
    ]);
    expect(rowCells(html, '<td>Unskilled</td>')).toEqual([
      'Unskilled',
      '1,234.00',
      '100.50',
      '333.63',
      '01/10/2026',
    ]);
    for (const column of [
      'Sl. No. in Form A',
      'Rate of wage',
      'Days worked',
      'Overtime hours',
      'Special basic',
      'HRA',
      'Income tax',
      'Insurance',
      'Recoveries (Form C)',
      'Net payment',
      'Employer share PF / welfare fund',
      'Receipt by employee / bank transaction id',
      'Date of payment',
      'Signature or thumb impression',
    ])
      expect(html).toContain(column);
  });

  it('prints every earning and deduction of a line to the paisa, with Indian grouping, and the totals', () => {
    const big = line({
      employeeId: '00000000-0000-4000-8000-000000000002',
      serial: 2,
      code: 'E-2',
      name: 'Lakshmi Devi',
      paidLeaveDays: 0,
      presentDays: 26,
      basic: '123456.78',
      da: '0.00',
      overtime: '0.05',
      hra: '0.00',
      gross: '123456.83',
      pf: '0.00',
      esic: '0.00',
      otherDeductions: '0.00',
      totalDeductions: '0.00',
      net: '123456.83',
      paymentMode: 'cash',
      paymentReference: 'R-7',
    });
    const html = formBPage(register([line(), big]));
    expect(rowCells(html, 'Ravi Kumar')).toEqual([
      '1',
      'Ravi Kumar  E-1, Mason',
      '700.00 + DA 120.00',
      '24  + 2 PL',
      '7.50',
      '18,200.00',
      '',
      '3,120.00',
      '1,537.50',
      '1,000.00',
      '0.00',
      '23,857.50',
      '2,184.00',
      '179.00',
      '0.00',
      '0.00',
      '0.00',
      '100.50',
      '0.00',
      '2,463.50',
      '21,394.00',
      '',
      'Bank Transfer: UTR-88121',
      '05/12/2026',
      '',
      '',
    ]);
    expect(rowCells(html, 'Lakshmi Devi').slice(5, 12)).toEqual([
      '1,23,456.78',
      '',
      '0.00',
      '0.05',
      '0.00',
      '0.00',
      '1,23,456.83',
    ]);
    expect(rowCells(html, 'Cash: R-7')).toContain('1,23,456.83');
    // Totals: 23,857.50 + 1,23,456.83 = 1,47,314.33 gross; net 21,394.00 + 1,23,456.83 = 1,44,850.83.
    const total = rowCells(html, '>Total</td>');
    expect(total[11]).toBe('1,47,314.33');
    expect(total[19]).toBe('2,463.50');
    expect(total[20]).toBe('1,44,850.83');
  });

  it('shows a rate change inside the period with the day each rate starts', () => {
    const changed = line({
      rates: [
        { ...line().rates[0]!, end_date: '2026-11-15', paid_days: 13 },
        {
          ...line().rates[0]!,
          start_date: '2026-11-16',
          wage_per_day: '750.00',
          da_per_day: '125.50',
          paid_days: 13,
        },
      ],
    });
    expect(rowCells(formBPage(register([changed])), 'Ravi Kumar')[2]).toBe(
      '700.00 + DA 120.00 from 01/11/2026 750.00 + DA 125.50 from 16/11/2026',
    );
  });

  it('lets an amount of ten lakh or more break after a comma (its column is narrow), never a smaller one', () => {
    const html = formBPage(register([line({ basic: '12345678.90', gross: '999999.99' })]));
    expect(html).toContain('<td class="n">1,<wbr>23,<wbr>45,<wbr>678.90</td>');
    expect(html).toContain('<td class="n">9,99,999.99</td>');
  });

  it('marks a draft: pending entries show no amounts and stay out of the totals', () => {
    const pending = line({
      employeeId: '00000000-0000-4000-8000-000000000003',
      code: 'E-3',
      name: 'Pending Person',
      submitted: false,
      status: 'Pending',
    });
    const html = formBPage(register([line(), pending], { status: null, dateOfPayment: null }));
    expect(html).toContain('Draft: 1 of 2 wage entries are not submitted');
    const cells = rowCells(html, 'Pending Person');
    expect(cells.slice(5, 21).every((c) => c === '')).toBe(true);
    expect(cells[24]).toBe('Pending: not submitted');
    expect(rowCells(html, '>Total</td>')[20]).toBe('21,394.00');
  });

  it('says when the register is cancelled, the date in India', () => {
    const html = formBPage(
      register([line()], { status: 'cancelled', cancelledOn: '2026-12-03T20:00:00.000Z' }),
    );
    expect(html).toContain('Cancelled on 04/12/2026');
  });

  it('escapes every text that comes from a record', () => {
    const html = formBPage(
      register([line({ name: HOSTILE, code: '"><img src=x>', remarks: HOSTILE, paymentReference: '<b>' })], {
        establishment: HOSTILE,
        employer: HOSTILE,
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x>');
    expect(html).not.toContain('<b><');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O’Neil');
    expect(html).toContain('&quot;&gt;&lt;img src=x&gt;');
  });
});

describe('payslips', () => {
  it('prints each submitted entry in English and Hindi side by side, amounts to the paisa, dates DD/MM/YYYY', () => {
    const html = payslipsPage(register([line()]), [line()]);
    expect(html).toContain('@page{size:A4 portrait');
    const slip = html.slice(html.indexOf('<section class="slip">'));
    const [en, hi] = slip.split('<div lang="hi">');
    expect(en).toContain('<div lang="en"><h2>Wage slip</h2>');
    expect(hi).toContain('<h2>वेतन पर्ची</h2>');
    for (const [half, lang] of [
      [en!, 'en'],
      [hi!, 'hi'],
    ] as const) {
      const L = PAYSLIP_LABELS;
      const value = (label: { en: string; hi: string }) => {
        const m = new RegExp(
          `<td>${label[lang].replace(/[()/]/g, '\\$&')}</td><td class="n">([^<]*)</td>`,
        ).exec(half);
        return m?.[1];
      };
      expect(value(L.worker)).toBe('Ravi Kumar');
      expect(value(L.basic)).toBe('18,200.00');
      expect(value(L.da)).toBe('3,120.00');
      expect(value(L.overtime)).toBe('1,537.50');
      expect(value(L.hra)).toBe('1,000.00');
      expect(value(L.gross)).toBe('₹23,857.50');
      expect(value(L.pf)).toBe('2,184.00');
      expect(value(L.otherDeductions)).toBe('100.50');
      expect(value(L.totalDeductions)).toBe('₹2,463.50');
      expect(value(L.net)).toBe('₹21,394.00');
      expect(value(L.dateOfPayment)).toBe('05/12/2026');
      expect(value(L.daysWorked)).toBe('24');
      expect(value(L.paidLeave)).toBe('2');
      expect(value(L.overtimeHours)).toBe('7.50');
      expect(value(L.bankAccount)).toBe('XXXX6789');
    }
    expect(hi).toContain('<td>कौशल श्रेणी</td><td class="n">कुशल</td>');
    expect(hi).toContain('01/11/2026 से 30/11/2026 तक');
    expect(hi).toContain('₹700.00 + महंगाई भत्ता ₹120.00');
    expect(hi).toContain('<td class="n">बैंक अंतरण</td>');
    expect(en).toContain('01/11/2026 to 30/11/2026');
  });

  it('sets the Hindi in the Devanagari font the app serves (preloaded, so it is there before printing)', () => {
    const html = payslipsPage(register([line()]), [line()]);
    expect(html).toContain("font-family:'Noto Sans Devanagari'");
    expect(html).toContain('src:url(/gen-forms/fonts/noto-sans-devanagari-400.woff2)');
    expect(html).toContain(
      '<link rel="preload" href="/gen-forms/fonts/noto-sans-devanagari-400.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('gives no payslip to a pending entry and says how many are left out', () => {
    const pending = line({ code: 'E-9', name: 'Not Yet', submitted: false, status: 'Pending' });
    const html = payslipsPage(register([line(), pending]), [line(), pending]);
    expect(html.match(/<section class="slip">/g)).toHaveLength(1);
    expect(html).not.toContain('Not Yet');
    expect(html).toContain('1 wage entry is not submitted yet: it has no payslip.');
    const none = payslipsPage(register([pending]), [pending]);
    expect(none).toContain('No wage entry of this register is submitted yet');
  });

  it('escapes the worker’s and the establishment’s texts in both languages', () => {
    const hostile = line({ name: HOSTILE, fatherOrSpouse: '<i>', paymentReference: '"><svg onload=x>' });
    const html = payslipsPage(register([hostile], { establishment: HOSTILE }), [hostile]);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<i>');
    expect(html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; O’Neil/g)!.length).toBe(4);
  });
});

describe('the report', () => {
  it('prints the status, the steps’ dates, the totals in rupees with Indian grouping, by status and skill', () => {
    const unskilled = line({
      employeeId: '00000000-0000-4000-8000-000000000004',
      code: 'E-4',
      name: 'Unskilled One',
      skill: 'unskilled',
      gross: '100000.10',
      totalDeductions: '0.00',
      net: '100000.10',
      overtimeHours: '2.25',
      status: 'Completed after register submission',
    });
    const revision = line({
      code: 'E-5',
      name: 'Revising',
      submitted: false,
      status: 'Revision Pending',
      problems: ['Revising (E-5): The daily rate (wage + DA) of ₹500.00 is below the minimum wage.'],
    });
    const html = wageReportPage(register([line(), unskilled, revision]));
    expect(html).toContain('<b>Status:</b> Payslips Given');
    expect(html).toContain('<td>Payslips given</td><td>02/12/2026 10:30 AM</td>');
    expect(html).toContain('<td>Date of payment</td><td>05/12/2026</td>');
    expect(html).toContain('<td>Total Employees</td><td class="n">3</td>');
    expect(html).toContain('<td>Total Gross Wages</td><td class="n">₹1,23,857.60</td>');
    expect(html).toContain('<td>Total Deduction</td><td class="n">₹2,463.50</td>');
    expect(html).toContain('<td>Total Wage Paid</td><td class="n">₹1,21,394.10</td>');
    expect(html).toContain('<td>Revision Pending</td><td class="n">1</td>');
    expect(rowCells(html, '<td>Unskilled</td>')).toEqual([
      'Unskilled',
      '1',
      '26',
      '2.25',
      '1,00,000.10',
      '0.00',
      '1,00,000.10',
    ]);
    expect(html).toContain('Entries that could not be computed');
    expect(html).toContain('Revising (E-5): The daily rate');
  });
});
