import { type SQL, sql } from 'drizzle-orm';
import { type DatedValue, LABOUR_CODES_IN_FORCE, parameter } from './parameters.js';
import type { Rule, RuleQuery, RuleVersion } from './rule-types.js';

/**
 * The attendance register's rules (issue 13; LAW.md rules 1, 2, 11 and 13): a working day with no register, daily
 * and weekly hours, spread-over, the half-hour rest, a rest day in every seven, and the contract-labour licence
 * against the real daily headcount. Each is one SELECT over the establishments of the run and their attendance.
 *
 * What a run reads (docs/attendance.md): attendance_entries only within a range of register_date fixed by the day
 * checked (so the planner reads only the month partitions it needs) - the last `attendance.check-days` days
 * (31), back to the Monday of its first week for the weekly hours and `rest-day.period-days` - 1 more days for
 * the rest day; the contract-labour headcount reads `contract-labour.headcount-days` (365) but only for
 * establishments with no labour licence recorded. attendance_registers: the days of the same window.
 * Each rule gives at most one item per worker (or per establishment, or per licence), naming the first day
 * found and how many there are, so a bad month is one line per worker on the dashboard, not thirty.
 */

const BEFORE_CODES = '2025-11-20';
/** Opens (creates) the oldest day without a register (the web's /date/{yyyy-mm-dd}). */
const MISSING_DAY_LINK = 'establishments/{establishmentId}/attendanceRegisters/date/{first}';
/** The register of the first day found (details.registerId); the item's record is the worker. */
const REGISTER_LINK = 'establishments/{establishmentId}/attendanceRegisters/id/{registerId}';
const DETAILS_LINK = 'establishments/{establishmentId}/details';

/**
 * A parameter's value in force on a day other than the day checked (each day of the window is judged by the law
 * of that day: 9 hours before 21/11/2025, 8 from it), for the state in `state` (its own series where it has one).
 */
export function parameterOnDay(id: string, day: SQL, state: SQL = sql`e.state`): SQL {
  const p = parameter(id);
  const series = (values: DatedValue[]) =>
    sql`(case ${sql.join(
      [...values].reverse().map((v) => sql`when ${day} >= ${v.from}::date then ${v.value}::int`),
      sql` `,
    )} end)`;
  const states = Object.entries(p.stateValues ?? {});
  if (states.length === 0) return series(p.values);
  return sql`(case ${state} ${sql.join(
    states.map(([name, values]) => sql`when ${name}::text then ${series(values)}`),
    sql` `,
  )} else ${series(p.values)} end)`;
}

/** The first day of the attendance window the rules read (the day checked is its last). */
const windowStart = (q: RuleQuery) => sql`(${q.asOf} - (${q.param('attendance.check-days')} - 1))`;

/** The Monday of a day's week (weeks start on Monday: spec part 2, section 9). */
const mondayOf = (day: SQL) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;

/** Minutes worked in an entry: the server's figure, else out - in - rest. */
const WORKED = sql`coalesce(a.worked_minutes,
  (extract(epoch from a.out_time - a.in_time) / 60)::int - a.rest_minutes)`;
const SPREAD = sql`(extract(epoch from a.out_time - a.in_time) / 60)::int`;
const OVERTIME_MINUTES = sql`round(a.overtime_hours * 60)::int`;

/** An entry with both times: a day actually worked. */
const TIMED = sql`a.type = 'present' and a.in_time is not null and a.out_time is not null`;

/** '9 h', '9 h 30 min'. */
const hoursText = (minutes: SQL) =>
  sql`(((${minutes}) / 60)::text || ' h' || case when (${minutes}) % 60 <> 0
    then ' ' || ((${minutes}) % 60)::text || ' min' else '' end)`;

const workerName = sql`concat_ws(' ', w.name, w.surname) || ' (' || w.employee_code || ')'`;

