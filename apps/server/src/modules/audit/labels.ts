import {
  AGENCY_SCHEMAS,
  approvalSchema,
  cancellationSchema,
  completionSchema,
  establishmentSchema,
  type FieldSchema,
  type FormSchema,
  licenseSchema,
  minWageSchema,
  PROJECT_SCHEMAS,
  REQUIREMENT_CATALOGUE,
  subcontractorSchema,
} from '@anupalan/shared';
import { MIN_WAGE_COLUMN_PATHS } from '../../db/min-wage-amounts.js';

/**
 * The human titles of what a log entry names. Field titles come from the form schemas the records are saved
 * with (packages/shared/src/schemas), so the Logs show what the person filled in ('Establishment name'), not
 * the storage key ('body.name'); columns outside the forms have titles here; anything else is humanised.
 */

/**
 * The schemas whose values each audited table holds, the table's own forms first. Forms that save several
 * tables name other tables' fields with a table prefix (`users.body.name` in an invite), so from `prefixedOnly`
 * forms only the fields with this table's prefix count: their unprefixed fields are another record's.
 */
const TABLE_SCHEMAS: Record<string, { own: FormSchema[]; prefixedOnly?: FormSchema[] }> = {
  agencies: { own: AGENCY_SCHEMAS.filter((s) => s.type === 'agency' || s.type === 'global-agency') },
  users: {
    own: AGENCY_SCHEMAS.filter((s) => s.type === 'user'),
    prefixedOnly: AGENCY_SCHEMAS.filter((s) => s.type === 'global-agency' || s.type === 'admin'),
  },
  projects: {
    own: PROJECT_SCHEMAS.filter((s) => s.type === 'project' || s.purpose.startsWith('project-')),
  },
  subprojects: {
    own: PROJECT_SCHEMAS.filter((s) => s.type === 'subproject' || s.purpose.startsWith('subproject-')),
  },
  subproject_agencies: { own: PROJECT_SCHEMAS.filter((s) => s.type === 'subproject-agency') },
  establishments: { own: [establishmentSchema, completionSchema, approvalSchema, cancellationSchema] },
  establishment_min_wages: { own: [minWageSchema] },
  establishment_licenses: { own: [licenseSchema] },
  establishment_subcontractors: { own: [subcontractorSchema] },
};

/** Columns that no form names. */
const COLUMN_TITLES: Record<string, string> = {
  status: 'Status',
  closed_on: 'Closed on',
  deleted_at: 'Deleted on',
  submitted_on: 'Submitted on',
  submitted_by: 'Submitted by',
  due_on: 'Due on',
  has_login_access: 'Login access',
  end_date: 'End date',
  start_date: 'Start date',
  terminated_on: 'Terminated on',
  signed_up_at: 'Signed up on',
  consultant_agency_id: 'Consultant',
  email_address: 'E-mail',
  is_admin: 'Platform admin',
  is_pwd_expired: 'Password expired',
  last_login: 'Last login',
  scope_agency_id: 'Government',
  completion_body: 'Completion',
  termination_body: 'Termination',
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** 'submitted_on' -> 'Submitted on', 'expectedCompletionDate' -> 'Expected completion date'. */
export function humanise(key: string): string {
  const words = snake(key).replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldsOf(fields: FieldSchema[]): FieldSchema[] {
  return fields.flatMap((f) => [f, ...(f.columns ? fieldsOf(f.columns) : [])]);
}

/** Title by stored path: the colName, with its first segment also in snake case and a table prefix dropped. */
function titleIndex(
  table: string,
  { own, prefixedOnly = [] }: { own: FormSchema[]; prefixedOnly?: FormSchema[] },
  extra: FieldSchema[] = [],
): Map<string, string> {
  const index = new Map<string, string>();
  const fieldsOfSchemas = (schemas: FormSchema[]) =>
    schemas.flatMap((s) => fieldsOf(s.steps.flatMap((step) => step.fields)));
  const fields = [
    ...extra,
    ...fieldsOfSchemas(own),
    ...fieldsOfSchemas(prefixedOnly).filter((f) => f.colName.startsWith(`${table}.`)),
  ];
  for (const field of fields) {
    if (!field.title) continue;
    const path = field.colName.startsWith(`${table}.`)
      ? field.colName.slice(table.length + 1)
      : field.colName;
    const [first, ...rest] = path.split('.');
    for (const key of [path, [snake(first ?? ''), ...rest].join('.')]) {
      if (!index.has(key)) index.set(key, field.title);
    }
  }
  return index;
}

const TABLE_INDEX = new Map(
  Object.entries(TABLE_SCHEMAS).map(([table, schemas]) => [table, titleIndex(table, schemas)]),
);
// Minimum-wage amounts are columns (migration 0008), each titled by the form field it holds.
const minWageTitles = TABLE_INDEX.get('establishment_min_wages');
for (const [column, path] of Object.entries(MIN_WAGE_COLUMN_PATHS)) {
  const title = minWageTitles?.get(path);
  if (title) minWageTitles?.set(column, title);
}
const REQUIREMENT_INDEX = new Map(
  REQUIREMENT_CATALOGUE.map((r) => [r.code, titleIndex('establishment_requirements', { own: [] }, r.fields)]),
);

/** The requirement's title for its code ('welfare-facilities' -> 'Welfare facilities on site'). */
export function requirementTitle(code: string): string {
  return REQUIREMENT_CATALOGUE.find((r) => r.code === code)?.title ?? humanise(code);
}

/**
 * The titles of changed paths of a row of `table` (a requirement's fields depend on its code), in order and
 * without repeats. A path below a field (a file's url, a checkbox's `checked`) takes the field's title.
 */
export function changeLabels(table: string, paths: string[], row: Record<string, unknown> | null): string[] {
  const index =
    table === 'establishment_requirements'
      ? REQUIREMENT_INDEX.get(String(row?.requirement_code ?? ''))
      : TABLE_INDEX.get(table);
  const labels: string[] = [];
  for (const path of paths) {
    const label = labelOf(path, index);
    if (!labels.includes(label)) labels.push(label);
  }
  return labels;
}

function labelOf(path: string, index: Map<string, string> | undefined): string {
  const segments = path.split('.');
  for (let n = segments.length; n > 0; n--) {
    const title = index?.get(segments.slice(0, n).join('.'));
    if (title) return title;
  }
  const top = segments[0] ?? path;
  if (segments.length === 1 || !index) return COLUMN_TITLES[top] ?? humanise(top);
  // A key of a form body that no field names (an older or removed field): its own key, humanised.
  return humanise(segments[segments.length - 1] ?? path);
}
