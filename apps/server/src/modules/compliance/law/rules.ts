import { ESTABLISHMENT_STATUS, REQUIREMENT_CATALOGUE } from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import { ATTENDANCE_RULES } from './attendance-rules.js';
import { EMPLOYEE_RULES } from './employee-rules.js';
import { LABOUR_CODES_IN_FORCE } from './parameters.js';
import { PROCESS_RULES } from './process-rules.js';
import { RETURN_RULES } from './return-rules.js';
import type { Rule, RuleQuery, RuleVersion } from './rule-types.js';
import { WAGE_RULES } from './wage-rules.js';

export type { Rule, RuleQuery, RuleVersion } from './rule-types.js';

/**
 * The rules of the compliance engine: data (id, title, type, versions with law, citation, dates, states and
 * templates, the parameters read) plus one set-based SELECT that finds the items of many establishments at once.
 * docs/architecture.md ('The compliance engine') says how to add one.
 */

const BEFORE_CODES = '2025-11-20';

/** warning while the due date has not passed (today included), violation from the day after. */
const severityBy = (due: SQL, q: RuleQuery) =>
  sql`case when ${due} < ${q.asOf} then 'violation' else 'warning' end`;

/** A licence of this type valid on the day checked. */
const validLicence = (type: number, q: RuleQuery) =>
  sql`exists (select 1 from establishment_licenses vl where vl.establishment_id = e.id and vl.license_type = ${type}
    and ${q.asOf} between vl.start_date and vl.end_date)`;

function requirementTitle(code: string) {
  const found = REQUIREMENT_CATALOGUE.find((r) => r.code === code);
  if (!found) throw new Error(`Unknown requirement ${code}`);
  return found.title;
}

const REQUIREMENT_DETAILS = '{requirement}: due on {dueOn:date}, not submitted.';
const REQUIREMENT_LINK = 'establishments/{establishmentId}/requirements/{recordId}';

/** A catalogue requirement not submitted: a warning from `compliance.warning-days` before its due date. */
function requirementRule(o: {
  id: string;
  code: string;
  description: string;
  versions: Pick<RuleVersion, 'from' | 'to' | 'states' | 'lawId' | 'citation'>[];
  appliesTo?: Rule['appliesTo'];
  unconfirmed?: boolean;
  /** Further parameters and the condition on `e` that makes the requirement apply. */
  parameters?: string[];
  appliesWhen?: (q: RuleQuery) => SQL;
  /** A licence type whose valid record also meets it. */
  metByLicence?: number;
}): Rule {
  const title = requirementTitle(o.code);
  return {
    id: o.id,
    title,
    type: 'Setup',
    description: o.description,
    parameters: ['compliance.warning-days', ...(o.parameters ?? [])],
    unconfirmed: o.unconfirmed,
    appliesTo: o.appliesTo ?? 'open',
    versions: o.versions.map((v) => ({ ...v, details: REQUIREMENT_DETAILS, corrective: REQUIREMENT_LINK })),
    select: (q) => sql`select e.id as establishment_id, r.id as record_id, r.due_on,
        ${severityBy(sql`r.due_on`, q)} as severity,
        jsonb_build_object('requirement', ${title}::text, 'dueOn', r.due_on) as details
      from ${q.est} e
      join establishment_requirements r on r.establishment_id = e.id and r.requirement_code = ${o.code}
      where r.submitted_on is null and r.due_on is not null
        and r.due_on <= ${q.asOf} + ${q.param('compliance.warning-days')}
        ${o.appliesWhen ? sql`and ${o.appliesWhen(q)}` : sql``}
        ${o.metByLicence ? sql`and not ${validLicence(o.metByLicence, q)}` : sql``}`,
  };
}

const ALL = 'all' as const;
const always = <V extends Pick<RuleVersion, 'lawId' | 'citation'>>(v: V, from = '1971-01-01') => ({
  from,
  to: null,
  states: ALL,
  ...v,
});

/** The contract-labour licence's law: the Act until the Codes, the OSH Code from 21/11/2025. */
const contractLabourVersions = (
  clra: string,
  osh: string,
  text: Pick<RuleVersion, 'details' | 'corrective'>,
): RuleVersion[] => [
  { from: '1971-02-10', to: BEFORE_CODES, states: ALL, lawId: 'CLRA', citation: clra, ...text },
  { from: LABOUR_CODES_IN_FORCE, to: null, states: ALL, lawId: 'OSH', citation: osh, ...text },
];

