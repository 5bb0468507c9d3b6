import { AppError } from './errors.js';

/**
 * The database holds the invariants that concurrent requests could otherwise break (unique keys, the
 * exclusion constraint on minimum-wage periods, the establishment's states). When one refuses a write, the
 * caller gets a 409 with a sentence about its record, never a 500: this table, read by the one error handler,
 * is where a constraint's name becomes that sentence.
 */
export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail already exists.';
export const OVERLAP_MESSAGE = 'Minimum wage periods of an establishment cannot overlap.';
export const CONCURRENT_CHANGE_MESSAGE =
  'Someone else changed this record at the same time. Please reload the page and try again.';
const ALREADY_EXISTS_MESSAGE = 'This record already exists.';

const BY_CONSTRAINT: Record<string, { message: string; code: string }> = {
  users_email_unique: { message: EMAIL_TAKEN_MESSAGE, code: 'EMAIL_TAKEN' },
  user_agencies_user_agency_unique: {
    message: 'This user already belongs to this agency.',
    code: 'CONFLICT',
  },
  subproject_agencies_unique: {
    message: 'This agency is already added to this subproject.',
    code: 'ALREADY_LINKED',
  },
  subproject_users_unique: { message: 'This user is already added to this subproject.', code: 'CONFLICT' },
  establishment_subcontractors_unique: {
    message: 'This subcontractor is already added to this establishment.',
    code: 'ALREADY_LINKED',
  },
  establishment_requirements_code_unique: {
    message: 'This requirement already exists for this establishment.',
    code: 'CONFLICT',
  },
  establishment_min_wages_start_unique: { message: OVERLAP_MESSAGE, code: 'OVERLAP' },
  establishment_min_wages_no_overlap: { message: OVERLAP_MESSAGE, code: 'OVERLAP' },
  establishments_state_check: { message: CONCURRENT_CHANGE_MESSAGE, code: 'CONCURRENT_CHANGE' },
  employees_code_unique: {
    message: 'This employee code is already used in this establishment.',
    code: 'CODE_TAKEN',
  },
  employees_aadhaar_unique: {
    message: 'This Aadhaar number is already recorded for another worker of this establishment.',
    code: 'AADHAAR_TAKEN',
  },
  employee_wage_periods_start_unique: {
    message: 'Wage periods of an employee cannot overlap.',
    code: 'OVERLAP',
  },
  employee_wage_periods_no_overlap: {
    message: 'Wage periods of an employee cannot overlap.',
    code: 'OVERLAP',
  },
  // The forms check these first; the constraints answer for any path that did not (migration 0008).
  establishment_licenses_period_check: {
    message: 'A licence cannot end before it starts.',
    code: 'INVALID_PERIOD',
  },
  establishment_min_wages_period_check: {
    message: 'A minimum wage period cannot end before it starts.',
    code: 'INVALID_PERIOD',
  },
  establishment_min_wages_amounts_check: {
    message: 'Minimum wages cannot be negative.',
    code: 'INVALID_AMOUNT',
  },
};

interface DatabaseErrorShape {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error behind an error (Drizzle wraps the driver's error in `cause`). */
function databaseError(error: unknown): DatabaseErrorShape | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseErrorShape;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * A 409 for a write the database refused because of another record: a duplicate (23505), an overlap
 * (23P01), a named invariant (23514), or a transaction that lost a race (40001, 40P01). Else undefined.
 */
export function constraintConflict(error: unknown): AppError | undefined {
  const found = databaseError(error);
  if (!found) return undefined;
  const known = typeof found.constraint === 'string' ? BY_CONSTRAINT[found.constraint] : undefined;
  switch (found.code) {
    case '23505':
    case '23P01':
      return new AppError(409, known?.code ?? 'CONFLICT', known?.message ?? ALREADY_EXISTS_MESSAGE);
    case '23514':
      return known ? new AppError(409, known.code, known.message) : undefined;
    case '40001':
    case '40P01':
      return new AppError(409, 'CONCURRENT_CHANGE', CONCURRENT_CHANGE_MESSAGE);
    default:
      return undefined;
  }
}
