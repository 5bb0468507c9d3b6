import { PROCESS_KINDS, type ProcessKind } from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import { LABOUR_CODES_IN_FORCE } from './parameters.js';
import type { Rule, RuleQuery, RuleVersion } from './rule-types.js';

/**
 * The rules of the events of a worker's life on site (issue 15; LAW.md rows 8, 15, 17-20): the clocks of the
 * employee processes' steps, the fines of the recovery register, maternity leave, a POSH committee where the
 * workers on the books reach 10, and attendance after a worker's exit.
 */

const BEFORE_CODES = '2025-11-20';
const ALL = 'all' as const;
const EMPLOYEE_LINK = 'establishments/{establishmentId}/employeeRegisters/{recordId}';
const REQUIREMENT_LINK = 'establishments/{establishmentId}/requirements/{recordId}';

const workerName = sql`concat_ws(' ', w.name, w.surname) || ' (' || w.employee_code || ')'`;

/** An instant as India reads it: DD/MM/YYYY h:mm AM/PM, in SQL. */
const istInstant = (at: SQL) => sql`to_char(${at} at time zone 'Asia/Kolkata', 'DD/MM/YYYY FMHH12:MI AM')`;

const PROCESS_LINKS: Record<string, string> = {
  accident: 'establishments/{establishmentId}/incidents/workplace/{recordId}',
  harassment: 'establishments/{establishmentId}/incidents/harassment/{recordId}',
  deduction: 'establishments/{establishmentId}/incidents/deductions/{recordId}',
  maternity_leave: 'establishments/{establishmentId}/incidents/maternityLeave/{recordId}',
  termination: 'establishments/{establishmentId}/incidents/termination/{recordId}',
};

function kindAndStep(kindKey: keyof typeof PROCESS_LINKS, stepKey: string) {
  const kind = PROCESS_KINDS.find((k) =>
    kindKey === 'accident'
      ? k.cmsIncidentId === 1
      : kindKey === 'harassment'
        ? k.cmsIncidentId === 2
        : k.type === kindKey,
  ) as ProcessKind | undefined;
  const step = kind?.steps.find((st) => st.key === stepKey);
  if (!kind || !step?.due) throw new Error(`No clocked step ${stepKey} of ${kindKey}`);
  return { kind, step };
}

const CLOCK_DETAILS = '{step} for {employee}: {state}.';

/**
 * A step's clock (the catalogue's due rule, stored as employee_process_steps.due_on): a warning while the step
 * is pending and due within `compliance.warning-days` (the hour clocks are shorter: a warning from the event), a
 * violation once the due time has passed without it, and a violation for a year after a step done late (its
 * done_on, when its action took place as its form says, after its due time). Cancelled processes are not judged.
 */
function stepClockRule(o: {
  id: string;
  title: string;
  description: string;
  kind: keyof typeof PROCESS_LINKS;
  step: string;
  /** A further condition on the process `p` (a fine only, ...). */
  when?: SQL;
  versions: Pick<RuleVersion, 'from' | 'to' | 'lawId' | 'citation'>[];
  unconfirmed?: boolean;
}): Rule {
  const { kind, step } = kindAndStep(o.kind, o.step);
  return {
    id: o.id,
    title: o.title,
    type: 'Incident',
    description: `${o.description} Clock: ${step.due!.text.toLowerCase()}.`,
    parameters: ['compliance.warning-days', 'process.late-check-days'],
    unconfirmed: o.unconfirmed,
    appliesTo: 'notCancelled',
    versions: o.versions.map((v) => ({
      ...v,
      states: ALL,
      details: CLOCK_DETAILS,
      corrective: PROCESS_LINKS[o.kind]!,
    })),
    select: (q) => sql`select e.id as establishment_id, p.id as record_id,
        (s.due_on at time zone 'Asia/Kolkata')::date as due_on,
        case when s.submitted_on is null and s.due_on >= ${q.now} then 'warning' else 'violation' end as severity,
        jsonb_build_object('employee', ${workerName}, 'step', ${step.name}::text,
          'dueAt', s.due_on, 'doneAt', s.done_on,
          'state', case when s.submitted_on is null and s.due_on >= ${q.now} then 'due by ' || ${istInstant(sql`s.due_on`)}
            when s.submitted_on is null then 'was due by ' || ${istInstant(sql`s.due_on`)} || ' and is not recorded'
            else 'done on ' || ${istInstant(sql`s.done_on`)} || ', after its due time ' || ${istInstant(sql`s.due_on`)} end)
          as details
      from ${q.est} e
      join employee_processes p on p.establishment_id = e.id and p.type = ${kind.type}
        ${kind.cmsIncidentId ? sql`and p.cms_incident_id = ${kind.cmsIncidentId}` : sql``}
        and p.cancelled_on is null
      join employee_process_steps s on s.process_id = p.id and s.step = ${step.key} and s.applies
        and s.due_on is not null
      join employees w on w.id = p.employee_id
      where ${o.when ?? sql`true`}
        and ((s.submitted_on is null
            and s.due_on <= ${q.now} + make_interval(days => ${q.param('compliance.warning-days')}))
          or (s.submitted_on is not null and s.done_on > s.due_on
            and s.done_on >= ${q.now} - make_interval(days => ${q.param('process.late-check-days')})))`,
  };
}

