import { SKILL_CATEGORIES, SKILL_KEYS, WAGE_RULE_CITATIONS } from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import { parameterOnDay } from './attendance-rules.js';
import { LABOUR_CODES_IN_FORCE } from './parameters.js';
import type { Rule, RuleQuery, RuleVersion } from './rule-types.js';

/**
 * The wage register's rules (issue 14; LAW.md rows 6, 7, 9, 10, 12 and 14): a wage period longer than a month,
 * wages not paid by the due day, payslips not confirmed a day before the wages are due, a rate below the minimum wage, overtime below
 * twice the ordinary rate, deductions over half of gross, and a month of attendance with no wage register. Each is
 * one SELECT over the establishments of the run and their wage registers (the live ones: every status but
 * cancelled) whose last day is within `wages.check-days` (a year) of the day checked.
 *
 * A register is judged by the law in force on its last day (the day its wages become payable): a wage period ending
 * before 21/11/2025 by the Payment of Wages Act (paid within 7 days, 10 with 1,000 or more workers), one ending
 * on or after it by the Code on Wages s.17 (by its length: 1 day daily, up to 7 weekly, up to 16 fortnightly,
 * longer monthly). The amount rules re-read what the register holds (the rates each entry was paid at, docs/wages.md)
 * against the minimum wages as they stand now, so a minimum revised later with an earlier date shows the shortfall;
 * an entry whose computation the register refused (wage_entries.problems) for the same law is found too.
 */

const BEFORE_CODES = '2025-11-20';
const REGISTER_LINK = 'establishments/{establishmentId}/wageRegisters/id/{recordId}';
const LIST_LINK = 'establishments/{establishmentId}/wageRegisters';

/** Live wage registers `r` of the establishments `e` whose last day is within the window. */
const liveRegisters = (q: RuleQuery) => sql`join wage_registers r on r.establishment_id = e.id
  and r.status is distinct from 'cancelled'
  and r.to_date >= ${q.asOf} - ${q.param('wages.check-days')}`;

/** The last day a wage period starting on `from` may end on: one month (docs/wages.md, 'A month'). */
const monthLimit = (from: SQL) => sql`(case
  when extract(day from (${from} + interval '1 month')) < extract(day from ${from})
  then (${from} + interval '1 month')::date
  else (${from} + interval '1 month' - interval '1 day')::date end)`;

/** Whether a wage period ending on `to` falls under the Code on Wages. */
const underCode = (to: SQL) => sql`(${to} >= ${LABOUR_CODES_IN_FORCE}::date)`;

/** How long a wage period is, in days, both ends included. */
const lengthOf = (from: SQL, to: SQL) => sql`(${to} - ${from} + 1)`;

/**
 * The day by which the wages of a wage period are paid (paid on that day is in time): under the Payment of
 * Wages Act the 7th day after its last day (10th with `workers` >= 1,000); under the Code on Wages s.17(1) by its
 * length - daily the same day, weekly the last day of the period that is not the weekly holiday, fortnightly two
 * days after, monthly the 7th of the month after the one it ends in. Mirrors wagePaymentDueDay (wage-due.ts).
 */
export function paymentDueSql(from: SQL, to: SQL, workers: SQL, weeklyHoliday: SQL): SQL {
  return sql`(case
    when not ${underCode(to)} then ${to} + case
      when ${workers} >= ${parameterOnDay('wages.large-establishment-workers', to)}
      then ${parameterOnDay('wages.payment-days-large', to)} else ${parameterOnDay('wages.payment-days', to)} end
    when ${lengthOf(from, to)} <= 1 then ${to}
    when ${lengthOf(from, to)} <= 7 then coalesce((select max(g.day)::date
      from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') g(day)
      where to_char(g.day, 'FMDay') is distinct from ${weeklyHoliday}), ${to})
    when ${lengthOf(from, to)} <= 16 then ${to} + ${parameterOnDay('wages.fortnightly-payment-days', to)}
    else (date_trunc('month', ${to}) + interval '1 month')::date
      + (${parameterOnDay('wages.monthly-payment-day', to)} - 1) end)`;
}

