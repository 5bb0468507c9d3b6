import {
  allFields,
  employeeSchema,
  FORM_A_MANDATORY_COLUMNS,
  SKILL_CATEGORIES,
  SKILL_KEYS,
} from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import { VERIFICATION_FORMS } from '../../employees/verification-forms.js';
import { LABOUR_CODES_IN_FORCE } from './parameters.js';
import type { Rule, RuleQuery, RuleVersion } from './rule-types.js';

/**
 * The employee register's rules (issue 12): Form A complete, wages not below the minimum, adolescents'
 * particulars, one person in two establishments at once, a wage period for every active worker. Each is one
 * SELECT over the establishments of the run and their workers.
 */

const BEFORE_CODES = '2025-11-20';
const REGISTER_LINK = 'establishments/{establishmentId}/employeeRegisters/{recordId}';
const WAGES_LINK = 'establishments/{establishmentId}/employeeRegisters/{recordId}?tab=wages';
const VERIFICATION_LINK = 'establishments/{establishmentId}/employeeRegisters/{recordId}?tab=verification';

/** Form A under the 2017 Registers Rules, kept in the Labour Codes' transition (LAW.md, 'Registers'). */
const registerVersions = (details: string, corrective = REGISTER_LINK): RuleVersion[] => [
  {
    from: '2017-03-21',
    to: BEFORE_CODES,
    states: 'all',
    lawId: 'CLRA',
    citation:
      'Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017 (GSR 154(E)), Form A; CLRA Central Rules r.75',
    details,
    corrective,
  },
  {
    from: LABOUR_CODES_IN_FORCE,
    to: null,
    states: 'all',
    lawId: 'OSH',
    citation:
      'OSH Code, 2020, s.34(1)(a) (registers of employees); Form A of the 2017 Registers Rules in the transition (unconfirmed)',
    details,
    corrective,
  },
];

const wageVersions = (details: string): RuleVersion[] => [
  {
    from: '1950-01-01',
    to: BEFORE_CODES,
    states: 'all',
    lawId: 'MW',
    citation: 'Minimum Wages Act, 1948, s.12 (payment of minimum rates of wages)',
    details,
    corrective: WAGES_LINK,
  },
  {
    from: LABOUR_CODES_IN_FORCE,
    to: null,
    states: 'all',
    lawId: 'COW',
    citation: 'Code on Wages, 2019, s.5 (no employer pays less than the minimum rate of wages)',
    details,
    corrective: WAGES_LINK,
  },
];

/** A worker of the run's establishments on its books on the day checked (joined, not yet exited). */
const activeWorkers = (q: RuleQuery) => sql`join employees w on w.establishment_id = e.id
  and w.date_of_joining <= ${q.asOf} and (w.exit_date is null or w.exit_date >= ${q.asOf})`;

const workerName = sql`concat_ws(' ', w.name, w.surname) || ' (' || w.employee_code || ')'`;

const severityBy = (due: SQL, q: RuleQuery) =>
  sql`case when ${due} < ${q.asOf} then 'violation' else 'warning' end`;

/** The Form A columns a worker's record lacks, as the form titles them, in the form's order. */
function missingColumns(): SQL {
  const fields = allFields(employeeSchema);
  const checks = FORM_A_MANDATORY_COLUMNS.flatMap((col, i) => {
    const title = fields.find((f) => f.colName === col)?.title ?? col;
    if (col === 'aadhaar') return [sql`(${i}, ${title}::text, w.aadhaar_hash is null)`];
    if (!col.startsWith('body.')) return []; // typed columns are NOT NULL
    const path = `{${col.slice('body.'.length).split('.').join(',')}}`;
    return [sql`(${i}, ${title}::text, nullif(btrim(w.body #>> ${path}::text[]), '') is null)`];
  });
  return sql`(select string_agg(c.title, ', ' order by c.ord) from (values ${sql.join(checks, sql`, `)})
    c(ord, title, absent) where c.absent)`;
}