const SINCE_EVER = '1923-07-01';

/** The clocks of the steps (LAW.md rows 8, 17-20; the fine's 90 days of row 15). */
export const CLOCK_RULES: Rule[] = [
  stepClockRule({
    id: 'ACCIDENT-NOTICE',
    title: 'Notice of accident',
    description:
      'An accident that kills a worker or disables one for 48 hours or more is notified to the authority in time.',
    kind: 'accident',
    step: 'accident_notice',
    unconfirmed: true,
    versions: [
      {
        from: '1996-03-01',
        to: BEFORE_CODES,
        lawId: 'BOCW',
        citation:
          'BOCW Act, 1996, s.39 (notice of certain accidents); BOCW Central Rules, 1998 (4 and 72 hours; rule number unconfirmed)',
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        lawId: 'OSH',
        citation:
          'OSH Code, 2020, s.10 (notice of certain accidents); Central Rules (4 and 72 hours, unconfirmed)',
      },
    ],
  }),
  stepClockRule({
    id: 'ACCIDENT-FORM-EE',
    title: 'Report of death or serious injury (Form EE)',
    description: 'A death or serious injury is reported to the Commissioner in Form EE within 7 days.',
    kind: 'accident',
    step: 'form_ee',
    versions: [
      {
        from: SINCE_EVER,
        to: null,
        lawId: 'ECA',
        citation: "Employees' Compensation Act, 1923, s.10B (Form EE)",
      },
    ],
  }),
  stepClockRule({
    id: 'POSH-COMPLAINT-TIME',
    title: 'Harassment complaint recorded in time',
    description:
      'A complaint of sexual harassment is made to the Internal Committee within 3 months of the incident (6 when the Committee extends it).',
    kind: 'harassment',
    step: 'complaint',
    versions: [
      {
        from: '2013-12-09',
        to: null,
        lawId: 'POSH',
        citation: 'POSH Act, 2013, s.9(1) (complaint within three months)',
      },
    ],
  }),
  stepClockRule({
    id: 'POSH-INQUIRY',
    title: 'Harassment inquiry completed',
    description: 'The Internal Committee completes its inquiry within 90 days of the complaint.',
    kind: 'harassment',
    step: 'inquiry',
    versions: [
      {
        from: '2013-12-09',
        to: null,
        lawId: 'POSH',
        citation: 'POSH Act, 2013, s.11(4) (inquiry within ninety days)',
      },
    ],
  }),
  stepClockRule({
    id: 'POSH-INQUIRY-REPORT',
    title: 'Harassment inquiry report given',
    description:
      'The Internal Committee gives its report to the employer within 10 days of completing the inquiry.',
    kind: 'harassment',
    step: 'inquiry_report',
    versions: [
      {
        from: '2013-12-09',
        to: null,
        lawId: 'POSH',
        citation: 'POSH Act, 2013, s.13(1) (report within ten days)',
      },
    ],
  }),
  stepClockRule({
    id: 'POSH-ACTION',
    title: 'Action on the harassment report',
    description:
      "The employer acts on the Internal Committee's recommendations within 60 days of the report.",
    kind: 'harassment',
    step: 'action_taken',
    versions: [
      {
        from: '2013-12-09',
        to: null,
        lawId: 'POSH',
        citation: 'POSH Act, 2013, s.13(4) (action within sixty days)',
      },
    ],
  }),
  stepClockRule({
    id: 'MATERNITY-ADVANCE-PAYMENT',
    title: 'Maternity benefit before delivery paid in advance',
    description: 'The maternity benefit for the period before the expected delivery is paid in advance.',
    kind: 'maternity_leave',
    step: 'payment_before_delivery',
    versions: [
      {
        from: '1961-11-01',
        to: null,
        lawId: 'MB',
        citation: 'Maternity Benefit Act, 1961, s.6(4) (paid in advance)',
      },
    ],
  }),
  stepClockRule({
    id: 'MATERNITY-REMAINING-PAYMENT',
    title: 'Maternity benefit after delivery paid in 48 hours',
    description:
      'The maternity benefit for the period after delivery is paid within 48 hours of the proof of delivery.',
    kind: 'maternity_leave',
    step: 'payment_remaining',
    versions: [
      {
        from: '1961-11-01',
        to: null,
        lawId: 'MB',
        citation: 'Maternity Benefit Act, 1961, s.6(4) (within forty-eight hours of the proof of delivery)',
      },
    ],
  }),
  stepClockRule({
    id: 'FINAL-SETTLEMENT',
    title: 'Full and final settlement',
    description:
      'A worker removed, dismissed, retrenched or resigned is paid the wages due within 2 working days of the exit.',
    kind: 'termination',
    step: 'settlement',
    versions: [
      {
        from: '1937-03-28',
        to: BEFORE_CODES,
        lawId: 'PW',
        citation: 'Payment of Wages Act, 1936, s.5(2) (before the expiry of the second working day)',
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        lawId: 'COW',
        citation: 'Code on Wages, 2019, s.17(2) (within two working days)',
      },
    ],
  }),
  stepClockRule({
    id: 'FINE-RECOVERY-90-DAYS',
    title: 'Fine recovered within 90 days',
    description: 'A fine is recovered within 90 days of the day it was imposed.',
    kind: 'deduction',
    step: 'recovery_completed',
    when: sql`p.body ->> 'recovery_type' = 'fine'`,
    versions: [
      { from: '1937-03-28', to: BEFORE_CODES, lawId: 'PW', citation: 'Payment of Wages Act, 1936, s.8(8)' },
      { from: LABOUR_CODES_IN_FORCE, to: null, lawId: 'COW', citation: 'Code on Wages, 2019, s.19' },
    ],
  }),
];