/** The words for the due day's basis, as the item says it. */
function paymentBasisSql(from: SQL, to: SQL, workers: SQL): SQL {
  return sql`(case
    when not ${underCode(to)} then case
      when ${workers} >= ${parameterOnDay('wages.large-establishment-workers', to)}
      then ${parameterOnDay('wages.payment-days-large', to)}::text || ' days after the wage period, with '
        || ${parameterOnDay('wages.large-establishment-workers', to)}::text || ' or more workers'
      else ${parameterOnDay('wages.payment-days', to)}::text || ' days after the wage period' end
    when ${lengthOf(from, to)} <= 1 then 'a daily wage period: at the end of the shift'
    when ${lengthOf(from, to)} <= 7 then 'a weekly wage period: before the weekly holiday'
    when ${lengthOf(from, to)} <= 16 then 'a fortnightly wage period: '
      || ${parameterOnDay('wages.fortnightly-payment-days', to)}::text || ' days after it'
    else 'a monthly wage period: by day ' || ${parameterOnDay('wages.monthly-payment-day', to)}::text
      || ' of the next month' end)`;
}

/** DD/MM/YYYY of a date, in SQL (for sentences built in the SELECT). */
const ddmmyyyy = (d: SQL) => sql`to_char(${d}, 'DD/MM/YYYY')`;

/** Rupees with Indian grouping and two decimals (₹1,33,450.50), in SQL. */
const rupees = (amount: SQL) => sql`'₹' || to_char(${amount}, 'FM99,99,99,99,990.00')`;

const skillLabel = (column: SQL) =>
  sql`case ${column} ${sql.join(
    SKILL_KEYS.map((k, i) => sql`when ${k} then ${SKILL_CATEGORIES[i]!}`),
    sql` `,
  )} end`;

const entryName = sql`we.employee_name || ' (' || we.employee_code || ')'`;

/** An entry `we` whose computation was refused for this law: a problem message ending '(<citation>).'. */
const refusedFor = (
  citation: string,
) => sql`exists (select 1 from jsonb_array_elements_text(we.problems) p(text)
  where right(p.text, ${citation.length + 3}) = ${`(${citation}).`})`;

/** The first such problem's message (the sentence naming the worker). */
const refusalText = (
  citation: string,
) => sql`(select p.text from jsonb_array_elements_text(we.problems) p(text)
  where right(p.text, ${citation.length + 3}) = ${`(${citation}).`} limit 1)`;

/**
 * The rates each entry of a live register was paid at (Form B's 'rate of wage', wage_entries.rates), each cut to
 * the register's days: `x.from_day`, `x.to_day`, `x.rate` (wage + DA a day), `x.overtime_rate`, `x.overtime_hours`.
 */
const paidRates = sql`cross join lateral (select greatest((j.v ->> 'start_date')::date, r.from_date) as from_day,
    least(coalesce((j.v ->> 'end_date')::date, r.to_date), r.to_date) as to_day,
    (j.v ->> 'wage_per_day')::numeric + (j.v ->> 'da_per_day')::numeric as rate,
    (j.v ->> 'wage_per_day')::numeric as wage, (j.v ->> 'da_per_day')::numeric as da,
    (j.v ->> 'overtime_rate_per_hour')::numeric as overtime_rate,
    coalesce((j.v ->> 'overtime_hours')::numeric, 0) as overtime_hours
  from jsonb_array_elements(we.rates) j(v)) x`;

/**
 * One item per register from `findings` (rows: establishment_id, register_id, from_date, to_date, employee_code,
 * first_day, sentence): how many workers, the first day, and the first worker's sentence (by employee code).
 */
function perRegister(findings: SQL): SQL {
  return sql`select f.establishment_id, f.register_id as record_id, min(f.first_day) as due_on,
      'violation' as severity,
      jsonb_build_object('workers', count(distinct f.employee_code), 'from', min(f.from_date), 'to', min(f.to_date),
        'first', (array_agg(f.sentence order by f.employee_code, f.first_day))[1]) as details
    from (${findings}) f
    group by f.establishment_id, f.register_id`;
}

const ALL = 'all' as const;

