import { PASSWORD_LINK_PURPOSE, type PasswordLinkPurpose, statusValues } from '@anupalan/shared';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id, oneOf } from './columns.js';
import { users } from './users.js';

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** False after a login with several agencies until the user chooses one. */
    agencySelected: boolean('agency_selected').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: id(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Single-use set-password links (invitation, forgot password, e-mail change). Only the hash is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordLinkPurpose>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_purpose_check', oneOf(t.purpose, statusValues(PASSWORD_LINK_PURPOSE))),
  ],
);

/**
 * Password checks per e-mail address (lower case), for every route that checks a password: at most so many
 * a minute (the window), and a growing delay after consecutive failures. Kept in the database so that every
 * API instance counts the same attempts.
 */
export const passwordAttempts = pgTable('password_attempts', {
  email: text('email').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  checks: integer('checks').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
});
