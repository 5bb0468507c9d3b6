import { statusValues, USER_STATUS, type UserStatus } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id, oneOf, updatedAt } from './columns.js';

export interface UserBody {
  name: string;
  designation?: string;
  contactNo?: string;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    emailAddress: text('email_address').notNull(),
    /** Null until the user sets a password from the invitation mail. */
    passwordHash: text('password_hash'),
    body: jsonb('body').$type<UserBody>().notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status').$type<UserStatus>().notNull().default(USER_STATUS.active),
    isPwdExpired: boolean('is_pwd_expired').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** The sign-in before the latest, shown to the user as their last login. */
    previousLogin: timestamp('previous_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.emailAddress})`),
    check('users_status_check', oneOf(t.status, statusValues(USER_STATUS))),
  ],
);

/** Membership: a user may act for several agencies and switches between them. */
export const userAgencies = pgTable(
  'user_agencies',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    status: text('status').$type<UserStatus>().notNull().default(USER_STATUS.active),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_agencies_user_agency_unique').on(t.userId, t.agencyId),
    index('user_agencies_agency_idx').on(t.agencyId),
    check('user_agencies_status_check', oneOf(t.status, statusValues(USER_STATUS))),
  ],
);