/** Hours law: the Minimum Wages Act's rules until the Codes, the OSH Code from 21/11/2025. */
const hoursVersions = (mw: string, osh: string, details: string): RuleVersion[] => [
  {
    from: '1950-01-01',
    to: BEFORE_CODES,
    states: 'all',
    lawId: 'MW',
    citation: mw,
    details,
    corrective: REGISTER_LINK,
  },
  {
    from: LABOUR_CODES_IN_FORCE,
    to: null,
    states: 'all',
    lawId: 'OSH',
    citation: `${osh}; a day before 21/11/2025 is judged by the law of that day (${mw})`,
    details,
    corrective: REGISTER_LINK,
  },
];

const contractLabourVersions = (
  clra: string,
  osh: string,
  text: Pick<RuleVersion, 'details' | 'corrective'>,
): RuleVersion[] => [
  { from: '1971-02-10', to: BEFORE_CODES, states: 'all', lawId: 'CLRA', citation: clra, ...text },
  { from: LABOUR_CODES_IN_FORCE, to: null, states: 'all', lawId: 'OSH', citation: osh, ...text },
];

/**
 * One item per worker (the record) from the entries of the window that break a limit: the first such day (its
 * date the due date, its register the link), how many days, the last one. `breach` reads the entry `a` and `x.limit_h`.
 */
function perWorkerDays(q: RuleQuery, o: { limit: SQL; breach: SQL; facts: SQL; from?: SQL }): SQL {
  return sql`select d.establishment_id, d.employee_id as record_id, d.register_date as due_on,
      'violation' as severity,
      jsonb_build_object('employee', ${workerName}, 'first', d.register_date, 'last', d.last_day, 'days', d.days,
        'registerId', d.register_id) || d.facts as details
    from (select distinct on (a.establishment_id, a.employee_id) a.establishment_id, a.employee_id,
        a.register_id, a.register_date, ${o.facts} as facts,
        count(*) over per_worker as days, max(a.register_date) over per_worker as last_day
      from ${q.est} e
      join attendance_entries a on a.establishment_id = e.id
        and a.register_date between ${o.from ?? windowStart(q)} and ${q.asOf}
      cross join lateral (select ${o.limit} as limit_h) x
      where ${TIMED} and ${o.breach}
      window per_worker as (partition by a.establishment_id, a.employee_id)
      order by a.establishment_id, a.employee_id, a.register_date) d
    join employees w on w.id = d.employee_id`;
}