/** A rule's two versions: the older Act until 20/11/2025, the Code from 21/11/2025, with one sentence. */
function versions(
  before: Pick<RuleVersion, 'from' | 'lawId' | 'citation'>,
  code: Pick<RuleVersion, 'lawId' | 'citation'>,
  text: Pick<RuleVersion, 'details' | 'corrective'>,
): RuleVersion[] {
  return [
    { ...before, to: BEFORE_CODES, states: ALL, ...text },
    {
      from: LABOUR_CODES_IN_FORCE,
      to: null,
      states: ALL,
      lawId: code.lawId,
      citation: `${code.citation}; a wage period ending before 21/11/2025 is judged by the law of that day (${before.citation})`,
      ...text,
    },
  ];
}

const PWA_FROM = '1937-03-28';

export const WAGE_RULES: Rule[] = [
  {
    id: 'WAGE-PERIOD-TOO-LONG',
    title: 'Wage period longer than a month',
    type: 'Periodic',
    description:
      'A live wage register runs past one month from its first day (to the day before the same date of the next month, or the last day of a shorter next month).',
    parameters: ['wages.check-days'],
    appliesTo: 'notCancelled',
    versions: versions(
      { from: PWA_FROM, lawId: 'PW', citation: 'Payment of Wages Act, 1936, s.4(2)' },
      { lawId: 'COW', citation: 'Code on Wages, 2019, s.16 (a wage period may not exceed a month)' },
      {
        details:
          'The wage register from {from:date} to {to:date} is longer than a month: a wage period from {from:date} may end on {limit:date} at the latest.',
        corrective: REGISTER_LINK,
      },
    ),
    select: (q) => sql`select e.id as establishment_id, r.id as record_id, l.limit_day + 1 as due_on,
        'violation' as severity,
        jsonb_build_object('from', r.from_date, 'to', r.to_date, 'limit', l.limit_day) as details
      from ${q.est} e ${liveRegisters(q)}
      cross join lateral (select ${monthLimit(sql`r.from_date`)} as limit_day) l
      where r.to_date > l.limit_day`,
  },
  {
    id: 'WAGES-PAID-LATE',
    title: 'Wages not paid by the due day',
    type: 'Periodic',
    description:
      "A live wage register's date of payment is after the due day, or it has none as the due day comes near (a warning) or passes (a violation). The due day: 7 days after a wage period ending before 21/11/2025 (10 with 1,000 or more workers); from then by the Code on Wages - monthly by the 7th of the next month, fortnightly within 2 days, weekly before the weekly holiday, daily at the end of the shift.",
    parameters: [
      'wages.payment-days',
      'wages.payment-days-large',
      'wages.large-establishment-workers',
      'wages.monthly-payment-day',
      'wages.fortnightly-payment-days',
      'compliance.warning-days',
      'wages.check-days',
    ],
    appliesTo: 'notCancelled',
    versions: versions(
      { from: PWA_FROM, lawId: 'PW', citation: 'Payment of Wages Act, 1936, s.5(1)' },
      { lawId: 'COW', citation: 'Code on Wages, 2019, s.17(1) (time limit for payment of wages)' },
      {
        details: 'Wages for {from:date} to {to:date} are due by {dueOn:date} ({basis}); {paid}.',
        corrective: REGISTER_LINK,
      },
    ),
    select: (q) => sql`select e.id as establishment_id, r.id as record_id, d.due_on,
        case when r.date_of_payment is not null or d.due_on < ${q.asOf} then 'violation' else 'warning' end
          as severity,
        jsonb_build_object('from', r.from_date, 'to', r.to_date, 'dueOn', d.due_on, 'basis', d.basis,
          'paid', case when r.date_of_payment is null then 'not paid'
            else 'paid on ' || ${ddmmyyyy(sql`r.date_of_payment`)} || ', '
              || (r.date_of_payment - d.due_on)::text || ' day(s) late' end) as details
      from ${q.est} e ${liveRegisters(q)}
      join establishments x on x.id = e.id
      cross join lateral (select
          ${paymentDueSql(sql`r.from_date`, sql`r.to_date`, sql`r.total_entries`, sql`(x.body ->> 'weeklyHoliday')`)} as due_on,
          ${paymentBasisSql(sql`r.from_date`, sql`r.to_date`, sql`r.total_entries`)} as basis) d
      where (r.date_of_payment is null and d.due_on <= ${q.asOf} + ${q.param('compliance.warning-days')})
        or r.date_of_payment > d.due_on`,
  },
  {
    id: 'PAYSLIPS-NOT-GIVEN',
    title: 'Payslips not given before payment',
    type: 'Periodic',
    description:
      "A live wage register has no payslip confirmation ('All employees have been given payslips ...') by a day before its wages are due (the slips go out at least a day before the payment): a warning as that day nears, a violation once it has passed. The confirmation records the date of payment with it and may not name a day in the future, so the product holds no separate day for the slips: a register confirmed is taken to have given them before paying.",
    parameters: [
      'wages.payslip-days-before-payment',
      'wages.payment-days',
      'wages.payment-days-large',
      'wages.large-establishment-workers',
      'wages.monthly-payment-day',
      'wages.fortnightly-payment-days',
      'compliance.warning-days',
      'wages.check-days',
    ],
    unconfirmed: true,
    appliesTo: 'notCancelled',
    versions: versions(
      {
        from: '1971-02-10',
        lawId: 'CLRA',
        citation:
          'Contract Labour (Regulation and Abolition) Central Rules, 1971, r.78(1)(b) (Form XIX wage slip)',
      },
      {
        lawId: 'COW',
        citation:
          'Code on Wages, 2019, and its Central Rules, 2026: wage slips (rule and timing unconfirmed; LAW.md row 9)',
      },
      {
        details:
          'Payslips for {from:date} to {to:date} are not confirmed given; due by {dueOn:date}, {days} day(s) before the wages are due on {paymentDue:date}.',
        corrective: REGISTER_LINK,
      },
    ),
    select: (q) => sql`select e.id as establishment_id, r.id as record_id, s.due_on,
        case when s.due_on < ${q.asOf} then 'violation' else 'warning' end as severity,
        jsonb_build_object('from', r.from_date, 'to', r.to_date, 'dueOn', s.due_on, 'days', s.days,
          'paymentDue', d.due_on) as details
      from ${q.est} e ${liveRegisters(q)}
      join establishments x on x.id = e.id
      cross join lateral (select
          ${paymentDueSql(sql`r.from_date`, sql`r.to_date`, sql`r.total_entries`, sql`(x.body ->> 'weeklyHoliday')`)} as due_on) d
      cross join lateral (select ${parameterOnDay('wages.payslip-days-before-payment', sql`d.due_on`)} as days) k
      cross join lateral (select d.due_on - k.days as due_on, k.days) s
      where r.payslips_given_on is null and s.due_on <= ${q.asOf} + ${q.param('compliance.warning-days')}`,
  },
  {
    id: 'WAGE-REGISTER-BELOW-MINIMUM',
    title: 'Wages paid below the minimum',
    type: 'Periodic',
    description:
      "A worker of a live wage register was paid (or the register refused to compute a worker's wages) at a daily rate (wage + DA) below the establishment's minimum wage for the skill category on days of the register. The minimum wages are read as they stand now: a revision entered later with an earlier date shows the arrears due.",
    parameters: ['wages.check-days'],
    appliesTo: 'notCancelled',
    versions: versions(
      {
        from: '1950-01-01',
        lawId: 'MW',
        citation: 'Minimum Wages Act, 1948, s.12 (payment of minimum rates of wages)',
      },
      {
        lawId: 'COW',
        citation: 'Code on Wages, 2019, s.5 (no employer pays less than the minimum rate of wages)',
      },
      {
        details:
          '{workers} worker(s) in the wage register from {from:date} to {to:date} paid below the minimum wage; {first}',
        corrective: REGISTER_LINK,
      },
    ),
    select: (q) =>
      perRegister(sql`select e.id as establishment_id, r.id as register_id, r.from_date, r.to_date,
          we.employee_code, greatest(x.from_day, m.start_date) as first_day,
          ${entryName} || ': ' || ${rupees(sql`x.rate`)} || ' a day from '
            || ${ddmmyyyy(sql`greatest(x.from_day, m.start_date)`)} || ', below the minimum of '
            || ${rupees(sql`m.daily_rate`)} || ' for ' || ${skillLabel(sql`we.skill_category`)} || ' workers.' as sentence
        from ${q.est} e ${liveRegisters(q)}
        join wage_entries we on we.register_id = r.id
        ${paidRates}
        join establishment_min_wage_rates m on m.establishment_id = e.id and m.skill_category = we.skill_category
          and daterange(m.start_date, m.end_date, '[]') && daterange(x.from_day, x.to_day, '[]')
        where x.rate < m.daily_rate
        union all
        select e.id, r.id, r.from_date, r.to_date, we.employee_code, r.from_date,
          ${refusalText(WAGE_RULE_CITATIONS.BELOW_MINIMUM_WAGE)}
        from ${q.est} e ${liveRegisters(q)}
        join wage_entries we on we.register_id = r.id and we.problems <> '[]'::jsonb
        where ${refusedFor(WAGE_RULE_CITATIONS.BELOW_MINIMUM_WAGE)}`),
  },
  {
    id: 'WAGE-REGISTER-OVERTIME-RATE',
    title: 'Overtime paid below twice the ordinary rate',
    type: 'Periodic',
    description:
      'A worker of a live wage register was paid overtime at a rate per hour below twice the ordinary rate, (wage + DA) / 8 x 2 to the paisa, or the register refused to compute the wages for that reason.',
    parameters: ['wages.check-days'],
    appliesTo: 'notCancelled',
    versions: versions(
      {
        from: '1950-01-01',
        lawId: 'MW',
        citation:
          'Minimum Wages Act, 1948, s.14 and Minimum Wages (Central) Rules, 1950, r.25 (overtime at double the ordinary rate); BOCW Act, 1996, s.29',
      },
      {
        lawId: 'COW',
        citation: 'Code on Wages, 2019, s.14 (overtime at least twice the normal rate); BOCW Act, 1996, s.29',
      },
      {
        details:
          '{workers} worker(s) in the wage register from {from:date} to {to:date} paid overtime below twice the ordinary rate; {first}',
        corrective: REGISTER_LINK,
      },
    ),
    // Twice the hourly rate to the paisa, half up: floor((2 x (wage + DA) in paise + 4) / 8) paise
    // (defaultOvertimePaise, docs/wages.md 'Overtime').
    select: (q) =>
      perRegister(sql`select e.id as establishment_id, r.id as register_id, r.from_date, r.to_date,
          we.employee_code, x.from_day as first_day,
          ${entryName} || ': ' || x.overtime_hours::text || ' h of overtime at ' || ${rupees(sql`x.overtime_rate`)}
            || ' an hour from ' || ${ddmmyyyy(sql`x.from_day`)} || ', below (' || ${rupees(sql`x.wage`)} || ' + '
            || ${rupees(sql`x.da`)} || ') / 8 x 2 = ' || ${rupees(sql`t.least_rate`)} || '.' as sentence
        from ${q.est} e ${liveRegisters(q)}
        join wage_entries we on we.register_id = r.id and we.overtime_hours > 0
        ${paidRates}
        cross join lateral (select floor((x.rate * 200 + 4) / 8) / 100 as least_rate) t
        where x.overtime_hours > 0 and x.overtime_rate < t.least_rate
        union all
        select e.id, r.id, r.from_date, r.to_date, we.employee_code, r.from_date,
          ${refusalText(WAGE_RULE_CITATIONS.OVERTIME_RATE_TOO_LOW)}
        from ${q.est} e ${liveRegisters(q)}
        join wage_entries we on we.register_id = r.id and we.problems <> '[]'::jsonb
        where ${refusedFor(WAGE_RULE_CITATIONS.OVERTIME_RATE_TOO_LOW)}`),
  },
  {
    id: 'WAGE-DEDUCTIONS-OVER-HALF',
    title: 'Deductions over half the wages',
    type: 'Periodic',
    description:
      "A worker's total deductions in a live wage register are more than 50% of the gross wages (exactly half is allowed), or the register refused the deductions for that reason. The Payment of Wages Act's 75% where part goes to co-operative societies is not applied (docs/wages.md).",
    parameters: ['wages.check-days'],
    appliesTo: 'notCancelled',
    versions: versions(
      { from: PWA_FROM, lawId: 'PW', citation: 'Payment of Wages Act, 1936, s.7(3)' },
      { lawId: 'COW', citation: 'Code on Wages, 2019, s.18 (deductions at most 50% of wages)' },
      {
        details:
          '{workers} worker(s) in the wage register from {from:date} to {to:date} with deductions over half the wages; {first}',
        corrective: REGISTER_LINK,
      },
    ),
    select: (q) =>
      perRegister(sql`select e.id as establishment_id, r.id as register_id, r.from_date, r.to_date,
          we.employee_code, r.from_date as first_day,
          ${entryName} || ': deductions of ' || ${rupees(sql`we.total_deductions`)} || ' from gross wages of '
            || ${rupees(sql`we.gross`)} || '.' as sentence
        from ${q.est} e ${liveRegisters(q)}
        join wage_entries we on we.register_id = r.id
        where 2 * we.total_deductions > we.gross
        union all
        select e.id, r.id, r.from_date, r.to_date, we.employee_code, r.from_date,
          ${refusalText(WAGE_RULE_CITATIONS.DEDUCTIONS_OVER_HALF)}
        from ${q.est} e ${liveRegisters(q)}
        join wage_entries we on we.register_id = r.id and we.problems <> '[]'::jsonb
        where ${refusedFor(WAGE_RULE_CITATIONS.DEDUCTIONS_OVER_HALF)}`),
  },
  {
    id: 'WAGE-REGISTER-MISSING',
    title: 'Wage register not created',
    type: 'Periodic',
    description:
      "A month has days of attendance (a register that is neither closed nor the weekly off) that no live wage register covers: a warning as the month's payment day comes near, a violation once it has passed (the due day of a monthly wage period). One item per establishment from its oldest such month, over the months of the last year.",
    parameters: [
      'wages.payment-days',
      'wages.payment-days-large',
      'wages.large-establishment-workers',
      'wages.monthly-payment-day',
      'compliance.warning-days',
      'wages.check-days',
    ],
    appliesTo: 'notCancelled',
    versions: versions(
      {
        from: PWA_FROM,
        lawId: 'PW',
        citation: 'Payment of Wages Act, 1936, ss.4 and 5 (wage periods; time of payment)',
      },
      { lawId: 'COW', citation: 'Code on Wages, 2019, ss.16 and 17 (wage period; time limit for payment)' },
      {
        details:
          '{months} month(s) with {days} day(s) of attendance from {first:date} to {last:date} not in a wage register; the wages of {month} are due by {dueOn:date}.',
        corrective: LIST_LINK,
      },
    ),
    // One item per establishment (an item without a record is one per rule), from its oldest month.
    select: (q) => sql`select k.establishment_id, null::uuid as record_id, min(k.due_on) as due_on,
        case when min(k.due_on) < ${q.asOf} then 'violation' else 'warning' end as severity,
        jsonb_build_object('months', count(*), 'days', sum(k.days), 'first', min(k.first), 'last', max(k.last),
          'month', (array_agg(to_char(k.month, 'FMMonth YYYY') order by k.month))[1],
          'dueOn', min(k.due_on)) as details
      from (select m.*, d.due_on
        from (select e.id as establishment_id, date_trunc('month', a.register_date)::date as month,
            count(*)::int as days, min(a.register_date) as first, max(a.register_date) as last
          from ${q.est} e
          join attendance_registers a on a.establishment_id = e.id
            and a.register_date between date_trunc('month', ${q.asOf} - ${q.param('wages.check-days')})::date
              and ${q.asOf}
          where not a.is_establishment_closed and not a.is_week_off
            and not exists (select 1 from wage_registers r where r.establishment_id = e.id
              and r.status is distinct from 'cancelled' and a.register_date between r.from_date and r.to_date)
          group by e.id, 2) m
        cross join lateral (select (m.month + interval '1 month - 1 day')::date as month_end) me
        cross join lateral (select count(*)::int as workers from employees w
          where w.establishment_id = m.establishment_id and w.date_of_joining <= me.month_end
            and (w.exit_date is null or w.exit_date >= m.month)) n
        cross join lateral (select ${paymentDueSql(sql`m.month`, sql`me.month_end`, sql`n.workers`, sql`null::text`)} as due_on) d
        where d.due_on <= ${q.asOf} + ${q.param('compliance.warning-days')}) k
      group by k.establishment_id`,
  },
];
