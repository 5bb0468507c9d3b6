import { type SQL, sql } from 'drizzle-orm';

/**
 * The periods of the catalogue's returns as SQL, shared by the returns module (which makes the rows) and the
 * compliance rule (which reads the law without waiting for anyone to open the page). A half-yearly return's periods
 * are 1 January - 30 June and 1 July - 31 December, an annual one's the calendar year; each is due `due_days` after
 * its last day (cms_returns, migration 0025).
 */

/**
 * Rows return_id, start_on, end_on, due_on of every catalogue return for an establishment that commenced on
 * `commencement` (a SQL date; none when null) and closed on `closedOn` (null while open): the periods due between
 * `dueFrom` and `dueTo` that end on or after the commencement and start on or before the closing.
 */
export function returnPeriodsSql(o: { commencement: SQL; closedOn: SQL; dueFrom: SQL; dueTo: SQL }): SQL {
  const step = sql`(case when c.frequency = 'half_yearly' then interval '6 months' else interval '12 months' end)`;
  return sql`(select c.id as return_id, p.start_on, p.end_on, p.end_on + c.due_days as due_on
    from cms_returns c
    cross join lateral (select g::date as start_on, (g + ${step} - interval '1 day')::date as end_on
      from generate_series(make_date(extract(year from (${o.dueFrom})::date)::int - 2, 1, 1)::timestamp,
        (${o.dueTo})::date::timestamp, ${step}) g) p
    where (${o.commencement})::date is not null
      and p.end_on + c.due_days between (${o.dueFrom})::date and (${o.dueTo})::date
      and p.end_on >= (${o.commencement})::date
      and ((${o.closedOn})::date is null or p.start_on <= (${o.closedOn})::date))`;
}

/**
 * The form of return `c` in force on a period's last day `endOn` for an establishment of `state`: the state's own
 * entry before the one for all states (a jsonb object {doc_name, citation, law, ...}).
 */
export function returnFormSql(c: SQL, endOn: SQL, state: SQL): SQL {
  return sql`(select f from jsonb_array_elements(${c}.forms) f
    where (f ->> 'from')::date <= ${endOn} and (f ->> 'to' is null or (f ->> 'to')::date >= ${endOn})
      and (f -> 'states' = '"all"'::jsonb or (f -> 'states') ? ${state})
    order by (f -> 'states' = '"all"'::jsonb), (f ->> 'from')::date desc limit 1)`;
}

/**
 * The id of an establishment's return for a period: derived from the establishment, the return and the period's
 * first day, so the row's id (made when the period is first listed) and the compliance item's record id (found
 * before the row exists) are the same, and never change.
 */
export function returnIdSql(establishmentId: SQL, returnId: SQL, startOn: SQL): SQL {
  // A name-based id shaped as a version 5 UUID (version nibble 5, variant 'a'), as every id check expects.
  const h = sql`md5('est_return/' || (${establishmentId})::text || '/' || (${returnId})::text || '/' || (${startOn})::text)`;
  return sql`(substr(${h}, 1, 12) || '5' || substr(${h}, 14, 3) || 'a' || substr(${h}, 18, 15))::uuid`;
}
