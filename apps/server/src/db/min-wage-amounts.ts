import { SKILL_KEYS, type SkillKey } from '@anupalan/shared';

/**
 * The minimum-wage amounts as the forms and the API carry them (a body keyed by skill category, rupees as
 * exact text, overtime as {value, entered}) and as establishment_min_wages stores them (numeric(12,2) columns
 * per category). The pg driver reads numeric as text, so amounts pass through as strings and are never floats.
 */
export type MinWageBody = Record<
  SkillKey,
  { minimumBasic: string; da: string; overTime: { value: string; entered: boolean } }
>;

export type MinWageColumns = { [K in SkillKey as `${K}Basic` | `${K}Da` | `${K}Overtime`]: string } & {
  [K in SkillKey as `${K}OvertimeEntered`]: boolean;
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Each stored column and the form path it holds ('skilled_basic' -> 'body.skilled.minimumBasic'). */
export const MIN_WAGE_COLUMN_PATHS: Record<string, string> = Object.fromEntries(
  SKILL_KEYS.flatMap((key) => [
    [`${snake(key)}_basic`, `body.${key}.minimumBasic`],
    [`${snake(key)}_da`, `body.${key}.da`],
    [`${snake(key)}_overtime`, `body.${key}.overTime`],
    [`${snake(key)}_overtime_entered`, `body.${key}.overTime`],
  ]),
);

export function minWageColumns(body: MinWageBody): MinWageColumns {
  const columns: Record<string, string | boolean> = {};
  for (const key of SKILL_KEYS) {
    columns[`${key}Basic`] = body[key].minimumBasic;
    columns[`${key}Da`] = body[key].da;
    columns[`${key}Overtime`] = body[key].overTime.value;
    columns[`${key}OvertimeEntered`] = body[key].overTime.entered;
  }
  return columns as MinWageColumns;
}

export function minWageBody(row: MinWageColumns): MinWageBody {
  return Object.fromEntries(
    SKILL_KEYS.map((key) => [
      key,
      {
        minimumBasic: row[`${key}Basic`],
        da: row[`${key}Da`],
        overTime: { value: row[`${key}Overtime`], entered: row[`${key}OvertimeEntered`] },
      },
    ]),
  ) as MinWageBody;
}
