import { sql } from 'drizzle-orm';
import { returnFormSql, returnIdSql, returnPeriodsSql } from '../../returns/index.js';
import { LABOUR_CODES_IN_FORCE } from './parameters.js';
import type { Rule, RuleQuery, RuleVersion } from './rule-types.js';

/**
 * The statutory returns' rules (issue 15; LAW.md rows 4 and 5): a return not filed (both the signed return and
 * the proof of dispatch uploaded) is a warning from `compliance.warning-days` before its due date and a violation
 * from the day after. The periods come from the returns catalogue (cms_returns, migration 0025) for every
 * establishment from its commencement, whether or not anyone has opened the returns page; the form a period is
 * filed in is the catalogue's form in force on the period's last day for the establishment's state, and each law's
 * forms have their own rule: the Contract Labour Central Rules' Form XXIV for a half-year ending before 21/11/2025,
 * the OSH Central Rules' Form XVIII for one ending on or after it, the BOCW Central Rules' Form XXV for a calendar
 * year. An overdue return stays overdue after the law changed: each rule's version runs with no end date.
 */

const DETAILS =
  '{returnName} ({docName}) for {startOn:date} to {endOn:date} was due on {dueOn:date}: {uploaded} of 2 documents uploaded.';
const CORRECTIVE = 'establishments/{establishmentId}/returns?date={dueOn}';

/** Returns `code` whose period's form is of `law`, not completed, due by the end of the warning days. */
function overdueReturns(q: RuleQuery, code: string, law: string) {
  return sql`select e.id as establishment_id,
      coalesce(r.id, ${returnIdSql(sql`e.id`, sql`p.return_id`, sql`p.start_on`)}) as record_id, p.due_on,
      case when p.due_on < ${q.asOf} then 'violation' else 'warning' end as severity,
      jsonb_build_object('returnName', c.name, 'docName', f.form ->> 'doc_name', 'startOn', p.start_on,
        'endOn', p.end_on, 'dueOn', p.due_on,
        'uploaded', (case when r.body ? 'signedReturn' then 1 else 0 end)
          + (case when r.body ? 'proofDispatch' then 1 else 0 end)) as details
    from ${q.est} e
    cross join lateral ${returnPeriodsSql({
      commencement: sql`e.commencement_date`,
      closedOn: sql`e.closed_on`,
      dueFrom: sql`e.commencement_date`,
      dueTo: sql`${q.asOf} + ${q.param('compliance.warning-days')}`,
    })} p
    join cms_returns c on c.id = p.return_id and c.code = ${code}
    cross join lateral (select ${returnFormSql(sql`c`, sql`p.end_on`, sql`e.state`)} as form) f
    left join est_returns r on r.establishment_id = e.id and r.return_id = p.return_id and r.start_on = p.start_on
    where f.form ->> 'law' = ${law} and r.submitted_on is null`;
}

function returnRule(o: {
  id: string;
  title: string;
  description: string;
  code: string;
  version: Pick<RuleVersion, 'from' | 'lawId' | 'citation'>;
  unconfirmed?: boolean;
}): Rule {
  return {
    id: o.id,
    title: o.title,
    type: 'Periodic',
    description: o.description,
    parameters: ['compliance.warning-days'],
    unconfirmed: o.unconfirmed,
    // Returns for the periods worked are owed after the work is completed too (not after a cancellation).
    appliesTo: 'notCancelled',
    versions: [{ ...o.version, to: null, states: 'all', details: DETAILS, corrective: CORRECTIVE }],
    select: (q) => overdueReturns(q, o.code, o.version.lawId),
  };
}

export const RETURN_RULES: Rule[] = [
  returnRule({
    id: 'HALF-YEARLY-RETURN-CLRA',
    title: 'Half-yearly return (Form XXIV) not filed',
    description:
      'The contractor files the half-yearly return in Form XXIV within 30 days after each half-year (by 30 July and 30 January): the signed return and the proof of dispatch are uploaded.',
    code: 'contractor-half-yearly',
    version: {
      from: '1971-02-10',
      lawId: 'CLRA',
      citation: 'Contract Labour (Regulation and Abolition) Central Rules, 1971, r.82(1) (Form XXIV)',
    },
  }),
  returnRule({
    id: 'HALF-YEARLY-RETURN-OSH',
    title: 'Half-yearly return (Form XVIII) not filed',
    description:
      'For a half-year ending on or after 21/11/2025, the contractor files the half-yearly return in Form XVIII within 30 days after it: the signed return and the proof of dispatch are uploaded.',
    code: 'contractor-half-yearly',
    unconfirmed: true,
    version: {
      from: LABOUR_CODES_IN_FORCE,
      lawId: 'OSH',
      citation:
        'Occupational Safety, Health and Working Conditions (Central) Rules, r.98 (Form XVIII) (unconfirmed)',
    },
  }),
  returnRule({
    id: 'BOCW-ANNUAL-RETURN',
    title: 'Annual return (Form XXV) not filed',
    description:
      'The annual return for the calendar year in Form XXV is filed (Anupalan expects it by 15 February; the statutory date is unconfirmed): the signed return and the proof of dispatch are uploaded.',
    code: 'bocw-annual',
    unconfirmed: true,
    version: {
      from: '1998-11-19',
      lawId: 'BOCW',
      citation:
        'Building and Other Construction Workers Central Rules, 1998, r.242 (Form XXV); due date unconfirmed',
    },
  }),
];