/** A fine of the recovery register (Form C) not cancelled: `p` the process, `w` the worker. */
const fines = (q: RuleQuery) => sql`from ${q.est} e
  join employee_processes p on p.establishment_id = e.id and p.type = 'deduction' and p.cancelled_on is null
    and p.body ->> 'recovery_type' = 'fine'
  join employees w on w.id = p.employee_id`;

const fineDay = sql`(p.event_date at time zone 'Asia/Kolkata')::date`;
const fineAmount = sql`case when p.body ->> 'amount' ~ '^[0-9]{1,10}([.][0-9]{1,2})?$' then (p.body ->> 'amount')::numeric end`;

const fineVersions = (details: string, before: string, code: string): RuleVersion[] => [
  {
    from: '1937-03-28',
    to: BEFORE_CODES,
    states: ALL,
    lawId: 'PW',
    citation: `Payment of Wages Act, 1936, ${before}`,
    details,
    corrective: PROCESS_LINKS.deduction!,
  },
  {
    from: LABOUR_CODES_IN_FORCE,
    to: null,
    states: ALL,
    lawId: 'COW',
    citation: `Code on Wages, 2019, ${code}`,
    details,
    corrective: PROCESS_LINKS.deduction!,
  },
];

/** The fines of the recovery register against LAW.md row 15 (the server refuses them; these find what slipped in). */
export const FINE_RULES: Rule[] = [
  {
    id: 'FINE-OVER-LIMIT',
    title: 'Fine over 3% of the wages',
    type: 'Periodic',
    description:
      "A fine is more than 3% of the wages of the wage period it was imposed in (the gross of the worker's line in the live wage register covering its day).",
    parameters: [],
    appliesTo: 'notCancelled',
    versions: fineVersions(
      'A fine of {amount} on {employee} on {day:date} is more than 3% of the {wages} wages of {from:date} to {to:date}.',
      's.8(3) (at most three per cent of the wages of the wage period)',
      's.19(3) (at most three per cent of the wages of the wage period)',
    ),
    select: (q) => sql`select e.id as establishment_id, p.id as record_id, ${fineDay} as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'day', ${fineDay},
          'amount', '₹' || to_char(${fineAmount}, 'FM99,99,99,99,990.00'),
          'wages', '₹' || to_char(x.gross, 'FM99,99,99,99,990.00'), 'from', x.from_date, 'to', x.to_date) as details
      ${fines(q)}
      cross join lateral (select we.gross, r.from_date, r.to_date from wage_entries we
        join wage_registers r on r.id = we.register_id and r.status is distinct from 'cancelled'
        where we.employee_id = p.employee_id and ${fineDay} between r.from_date and r.to_date
        order by r.from_date limit 1) x
      where ${fineAmount} * 100 > x.gross * 3`,
  },
  {
    id: 'FINE-WITHOUT-SHOW-CAUSE',
    title: 'Fine without a show-cause notice',
    type: 'Periodic',
    description:
      'A fine is imposed only after the worker was given the opportunity of showing cause, heard in the presence of a named person.',
    parameters: [],
    appliesTo: 'notCancelled',
    versions: fineVersions(
      'A fine on {employee} on {day:date} was imposed without {missing}.',
      's.8(4) (after an opportunity of showing cause)',
      's.19(2) (after an opportunity of showing cause)',
    ),
    select: (q) => sql`select e.id as establishment_id, p.id as record_id, ${fineDay} as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'day', ${fineDay},
          'missing', case when p.body ->> 'show_cause_issued' is distinct from 'yes' then 'a show-cause notice'
            else 'naming in whose presence the explanation was heard' end) as details
      ${fines(q)}
      where p.body ->> 'show_cause_issued' is distinct from 'yes'
        or nullif(btrim(p.body ->> 'explanation_heard_in_presence_of'), '') is null`,
  },
  {
    id: 'FINE-UNDER-15',
    title: 'Fine on a worker under 15',
    type: 'Periodic',
    description: 'No fine is imposed on a worker under the age of 15.',
    parameters: [],
    appliesTo: 'notCancelled',
    versions: fineVersions(
      'A fine on {employee} on {day:date}, who was under 15 (born {born:date}).',
      's.8(2) (no fine on a person under fifteen)',
      's.19(4) (no fine on a person under fifteen)',
    ),
    select: (q) => sql`select e.id as establishment_id, p.id as record_id, ${fineDay} as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'day', ${fineDay}, 'born', w.date_of_birth) as details
      ${fines(q)}
      where ${fineDay} < (w.date_of_birth + interval '15 years')::date`,
  },
];