/** A licence, registration or policy (LICENSE_TYPES) running out, and run out while the establishment is open. */
function licenceRules(o: {
  type: number;
  idPrefix: string;
  what: string;
  versions: (text: Pick<RuleVersion, 'details' | 'corrective'>) => RuleVersion[];
}): Rule[] {
  const latest = (
    q: RuleQuery,
  ) => sql`(select distinct on (l.establishment_id) l.id, l.establishment_id, l.end_date,
      l.body ->> 'licenseNo' as licence_no
    from establishment_licenses l join ${q.est} le on le.id = l.establishment_id
    where l.license_type = ${o.type}
    order by l.establishment_id, l.end_date desc, l.created_at desc)`;
  const corrective = 'establishments/{establishmentId}/details';
  return [
    {
      id: `${o.idPrefix}-EXPIRING`,
      title: `${o.what} expiring`,
      type: 'Setup',
      description: `The latest ${o.what.toLowerCase()} ends within the warning days: renew it before it runs out.`,
      parameters: ['licence.expiry-warning-days'],
      appliesTo: 'open',
      versions: o.versions({ details: `${o.what} {licenceNo} expires on {endDate:date}.`, corrective }),
      select: (q) => sql`select e.id as establishment_id, l.id as record_id, l.end_date as due_on,
          'warning' as severity,
          jsonb_build_object('licenceNo', coalesce(l.licence_no, ''), 'endDate', l.end_date) as details
        from ${q.est} e join ${latest(q)} l on l.establishment_id = e.id
        where l.end_date >= ${q.asOf} and l.end_date <= ${q.asOf} + ${q.param('licence.expiry-warning-days')}`,
    },
    {
      id: `${o.idPrefix}-EXPIRED`,
      title: `${o.what} expired`,
      type: 'Setup',
      description: `The latest ${o.what.toLowerCase()} has ended while the establishment is open.`,
      parameters: [],
      appliesTo: 'open',
      versions: o.versions({ details: `${o.what} {licenceNo} expired on {endDate:date}.`, corrective }),
      select: (q) => sql`select e.id as establishment_id, l.id as record_id, l.end_date as due_on,
          'violation' as severity,
          jsonb_build_object('licenceNo', coalesce(l.licence_no, ''), 'endDate', l.end_date) as details
        from ${q.est} e join ${latest(q)} l on l.establishment_id = e.id
        where l.end_date < ${q.asOf}`,
    },
  ];
}

