import { OUTBOX_STATUS, statusValues } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns.js';

export interface ContactRequestBody {
  name: string;
  orgName: string;
  mobileNo: string;
  email: string;
  desc: string;
}

export const contactRequests = pgTable('contact_requests', {
  id: id(),
  body: jsonb('body').$type<ContactRequestBody>().notNull(),
  userId: uuid('user_id'),
  createdAt: createdAt(),
});

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A report the worker builds and attaches when it sends the mail. */
  report?: { kind: 'compliance'; projectId: string };
}

/** Work to do after a transaction commits (mail today). Written in the same transaction as its cause. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    status: text('status').notNull().default(OUTBOX_STATUS.pending),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While status is 'sending': until when the worker that claimed the mail holds it. A mail whose lease ran
     * out (its worker died) may be claimed again; a sent one never is.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.availableAt),
    check('outbox_status_check', oneOf(t.status, statusValues(OUTBOX_STATUS))),
  ],
);

/** Written only by the audit trigger (audit_row(), migrations 0001, 0008, 0009); partitioned by month (0009). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    opType: text('op_type').notNull(),
    tableName: text('table_name').notNull(),
    rowId: text('row_id'),
    oldRow: jsonb('old_row'),
    newRow: jsonb('new_row'),
    userId: uuid('user_id'),
    agencyId: uuid('agency_id'),
    /**
     * The system job that wrote the row when no person did ('system:seed', 'system:mail-worker'): the trigger
     * refuses an audited write that names neither (migration 0008).
     */
    actor: text('actor'),
    /** The row's parents, set by the trigger (migration 0009): the Logs panels filter on these, indexed. */
    establishmentId: uuid('establishment_id'),
    subprojectId: uuid('subproject_id'),
    projectId: uuid('project_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_row_idx').on(t.tableName, t.rowId, t.createdOn),
    index('audit_log_created_idx').on(t.createdOn),
    index('audit_log_establishment_idx')
      .on(t.establishmentId, t.createdOn, t.id)
      .where(sql`${t.establishmentId} is not null`),
    index('audit_log_subproject_idx')
      .on(t.subprojectId, t.createdOn, t.id)
      .where(sql`${t.subprojectId} is not null`),
    index('audit_log_project_idx').on(t.projectId, t.createdOn, t.id).where(sql`${t.projectId} is not null`),
  ],
);