/** Maternity leave (LAW.md row 19): the worker present on a day of her leave. */
export const MATERNITY_RULES: Rule[] = [
  {
    id: 'MATERNITY-LEAVE-SHORT',
    title: 'Maternity leave shorter than the entitlement',
    type: 'Incident',
    description:
      'A woman on maternity leave is present in the attendance on a day of her entitlement (26 weeks from the leave, 12 with two or more surviving children): a violation in the six weeks after the delivery, when no employer may employ her; a warning otherwise (the leave was cut short).',
    parameters: [],
    appliesTo: 'notCancelled',
    versions: [
      {
        from: '1961-11-01',
        to: null,
        states: ALL,
        lawId: 'MB',
        citation:
          'Maternity Benefit Act, 1961, s.4(1) (no work in the six weeks after delivery) and s.5(3) (26 weeks)',
        details:
          '{employee} is present on {days} day(s) of her maternity leave ({from:date} to {to:date}), first on {first:date}.',
        corrective: PROCESS_LINKS.maternity_leave!,
      },
    ],
    select: (q) => sql`select e.id as establishment_id, p.id as record_id, min(a.register_date) as due_on,
        case when bool_or(a.register_date between l.delivered and l.delivered + 41) then 'violation'
          else 'warning' end as severity,
        jsonb_build_object('employee', ${workerName}, 'days', count(*), 'from', l.leave_from, 'to', l.leave_to,
          'first', min(a.register_date)) as details
      from ${q.est} e
      join employee_processes p on p.establishment_id = e.id and p.type = 'maternity_leave' and p.cancelled_on is null
      join employees w on w.id = p.employee_id
      cross join lateral (select (p.body ->> 'leave_from')::date as leave_from,
          ((p.body ->> 'leave_from')::date + case when (p.body ->> 'surviving_children')::numeric >= 2
            then 12 * 7 else 26 * 7 end - 1) as leave_to,
          coalesce((select (d.values ->> 'delivery_date')::date from employee_process_steps d
            where d.process_id = p.id and d.step = 'proof_of_delivery' and d.submitted_on is not null),
            (p.body ->> 'expected_delivery_date')::date) as delivered
        where p.body ->> 'leave_from' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
          and p.body ->> 'expected_delivery_date' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
          and coalesce(p.body ->> 'surviving_children', '0') ~ '^[0-9]{1,2}$') l
      join attendance_entries a on a.employee_id = p.employee_id
        and a.register_date between l.leave_from and least(l.leave_to, ${q.asOf}) and a.type = 'present'
      group by e.id, p.id, w.name, w.surname, w.employee_code, l.leave_from, l.leave_to`,
  },
];

