import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

/** One form of a return and when and where it is in force (law as data; migration 0025). */
export interface ReturnFormJson {
  from: string;
  to: string | null;
  states: 'all' | string[];
  law: string;
  doc_name: string;
  citation: string;
  unconfirmed?: boolean;
}

/** An upload of a return: a file of /api/files (its id in url) with its name. */
export interface ReturnUploadJson {
  name: string;
  url: string;
  uploaded_on: string;
}

export interface EstReturnBodyJson {
  signedReturn?: ReturnUploadJson;
  proofDispatch?: ReturnUploadJson;
}

/**
 * The catalogue of returns (spec part 2, section 3 'Return'; LAW.md rows 4 and 5): name, the form in force today
 * (doc_name), citation, frequency and the due rule (due_days after the period's last day); `forms` holds every
 * form with its dates and states, `body.description` the sentence shown. Seeded by migration 0025.
 */
export const cmsReturns = pgTable('cms_returns', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  docName: text('doc_name').notNull(),
  citation: text('citation').notNull(),
  frequency: text('frequency').notNull().$type<'half_yearly' | 'annual'>(),
  dueDays: integer('due_days').notNull(),
  forms: jsonb('forms').notNull().$type<ReturnFormJson[]>(),
  body: jsonb('body').notNull().$type<{ description: string }>(),
});

/**
 * An establishment's return for one period (start_on .. end_on, due on due_on). Made idempotently the first time
 * the period is listed (unique establishment, return, period), so its id is stable; submitted_on is set exactly
 * when both uploads are in (a CHECK holds it).
 */
export const estReturns = pgTable(
  'est_returns',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    returnId: smallint('return_id')
      .notNull()
      .references(() => cmsReturns.id),
    startOn: date('start_on').notNull(),
    endOn: date('end_on').notNull(),
    dueOn: date('due_on').notNull(),
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id),
    body: jsonb('body').notNull().default({}).$type<EstReturnBodyJson>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('est_returns_period_unique').on(t.establishmentId, t.returnId, t.startOn),
    index('est_returns_establishment_due_idx').on(t.establishmentId, t.dueOn),
    check('est_returns_range_check', sql`${t.endOn} >= ${t.startOn} and ${t.dueOn} >= ${t.endOn}`),
  ],
);