/** Rupees with Indian grouping and two decimals (₹1,33,450.50), in SQL. */
const rupees = (amount: SQL) => sql`'₹' || to_char(${amount}, 'FM99,99,99,99,990.00')`;

const skillLabel = sql`case w.skill_category ${sql.join(
  SKILL_KEYS.map((k, i) => sql`when ${k} then ${SKILL_CATEGORIES[i]!}`),
  sql` `,
)} end`;

/** A verification form's title from its code (modules/employees/verification-forms.ts). */
const verificationTitle = sql`case ev.form_code ${sql.join(
  VERIFICATION_FORMS.map((f) => sql`when ${f.code} then ${f.title}`),
  sql` `,
)} else ev.form_code end`;

export const EMPLOYEE_RULES: Rule[] = [
  {
    id: 'FORM-A-INCOMPLETE',
    title: 'Form A incomplete',
    type: 'Periodic',
    description:
      "A worker's Form A record lacks mandatory columns (Aadhaar, mobile, bank account, addresses, ...) once the days allowed after joining have passed.",
    parameters: ['employees.form-a-days'],
    appliesTo: 'open',
    versions: registerVersions('Form A of {employee} lacks: {missing}.'),
    select: (q) => sql`select e.id as establishment_id, w.id as record_id, d.due_on,
        ${severityBy(sql`d.due_on`, q)} as severity,
        jsonb_build_object('employee', ${workerName}, 'missing', m.missing) as details
      from ${q.est} e ${activeWorkers(q)}
      cross join lateral (select w.date_of_joining + ${q.param('employees.form-a-days')} as due_on) d
      cross join lateral (select ${missingColumns()} as missing) m
      where m.missing is not null`,
  },
  {
    id: 'WAGE-BELOW-MINIMUM',
    title: 'Wage below the minimum',
    type: 'Periodic',
    description:
      "A worker's daily rate (wage + DA) in force is below the establishment's minimum wage for the worker's skill category.",
    parameters: [],
    appliesTo: 'open',
    versions: wageVersions(
      '{employee}: {rate} a day, below the minimum of {minimum} for {category} workers in force from {minimumFrom:date}.',
    ),
    select: (q) => sql`select e.id as establishment_id, w.id as record_id,
        greatest(p.start_date, m.start_date) as due_on, 'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'rate', ${rupees(sql`p.wage_amount + p.da`)},
          'minimum', ${rupees(sql`m.daily_rate`)}, 'category', ${skillLabel}, 'minimumFrom', m.start_date) as details
      from ${q.est} e ${activeWorkers(q)}
      join employee_wage_periods p on p.employee_id = w.id
        and daterange(p.start_date, p.end_date, '[]') @> ${q.asOf}
      join establishment_min_wage_rates m on m.establishment_id = e.id and m.skill_category = w.skill_category
        and daterange(m.start_date, m.end_date, '[]') @> ${q.asOf}
      where p.wage_amount + p.da < m.daily_rate`,
  },
  {
    id: 'ADOLESCENT-PARTICULARS',
    title: 'Adolescent without particulars',
    type: 'Periodic',
    description:
      'A worker aged 14 to 18 has no nature of work, daily hours or intervals of rest recorded for the adolescent register.',
    parameters: [],
    appliesTo: 'open',
    versions: registerVersions(
      '{employee} is an adolescent (born {born:date}) without nature of work, daily hours and rest intervals.',
    ).map((v) => ({
      ...v,
      citation: `${v.citation}; Child and Adolescent Labour (Prohibition and Regulation) Act, 1986, ss.7-11`,
    })),
    select: (q) => sql`select e.id as establishment_id, w.id as record_id, w.date_of_joining as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'born', w.date_of_birth) as details
      from ${q.est} e ${activeWorkers(q)}
      where w.date_of_birth > (${q.asOf} - interval '18 years')::date
        and (nullif(btrim(w.body #>> '{adolescent,natureOfWork}'), '') is null
          or nullif(btrim(w.body #>> '{adolescent,dailyHours}'), '') is null
          or nullif(btrim(w.body #>> '{adolescent,restIntervals}'), '') is null)`,
  },
  {
    id: 'AADHAAR-TWO-ESTABLISHMENTS',
    title: 'Same worker in two establishments',
    type: 'Periodic',
    description:
      "A worker's Aadhaar is also recorded for a worker of another establishment over overlapping dates: a worker counted twice or a borrowed identity.",
    parameters: [],
    appliesTo: 'open',
    versions: registerVersions(
      'The Aadhaar of {employee} ({aadhaar}) is also recorded for a worker of another establishment from {from:date}.',
    ),
    // The other establishment is not named: it may belong to another contractor or Government.
    select: (q) => sql`select e.id as establishment_id, w.id as record_id, o.overlap_from as due_on,
        'warning' as severity,
        jsonb_build_object('employee', ${workerName}, 'aadhaar', 'XXXX XXXX ' || w.aadhaar_last4,
          'from', o.overlap_from) as details
      from ${q.est} e ${activeWorkers(q)}
      cross join lateral (select min(greatest(w.date_of_joining, x.date_of_joining)) as overlap_from
        from employees x where x.aadhaar_hash = w.aadhaar_hash and x.establishment_id <> w.establishment_id
          and daterange(x.date_of_joining, x.exit_date, '[]') && daterange(w.date_of_joining, w.exit_date, '[]')) o
      where w.aadhaar_hash is not null and o.overlap_from is not null`,
  },
  {
    id: 'VERIFICATION-OVERDUE',
    title: 'Verification forms overdue',
    type: 'Periodic',
    description:
      "An active worker's verification forms (self-declaration, police verification of antecedents) are not uploaded, signed, by their due dates.",
    parameters: [],
    // The forms are the product's (docs/decisions.md, 'Verification forms'): no section names them.
    unconfirmed: true,
    appliesTo: 'open',
    versions: registerVersions(
      '{employee}: {forms} not uploaded; overdue since {dueOn:date}.',
      VERIFICATION_LINK,
    ).map((v) => ({
      ...v,
      citation: `${v.citation}; the employer's record of the worker's identity and antecedents (the product's verification forms)`,
    })),
    select: (q) => sql`select e.id as establishment_id, w.id as record_id, v.due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'forms', v.forms, 'dueOn', v.due_on) as details
      from ${q.est} e ${activeWorkers(q)}
      cross join lateral (select min(ev.due_on) as due_on,
          string_agg(${verificationTitle}, ', ' order by ev.due_on, ev.form_code) as forms
        from employee_verifications ev
        where ev.employee_id = w.id and ev.submitted_on is null and ev.due_on < ${q.asOf}) v
      where v.due_on is not null`,
  },
  {
    id: 'NO-WAGE-PERIOD',
    title: 'No wage period',
    type: 'Periodic',
    description:
      'An active worker has no wage period in force (rate of wages, DA and overtime) once the days allowed after joining have passed.',
    parameters: ['employees.wage-period-days'],
    appliesTo: 'open',
    versions: wageVersions('{employee} has no wage period in force; due by {dueOn:date}.'),
    select: (q) => sql`select e.id as establishment_id, w.id as record_id, d.due_on,
        ${severityBy(sql`d.due_on`, q)} as severity,
        jsonb_build_object('employee', ${workerName}, 'dueOn', d.due_on) as details
      from ${q.est} e ${activeWorkers(q)}
      cross join lateral (select w.date_of_joining + ${q.param('employees.wage-period-days')} as due_on) d
      where not exists (select 1 from employee_wage_periods p where p.employee_id = w.id
        and daterange(p.start_date, p.end_date, '[]') @> ${q.asOf})`,
  },
];