export const PRESENCE_RULES: Rule[] = [
  {
    id: 'ATTENDANCE-AFTER-EXIT',
    title: 'Attendance after the exit date',
    type: 'Periodic',
    description:
      'A worker is marked present or on paid leave on a day of the last 31 after the exit date Form A records: the exit date is wrong, or a worker no longer on the register is working.',
    parameters: ['attendance.check-days'],
    appliesTo: 'notCancelled',
    versions: [
      {
        from: '1971-02-10',
        to: BEFORE_CODES,
        states: ALL,
        lawId: 'CLRA',
        citation:
          'Contract Labour (Regulation and Abolition) Act, 1970, Central Rules r.75 (Form XIII register) and r.78 (muster roll)',
        details:
          '{employee} exited on {exitDate:date} but is in the attendance on {days} day(s) from {first:date} to {last:date}.',
        corrective: EMPLOYEE_LINK,
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        states: ALL,
        lawId: 'OSH',
        citation: 'OSH Code, 2020, s.34 (registers of workers employed) and Central Rules (Form A, Form D)',
        details:
          '{employee} exited on {exitDate:date} but is in the attendance on {days} day(s) from {first:date} to {last:date}.',
        corrective: EMPLOYEE_LINK,
      },
    ],
    select: (q) => sql`select e.id as establishment_id, w.id as record_id, min(a.register_date) as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'exitDate', w.exit_date, 'days', count(*),
          'first', min(a.register_date), 'last', max(a.register_date)) as details
      from ${q.est} e
      join employees w on w.establishment_id = e.id and w.exit_date is not null and w.exit_date < ${q.asOf}
      join attendance_entries a on a.employee_id = w.id and a.register_date > w.exit_date
        and a.register_date between ${q.asOf} - (${q.param('attendance.check-days')} - 1) and ${q.asOf}
        and a.type in ('present', 'paid_leave')
      group by e.id, w.id, w.name, w.surname, w.employee_code, w.exit_date`,
  },
  {
    id: 'POSH-COMMITTEE-WORKERS',
    title: 'Internal Committee needed by the workers on the books',
    type: 'Setup',
    description:
      'The workers on the books (Form A: joined and not exited) reach 10 and no Internal Committee is recorded; checked from the register, beside the rule on the most workers expected.',
    parameters: ['posh.committee-employees'],
    appliesTo: 'open',
    versions: [
      {
        from: '2013-12-09',
        to: null,
        states: ALL,
        lawId: 'POSH',
        citation: 'POSH Act, 2013, s.4(1): Internal Committee at every workplace of 10 or more employees',
        details:
          '{workers} workers are on the register (from {reached:date}, threshold {threshold}) and no Internal Committee is recorded.',
        corrective: REQUIREMENT_LINK,
      },
    ],
    // The expected-headcount rule (POSH-COMMITTEE) already names establishments that expect 10 or more.
    select: (q) => sql`select e.id as establishment_id, r.id as record_id, c.reached as due_on,
        'violation' as severity,
        jsonb_build_object('workers', c.workers, 'reached', c.reached,
          'threshold', ${q.param('posh.committee-employees')}) as details
      from ${q.est} e
      join establishment_requirements r on r.establishment_id = e.id and r.requirement_code = 'posh-committee'
        and r.submitted_on is null
      cross join lateral (select count(*)::int as workers,
          (array_agg(w.date_of_joining order by w.date_of_joining))[${q.param('posh.committee-employees')}] as reached
        from employees w where w.establishment_id = e.id
          and w.date_of_joining <= ${q.asOf} and (w.exit_date is null or w.exit_date >= ${q.asOf})) c
      where coalesce(e.max_workers, 0) < ${q.param('posh.committee-employees')}
        and c.workers >= ${q.param('posh.committee-employees')}`,
  },
];

export const PROCESS_RULES: Rule[] = [...CLOCK_RULES, ...FINE_RULES, ...MATERNITY_RULES, ...PRESENCE_RULES];