export const RULES: Rule[] = [
  requirementRule({
    id: 'FORM-VII-COMMENCEMENT',
    code: 'form-vii-commencement',
    description: 'The intimation of commencement (Form VII) is submitted before work starts.',
    unconfirmed: true,
    versions: [
      always({
        lawId: 'CLRA',
        citation:
          'Contract Labour (Central) Rules, 1971, r.25(2)(viii); BOCW Central Rules, Form IV: notice of commencement 30 days before work starts (unconfirmed)',
      }),
    ],
  }),
  requirementRule({
    id: 'EC-INSURANCE',
    code: 'ec-insurance',
    description:
      "A policy covering the workers under the Employees' Compensation Act is submitted, or a valid policy is recorded under Licences.",
    metByLicence: 3,
    versions: [
      always(
        {
          lawId: 'ECA',
          citation: "Employees' Compensation Act, 1923, s.3 (employer's liability) and s.10B (Form EE)",
        },
        '1923-07-01',
      ),
    ],
  }),
  requirementRule({
    id: 'BOCW-CESS',
    code: 'bocw-cess',
    description: 'The welfare cess (1% of the cost of construction) is paid and its challan submitted.',
    appliesTo: 'notCancelled',
    versions: [
      always(
        {
          lawId: 'BOCW-CESS',
          citation:
            "Building and Other Construction Workers' Welfare Cess Act, 1996, s.3: cess at 1% of the cost of construction",
        },
        '1996-03-01',
      ),
    ],
  }),
  requirementRule({
    id: 'POSH-COMMITTEE',
    code: 'posh-committee',
    description: 'An Internal Committee is constituted where the establishment employs 10 or more.',
    parameters: ['posh.committee-employees'],
    appliesWhen: (q) => sql`e.max_workers >= ${q.param('posh.committee-employees')}`,
    versions: [
      always({ lawId: 'POSH', citation: 'POSH Act, 2013, s.4(1): Internal Committee' }, '2013-12-09'),
    ],
  }),
  requirementRule({
    id: 'WELFARE-FACILITIES',
    code: 'welfare-facilities',
    description:
      'Drinking water, latrines, first aid (and a creche where required) are provided and recorded.',
    versions: [
      {
        from: '1971-02-10',
        to: BEFORE_CODES,
        states: ALL,
        lawId: 'CLRA',
        citation: 'Contract Labour (Regulation and Abolition) Act, 1970, ss.16-19; BOCW Act, 1996, ss.32-39',
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        states: ALL,
        lawId: 'OSH',
        citation: 'OSH Code, 2020, s.24 (welfare facilities)',
      },
    ],
  }),
  {
    id: 'CONTRACT-LABOUR-LICENCE',
    title: 'Labour licence needed',
    type: 'Setup',
    description:
      'The most workers expected on any day reach the contract-labour threshold (20, or 50 from 21/11/2025) and no labour licence is recorded.',
    parameters: ['contract-labour.applicability-workers', 'compliance.warning-days'],
    appliesTo: 'open',
    versions: contractLabourVersions(
      'Contract Labour (Regulation and Abolition) Act, 1970, s.1(4) and s.12',
      'OSH Code, 2020, s.47 (licence for contract labour, 50 or more workers)',
      {
        details:
          'Up to {maxWorkers} workers are expected (threshold {threshold}) and no labour licence is recorded.',
        corrective: REQUIREMENT_LINK,
      },
    ),
    select: (q) => sql`select e.id as establishment_id, r.id as record_id,
        coalesce(r.due_on, e.commencement_date) as due_on,
        ${severityBy(sql`coalesce(r.due_on, e.commencement_date)`, q)} as severity,
        jsonb_build_object('maxWorkers', e.max_workers,
          'threshold', ${q.param('contract-labour.applicability-workers')}) as details
      from ${q.est} e
      left join establishment_requirements r on r.establishment_id = e.id and r.requirement_code = 'labour-licence'
      where e.max_workers >= ${q.param('contract-labour.applicability-workers')}
        and coalesce(r.due_on, e.commencement_date) <= ${q.asOf} + ${q.param('compliance.warning-days')}
        and not exists (select 1 from establishment_licenses l where l.establishment_id = e.id and l.license_type = 1)`,
  },
  {
    id: 'CONTRACT-LABOUR-LICENCE-WORKERS',
    title: 'Licensed workers fewer than expected',
    type: 'Setup',
    description:
      'The valid labour licence allows fewer workers than the most workers expected on any day: the licence must be amended.',
    parameters: [],
    appliesTo: 'open',
    versions: contractLabourVersions(
      'Contract Labour (Regulation and Abolition) Act, 1970, s.12; Central Rules r.25(2)(ii)',
      'OSH Code, 2020, s.47',
      {
        details: 'Licence {licenceNo} allows {licensedWorkers} workers; up to {maxWorkers} are expected.',
        corrective: 'establishments/{establishmentId}/details',
      },
    ),
    select: (q) => sql`select e.id as establishment_id, l.id as record_id,
        greatest(l.start_date, e.commencement_date) as due_on, 'violation' as severity,
        jsonb_build_object('licenceNo', coalesce(l.body ->> 'licenseNo', ''), 'licensedWorkers', l.licensed,
          'maxWorkers', e.max_workers) as details
      from ${q.est} e
      join (select vl.*, case when vl.body ->> 'maxWorkers' ~ '^[0-9]{1,9}$' then (vl.body ->> 'maxWorkers')::int end as licensed
        from establishment_licenses vl where vl.license_type = 1) l
        on l.establishment_id = e.id and ${q.asOf} between l.start_date and l.end_date
      where l.licensed < e.max_workers`,
  },
  ...licenceRules({
    type: 1,
    idPrefix: 'CONTRACT-LABOUR-LICENCE',
    what: 'Labour licence',
    versions: (text) =>
      contractLabourVersions(
        'Contract Labour (Regulation and Abolition) Act, 1970, s.12; Central Rules r.29 (renewal)',
        'OSH Code, 2020, s.47',
        text,
      ),
  }),
  ...licenceRules({
    type: 2,
    idPrefix: 'BOCW-REGISTRATION',
    what: 'BOCW registration',
    versions: (text) => [
      always(
        { lawId: 'BOCW', citation: 'BOCW Act, 1996, s.7 (registration of establishments)', ...text },
        '1996-03-01',
      ),
    ],
  }),
  ...licenceRules({
    type: 3,
    idPrefix: 'EC-INSURANCE',
    what: 'EC Act insurance policy',
    versions: (text) => [
      always({ lawId: 'ECA', citation: "Employees' Compensation Act, 1923, s.3", ...text }, '1923-07-01'),
    ],
  }),
  {
    id: 'BOCW-REGISTRATION',
    title: 'BOCW registration needed',
    type: 'Setup',
    description:
      'With 10 or more building workers expected, the establishment is registered within 60 days of commencement.',
    parameters: ['bocw.applicability-workers', 'bocw.registration-days', 'compliance.warning-days'],
    appliesTo: 'open',
    versions: [
      always(
        {
          lawId: 'BOCW',
          citation: 'BOCW Act, 1996, s.1(4) and s.7: registration within 60 days of commencement',
          details:
            'Up to {maxWorkers} building workers are expected; registration is due by {dueOn:date} and none is recorded.',
          corrective: REQUIREMENT_LINK,
        },
        '1996-03-01',
      ),
    ],
    select: (q) => sql`select e.id as establishment_id, r.id as record_id, d.due_on,
        ${severityBy(sql`d.due_on`, q)} as severity,
        jsonb_build_object('maxWorkers', e.max_workers, 'dueOn', d.due_on) as details
      from ${q.est} e
      cross join lateral (select e.commencement_date + ${q.param('bocw.registration-days')} as due_on) d
      left join establishment_requirements r on r.establishment_id = e.id and r.requirement_code = 'bocw-registration'
      where e.max_workers >= ${q.param('bocw.applicability-workers')}
        and d.due_on <= ${q.asOf} + ${q.param('compliance.warning-days')}
        and r.submitted_on is null
        and not exists (select 1 from establishment_licenses l where l.establishment_id = e.id and l.license_type = 2)`,
  },
  {
    id: 'MINIMUM-WAGES-REVISION',
    title: 'Minimum-wage table not revised',
    type: 'Periodic',
    description:
      'The minimum-wage table has no period starting on or after the last VDA revision (1 April or 1 October) once the grace days have passed.',
    parameters: ['minimum-wages.revision-grace-days'],
    appliesTo: 'open',
    versions: [
      {
        from: '1950-01-01',
        to: BEFORE_CODES,
        states: ALL,
        lawId: 'MW',
        citation: 'Minimum Wages Act, 1948, ss.3-5: VDA revised from 1 April and 1 October',
        details:
          'No minimum wages entered from {revisionDate:date} (VDA revision); the latest period starts {latestStart:date}.',
        corrective: 'establishments/{establishmentId}/details',
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        states: ALL,
        lawId: 'COW',
        citation:
          'Code on Wages, 2019, ss.6-9; Code on Wages (Central) Rules, 2026: VDA revised from 1 April and 1 October',
        details:
          'No minimum wages entered from {revisionDate:date} (VDA revision); the latest period starts {latestStart:date}.',
        corrective: 'establishments/{establishmentId}/details',
      },
    ],
    // The last 1 April or 1 October whose grace days have run out by the day checked (per state: the grace may differ).
    select: (q) => sql`select e.id as establishment_id, null::uuid as record_id,
        rv.revision_date + ${q.param('minimum-wages.revision-grace-days')} as due_on, 'warning' as severity,
        jsonb_build_object('revisionDate', rv.revision_date, 'latestStart', w.latest_start) as details
      from ${q.est} e
      cross join lateral (select max(d)::date as revision_date from (values
          (make_date(extract(year from ${q.asOf})::int - 1, 10, 1)),
          (make_date(extract(year from ${q.asOf})::int, 4, 1)),
          (make_date(extract(year from ${q.asOf})::int, 10, 1))) v(d)
        where d + ${q.param('minimum-wages.revision-grace-days')} <= ${q.asOf}) rv
      left join lateral (select max(mw.start_date) as latest_start from establishment_min_wages mw
        where mw.establishment_id = e.id) w on true
      where e.commencement_date < rv.revision_date
        and (w.latest_start is null or w.latest_start < rv.revision_date)`,
  },
  {
    id: 'COMPLETION-APPROVAL',
    title: 'Completion awaiting approval',
    type: 'Setup',
    description:
      'The contractor marked completion (Form VII) and the Government has not approved it within the approval days.',
    parameters: ['completion.approval-days'],
    appliesTo: 'notCancelled',
    versions: [
      always({
        lawId: 'CLRA',
        citation: 'Contract Labour (Central) Rules, 1971, r.25(2)(viii): notice of completion (Form VII)',
        details: 'Completion on {completedOn:date} was marked and awaits approval since {dueOn:date}.',
        corrective: 'establishments/{establishmentId}/details',
      }),
    ],
    select: (
      q,
    ) => sql`select e.id as establishment_id, null::uuid as record_id, c.due_on, 'warning' as severity,
        jsonb_build_object('completedOn', c.completed_on, 'dueOn', c.due_on) as details
      from ${q.est} e
      cross join lateral (select m.completed_on, m.completed_on + ${q.param('completion.approval-days')} as due_on
        from (select case when e.completion_body ->> 'date' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
          then (e.completion_body ->> 'date')::date end as completed_on) m) c
      where e.status = ${ESTABLISHMENT_STATUS.completionMarked} and e.closed_on is null
        and c.due_on < ${q.asOf}`,
  },
  ...EMPLOYEE_RULES,
  ...ATTENDANCE_RULES,
  ...WAGE_RULES,
  ...PROCESS_RULES,
  ...RETURN_RULES,
];
