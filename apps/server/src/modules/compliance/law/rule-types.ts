import type { ComplianceType, LawId } from '@anupalan/shared';
import type { SQL } from 'drizzle-orm';

// The shape of a rule of the compliance engine (rules.ts and the registers' rule files hold the rules).

/** One version of a rule, in force from `from` to `to` (inclusive; null: open) in `states`. */
export interface RuleVersion {
  from: string;
  to: string | null;
  /** 'all', or the states (as establishments record body.state) the version is for. */
  states: 'all' | string[];
  lawId: LawId;
  citation: string;
  /** The item's sentence: {key} is details->>key, {key:date} shows an ISO date as DD/MM/YYYY, {establishment} the name. */
  details: string;
  /** The web path relative to /projects/{projectId}/subprojects/{subprojectId}: {establishmentId}, {recordId}. */
  corrective: string;
}

/** What a rule's SELECT is given: the day checked, the establishments and the parameters in force. */
export interface RuleQuery {
  /** The date checked (ISO), as a SQL date. */
  asOf: SQL;
  /**
   * The instant checked, as a SQL timestamptz (the clocks counted in hours): the run's instant when the day
   * checked is today in India, else the last instant of that day there (a day in the past is judged as it ended).
   */
  now: SQL;
  /**
   * A subquery of the establishments to check (alias it `e`): id, subproject_id, status, commencement_date,
   * closed_on, completion_body, state, max_workers (the 'most workers expected on any day', null if unreadable).
   */
  est: SQL;
  /** A parameter's value in force on the day for `e.state` (an integer SQL expression reading e.state). */
  param(id: string): SQL;
}

export interface Rule {
  id: string;
  title: string;
  type: ComplianceType;
  /** What it checks, in a sentence (the Law page). */
  description: string;
  parameters: string[];
  unconfirmed?: boolean;
  /** Open establishments only, or also those whose completion is marked or approved (not cancelled). */
  appliesTo: 'open' | 'notCancelled';
  versions: RuleVersion[];
  /** Rows: establishment_id, record_id (uuid or null), due_on (date or null), severity, details (jsonb). */
  select(q: RuleQuery): SQL;
}
