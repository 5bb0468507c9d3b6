import { z } from 'zod';
import { COMPLIANCE_TYPES, LAW_IDS } from '../domain/laws.js';

/**
 * GET /api/law: the compliance engine's rules and parameters as data (the Law page, any signed-in role), in the
 * manner of OpenFisca's legislation explorer. Dates are ISO (YYYY-MM-DD); the page shows them DD/MM/YYYY.
 */

/** A notification, act or rule a value or rule rests on. */
export const lawReference = z.object({
  title: z.string(),
  /** A link to the text, when one is known. */
  href: z.string().nullable(),
  /** The notification's number and date (e.g. 'S.O. 5323(E), 21/11/2025'), when known. */
  notification: z.string().nullable(),
});
export type LawReference = z.infer<typeof lawReference>;

/** One value of a parameter and the date it takes effect (in force until the next value's date). */
export const lawParameterValue = z.object({
  from: z.string(),
  value: z.number(),
  reference: lawReference.nullable(),
});

/** A dated series: a threshold, a number of days or hours. */
export const lawParameter = z.object({
  id: z.string(),
  description: z.string(),
  /** 'workers', 'days', 'hours', ... */
  unit: z.string(),
  values: z.array(lawParameterValue),
  /** A state's own series (keyed by the state's name as establishments record it), replacing `values` there. */
  stateValues: z.record(z.string(), z.array(lawParameterValue)),
  references: z.array(lawReference),
  /** LAW.md marks the source '(unconfirmed)': the value is editable data awaiting the primary text. */
  unconfirmed: z.boolean(),
  /** The value in force today for establishments of no listed state. */
  currentValue: z.number().nullable(),
});
export type LawParameter = z.infer<typeof lawParameter>;

/** One version of a rule: in force from `effectiveFrom` to `effectiveTo` (inclusive, null: open) in `states`. */
export const lawRuleVersion = z.object({
  lawId: z.enum(LAW_IDS as [string, ...string[]]),
  citation: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  /** 'all', or the states (as establishments record them) this version applies to. */
  states: z.union([z.literal('all'), z.array(z.string())]),
  detailsTemplate: z.string(),
  correctiveUrlTemplate: z.string(),
  /** In force today (for the states it names). */
  current: z.boolean(),
});

export const lawRule = z.object({
  /** The compliance id, e.g. 'CLRA-LICENCE-EXPIRED' (compliance_results.rule_code). */
  id: z.string(),
  title: z.string(),
  complianceType: z.enum(COMPLIANCE_TYPES),
  description: z.string(),
  /** The ids of the parameters the rule reads. */
  parameters: z.array(z.string()),
  unconfirmed: z.boolean(),
  versions: z.array(lawRuleVersion),
  /** How many establishments in the caller's scope the rule currently flags, by severity. */
  flagged: z.object({ establishments: z.number(), violations: z.number(), warnings: z.number() }),
});
export type LawRule = z.infer<typeof lawRule>;

export const lawResponse = z.object({
  laws: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  rules: z.array(lawRule),
  parameters: z.array(lawParameter),
  /** When the last morning run finished (ISO instant), or null before the first. */
  lastMorningRun: z.string().nullable(),
});
export type LawResponse = z.infer<typeof lawResponse>;