export const ATTENDANCE_RULES: Rule[] = [
  {
    id: 'ATTENDANCE-REGISTER-MISSING',
    title: 'Attendance register missing',
    type: 'Periodic',
    description:
      "A working day (not the weekly holiday, from the commencement date and the first worker's joining, up to the day checked) has no attendance register: a warning, a violation once it is more than 7 days old. A day closed with a reason has a register. Reads the last 31 days.",
    parameters: ['attendance.missing-register-days', 'attendance.check-days'],
    appliesTo: 'open',
    versions: [
      {
        from: '2017-03-21',
        to: BEFORE_CODES,
        states: 'all',
        lawId: 'CLRA',
        citation:
          'Ease of Compliance to Maintain Registers Rules, 2017 (GSR 154(E)), Form D (register of attendance); CLRA Central Rules r.78',
        details:
          '{days} working day(s) from {first:date} to {last:date} without an attendance register, {overdue} of them more than {afterDays} days old.',
        corrective: MISSING_DAY_LINK,
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        states: 'all',
        lawId: 'OSH',
        citation:
          'OSH Code, 2020, s.34 (registers); Form D of the 2017 Registers Rules in the transition (unconfirmed)',
        details:
          '{days} working day(s) from {first:date} to {last:date} without an attendance register, {overdue} of them more than {afterDays} days old.',
        corrective: MISSING_DAY_LINK,
      },
    ],
    // One item per establishment, from its oldest missing day: a violation once that day is more than
    // `missing-register-days` old.
    select: (q) => sql`select m.establishment_id, null::uuid as record_id,
        min(m.day) + ${q.param('attendance.missing-register-days')} as due_on,
        case when min(m.day) + ${q.param('attendance.missing-register-days')} < ${q.asOf}
          then 'violation' else 'warning' end as severity,
        jsonb_build_object('days', count(*), 'first', min(m.day), 'last', max(m.day),
          'overdue', count(*) filter (where m.day + ${q.param('attendance.missing-register-days')} < ${q.asOf}),
          'afterDays', ${q.param('attendance.missing-register-days')}) as details
      from (select e.id as establishment_id, g.day::date as day
        from ${q.est} e
        join establishments x on x.id = e.id
        cross join lateral (select min(j.date_of_joining) as first_joined,
            max(coalesce(j.exit_date, 'infinity'::date)) as last_day
          from employees j where j.establishment_id = e.id) s
        cross join lateral generate_series(
          greatest(e.commencement_date, s.first_joined, ${windowStart(q)})::timestamp,
          least(${q.asOf}, s.last_day)::timestamp, interval '1 day') g(day)
        where s.first_joined is not null
          and to_char(g.day, 'FMDay') is distinct from x.body ->> 'weeklyHoliday'
          and not exists (select 1 from attendance_registers r where r.establishment_id = e.id
            and r.register_date = g.day::date
            and r.register_date between ${windowStart(q)} and ${q.asOf})) m
      group by m.establishment_id`,
  },
  {
    id: 'ATTENDANCE-DAILY-HOURS',
    title: 'Daily hours over the limit',
    type: 'Periodic',
    description:
      'A worker worked longer than the normal working day (9 hours before 21/11/2025, 8 from it) by more than the overtime recorded for the day. One item per worker over the last 31 days.',
    parameters: ['working-hours.normal-day', 'attendance.check-days'],
    appliesTo: 'open',
    versions: hoursVersions(
      'Minimum Wages (Central) Rules, 1950, r.24 (normal working day of 9 hours)',
      'OSH Code, 2020, s.25 (8-hour day); Code on Wages (Central) Rules, 2026',
      '{employee} worked {worked} on {first:date} against a normal day of {limit} h with {overtime} h of overtime recorded; {days} such day(s) up to {last:date}.',
    ),
    select: (q) =>
      perWorkerDays(q, {
        limit: parameterOnDay('working-hours.normal-day', sql`a.register_date`),
        breach: sql`${WORKED} - ${OVERTIME_MINUTES} > x.limit_h * 60`,
        facts: sql`jsonb_build_object('worked', ${hoursText(WORKED)}, 'limit', x.limit_h,
          'overtime', trim_scale(a.overtime_hours)::text)`,
      }),
  },
  {
    id: 'ATTENDANCE-WEEKLY-HOURS',
    title: 'Weekly hours over 48',
    type: 'Periodic',
    description:
      'A worker worked more than 48 hours in a week (Monday to Sunday) beyond the overtime recorded for it. One item per worker over the weeks of the last 31 days.',
    parameters: ['working-hours.week', 'attendance.check-days'],
    appliesTo: 'open',
    versions: hoursVersions(
      'Minimum Wages (Central) Rules, 1950 (48-hour week, LAW.md rule 11)',
      'OSH Code, 2020, s.25 (48-hour week)',
      '{employee} worked {worked} in the week from {first:date} against {limit} h with {overtime} h of overtime recorded; {weeks} such week(s) up to the week from {last:date}.',
    ),
    select: (q) => sql`select k.establishment_id, k.employee_id as record_id, k.week as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'first', k.week, 'last', k.last_week, 'weeks', k.weeks,
          'registerId', ar.id,
          'worked', ${hoursText(sql`k.worked`)}, 'limit', k.limit_h,
          'overtime', trim_scale(k.overtime)::text) as details
      from (select distinct on (s.establishment_id, s.employee_id) s.*,
          count(*) over per_worker as weeks, max(s.week) over per_worker as last_week
        from (select t.*, ${parameterOnDay('working-hours.week', sql`t.week`, sql`t.state`)} as limit_h
          from (select a.establishment_id, a.employee_id, e.state, ${mondayOf(sql`a.register_date`)} as week,
              sum(${WORKED})::int as worked, sum(a.overtime_hours) as overtime,
              max(a.register_date) as last_worked
            from ${q.est} e
            join attendance_entries a on a.establishment_id = e.id
              and a.register_date between ${mondayOf(windowStart(q))} and ${q.asOf}
            where ${TIMED}
            group by a.establishment_id, a.employee_id, e.state, 4) t) s
        where s.worked - round(s.overtime * 60) > s.limit_h * 60
        window per_worker as (partition by s.establishment_id, s.employee_id)
        order by s.establishment_id, s.employee_id, s.week) k
      join employees w on w.id = k.employee_id
      join attendance_registers ar on ar.establishment_id = k.establishment_id and ar.register_date = k.last_worked`,
  },
  {
    id: 'ATTENDANCE-SPREAD-OVER',
    title: 'Spread-over beyond 12 hours',
    type: 'Periodic',
    description:
      "A worker's day ran more than 12 hours from the in time to the out time (work and rest together). One item per worker over the last 31 days.",
    parameters: ['working-hours.spread-over', 'attendance.check-days'],
    appliesTo: 'open',
    versions: hoursVersions(
      'Minimum Wages (Central) Rules, 1950 (spread-over of 12 hours, LAW.md rule 11)',
      'OSH Code, 2020, s.25 (spread-over of 12 hours)',
      '{employee} was at work {spread} on {first:date}, beyond the spread-over of {limit} h; {days} such day(s) up to {last:date}.',
    ),
    select: (q) =>
      perWorkerDays(q, {
        limit: parameterOnDay('working-hours.spread-over', sql`a.register_date`),
        breach: sql`${SPREAD} > x.limit_h * 60`,
        facts: sql`jsonb_build_object('spread', ${hoursText(SPREAD)}, 'limit', x.limit_h)`,
      }),
  },
  {
    id: 'ATTENDANCE-REST-INTERVAL',
    title: 'No half-hour rest after 5 hours',
    type: 'Periodic',
    description:
      'A worker worked more than 5 hours in a day with less than half an hour of rest recorded. One item per worker over the last 31 days.',
    parameters: [
      'working-hours.rest-after-hours',
      'working-hours.rest-interval-minutes',
      'attendance.check-days',
    ],
    appliesTo: 'open',
    versions: hoursVersions(
      'Minimum Wages (Central) Rules, 1950 (interval of rest of half an hour after 5 hours, LAW.md rule 11)',
      'OSH Code, 2020, s.25 (interval of rest of at least half an hour after 5 hours)',
      '{employee} worked {worked} on {first:date} with {rest} min of rest (at least {restMinutes} min after {after} h); {days} such day(s) up to {last:date}.',
    ),
    select: (q) =>
      perWorkerDays(q, {
        limit: parameterOnDay('working-hours.rest-after-hours', sql`a.register_date`),
        breach: sql`${WORKED} > x.limit_h * 60
          and a.rest_minutes < ${parameterOnDay('working-hours.rest-interval-minutes', sql`a.register_date`)}`,
        facts: sql`jsonb_build_object('worked', ${hoursText(WORKED)}, 'rest', a.rest_minutes, 'after', x.limit_h,
          'restMinutes', ${parameterOnDay('working-hours.rest-interval-minutes', sql`a.register_date`)})`,
      }),
  },
  {
    id: 'ATTENDANCE-REST-DAY',
    title: 'No rest day in seven',
    type: 'Periodic',
    description:
      'A worker was present on 7 days in a row (recorded as Present each day) without a day of rest. Runs ending in the last 31 days; the first run per worker. Work on the rest day paid at the overtime rate is not read here (wages).',
    parameters: ['rest-day.period-days', 'attendance.check-days'],
    appliesTo: 'open',
    versions: [
      {
        from: '1950-01-01',
        to: BEFORE_CODES,
        states: 'all',
        lawId: 'MW',
        citation: 'Minimum Wages Act, 1948, s.13(1)(b): a day of rest in every period of seven days',
        details:
          '{employee} was present {days} days in a row from {first:date} to {last:date} without a rest day; {runs} such run(s).',
        corrective: REGISTER_LINK,
      },
      {
        from: LABOUR_CODES_IN_FORCE,
        to: null,
        states: 'all',
        lawId: 'COW',
        citation: 'Code on Wages, 2019, s.13: a day of rest in every period of seven days',
        details:
          '{employee} was present {days} days in a row from {first:date} to {last:date} without a rest day; {runs} such run(s).',
        corrective: REGISTER_LINK,
      },
    ],
    // Gaps and islands: a run of consecutive Present days is the days whose date minus their rank is equal.
    select: (q) => sql`select r.establishment_id, r.employee_id as record_id, r.first_day as due_on,
        'violation' as severity,
        jsonb_build_object('employee', ${workerName}, 'first', r.first_day, 'last', r.last_day, 'days', r.days,
          'runs', r.runs, 'registerId', ar.id) as details
      from (select distinct on (g.establishment_id, g.employee_id) g.*, count(*) over per_worker as runs
        from (select t.establishment_id, t.employee_id, min(t.register_date) as first_day,
            max(t.register_date) as last_day, count(*)::int as days,
            min(t.register_date) + (t.period - 1) as last_of_period
          from (select a.establishment_id, a.employee_id, a.register_date, ${q.param('rest-day.period-days')} as period,
              a.register_date - (row_number() over (partition by a.employee_id order by a.register_date))::int as grp
            from ${q.est} e
            join attendance_entries a on a.establishment_id = e.id
              and a.register_date between ${windowStart(q)} - (${q.param('rest-day.period-days')} - 1) and ${q.asOf}
            where a.type = 'present') t
          group by t.establishment_id, t.employee_id, t.grp, t.period
          having count(*) >= t.period and max(t.register_date) >= ${windowStart(q)}) g
        window per_worker as (partition by g.establishment_id, g.employee_id)
        order by g.establishment_id, g.employee_id, g.first_day) r
      join employees w on w.id = r.employee_id
      join attendance_registers ar on ar.establishment_id = r.establishment_id
        and ar.register_date = r.last_of_period`,
  },
  {
    id: 'CONTRACT-LABOUR-HEADCOUNT',
    title: 'Labour licence needed by the headcount',
    type: 'Setup',
    description:
      'The most workers present on any day of the preceding 12 months (attendance) reach the contract-labour threshold (20, or 50 from 21/11/2025) and no labour licence is recorded.',
    parameters: ['contract-labour.applicability-workers', 'contract-labour.headcount-days'],
    appliesTo: 'open',
    versions: contractLabourVersions(
      'Contract Labour (Regulation and Abolition) Act, 1970, s.1(4) (20 or more workmen on any day of the preceding twelve months) and s.12',
      'OSH Code, 2020, s.47 (licence for contract labour, 50 or more workers on any day of the preceding twelve months)',
      {
        details:
          '{workers} workers were present on {day:date} (threshold {threshold}) and no labour licence is recorded.',
        corrective: DETAILS_LINK,
      },
    ),
    // Only establishments with no labour licence at all read their year of attendance.
    select: (q) => sql`select e.id as establishment_id, null::uuid as record_id, c.first_day as due_on,
        'violation' as severity,
        jsonb_build_object('workers', c.most, 'day', c.most_day,
          'threshold', ${q.param('contract-labour.applicability-workers')}) as details
      from ${q.est} e
      cross join lateral (select
          min(d.register_date) filter (where d.n >= ${q.param('contract-labour.applicability-workers')}) as first_day,
          max(d.n) as most, (array_agg(d.register_date order by d.n desc, d.register_date))[1] as most_day
        from (select a.register_date, count(*)::int as n from attendance_entries a
          where a.establishment_id = e.id and a.type = 'present'
            and a.register_date between ${q.asOf} - (${q.param('contract-labour.headcount-days')} - 1) and ${q.asOf}
            -- Also here: a condition on e alone gates the scan (a one-time filter), whatever the join order.
            and not exists (select 1 from establishment_licenses nl
              where nl.establishment_id = e.id and nl.license_type = 1)
          group by a.register_date) d) c
      where not exists (select 1 from establishment_licenses l where l.establishment_id = e.id and l.license_type = 1)
        and c.most >= ${q.param('contract-labour.applicability-workers')}`,
  },
  {
    id: 'CONTRACT-LABOUR-HEADCOUNT-ABOVE-LICENCE',
    title: 'More workers than licensed',
    type: 'Setup',
    description:
      'On a day of the last 31, more workers were present than the labour licence valid that day allows.',
    parameters: ['attendance.check-days'],
    appliesTo: 'open',
    versions: contractLabourVersions(
      'Contract Labour (Regulation and Abolition) Act, 1970, s.12; Central Rules r.25(2)(ii) (the licence fixes the most workmen employed on any day)',
      'OSH Code, 2020, s.47 (licence for contract labour)',
      {
        details:
          '{workers} workers were present on {first:date}, more than the {licensed} that licence {licenceNo} allows; {days} such day(s) up to {last:date}.',
        corrective: DETAILS_LINK,
      },
    ),
    select: (q) => sql`select e.id as establishment_id, l.id as record_id, min(d.register_date) as due_on,
        'violation' as severity,
        jsonb_build_object('licenceNo', coalesce(l.body ->> 'licenseNo', ''), 'licensed', l.licensed,
          'workers', (array_agg(d.n order by d.register_date))[1], 'first', min(d.register_date),
          'last', max(d.register_date), 'days', count(*)) as details
      from ${q.est} e
      join (select vl.*, case when vl.body ->> 'maxWorkers' ~ '^[0-9]{1,9}$' then (vl.body ->> 'maxWorkers')::int end as licensed
        from establishment_licenses vl where vl.license_type = 1) l
        on l.establishment_id = e.id and l.start_date <= ${q.asOf} and l.end_date >= ${windowStart(q)}
      cross join lateral (select a.register_date, count(*)::int as n from attendance_entries a
        where a.establishment_id = e.id and a.type = 'present'
          and a.register_date between ${windowStart(q)} and ${q.asOf}
          and a.register_date between l.start_date and l.end_date
        group by a.register_date) d
      where d.n > l.licensed
      group by e.id, l.id, l.body, l.licensed`,
  },
  {
    id: 'CONTRACT-LABOUR-ATTENDANCE-AFTER-EXPIRY',
    title: 'Work after the labour licence expired',
    type: 'Setup',
    description:
      'Workers were present on days of the last 31 after the latest labour licence ended, with no licence valid on those days.',
    parameters: ['attendance.check-days'],
    appliesTo: 'open',
    versions: contractLabourVersions(
      'Contract Labour (Regulation and Abolition) Act, 1970, s.12 (no contract labour except under a licence in force); Central Rules r.29 (renewal)',
      'OSH Code, 2020, s.47',
      {
        details:
          'Workers were present on {days} day(s) from {first:date} to {last:date} after licence {licenceNo} expired on {endDate:date}.',
        corrective: DETAILS_LINK,
      },
    ),
    select: (q) => sql`select e.id as establishment_id, l.id as record_id, min(d.register_date) as due_on,
        'violation' as severity,
        jsonb_build_object('licenceNo', coalesce(l.body ->> 'licenseNo', ''), 'endDate', l.end_date,
          'first', min(d.register_date), 'last', max(d.register_date), 'days', count(*)) as details
      from ${q.est} e
      cross join lateral (select ll.* from establishment_licenses ll
        where ll.establishment_id = e.id and ll.license_type = 1
        order by ll.end_date desc, ll.created_at desc limit 1) l
      cross join lateral (select distinct a.register_date from attendance_entries a
        where a.establishment_id = e.id and a.type = 'present'
          and a.register_date between ${windowStart(q)} and ${q.asOf} and a.register_date > l.end_date) d
      where l.end_date < ${q.asOf}
        and not exists (select 1 from establishment_licenses v where v.establishment_id = e.id
          and v.license_type = 1 and d.register_date between v.start_date and v.end_date)
      group by e.id, l.id, l.body, l.end_date`,
  },
];
