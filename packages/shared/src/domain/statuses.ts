/**
 * Every stored status, kind and type code, named once. The database's CHECK constraints are built from these
 * lists (apps/server/src/db/schema), so a value the code does not name cannot be stored, and code never
 * compares a status with a bare number or word.
 */

import type { UserStatus } from './roles.js';

/** Establishment status (spec part 2, section 3). */
export const ESTABLISHMENT_STATUS = {
  open: 0,
  /** Completion marked: awaiting the Government's approval, or approved once closed_on is set. */
  completionMarked: 1,
  cancelled: 2,
} as const;
export type EstablishmentStatus = (typeof ESTABLISHMENT_STATUS)[keyof typeof ESTABLISHMENT_STATUS];

/** Subproject status (spec part 2: 'status 2 blocks deletion'); 1 is not used by the product. */
export const SUBPROJECT_STATUS = {
  open: 0,
  /** Work is recorded in it (an establishment was created): it can no longer be deleted. */
  workRecorded: 2,
} as const;
export type SubprojectStatus = (typeof SUBPROJECT_STATUS)[keyof typeof SUBPROJECT_STATUS];

/** A user, and a user's membership of an agency (the list is USER_STATUSES in roles.ts). */
export const USER_STATUS = { active: 'active', revoked: 'revoked' } as const satisfies Record<
  string,
  UserStatus
>;

/** The two kinds of agency linked to a subproject. */
export const LINK_KIND = { contractor: 'contractor', consultant: 'consultant' } as const;
export type LinkKind = (typeof LINK_KIND)[keyof typeof LINK_KIND];

/** A mail in the outbox. */
export const OUTBOX_STATUS = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
} as const;

/** What a set-password link was made for. */
export const PASSWORD_LINK_PURPOSE = {
  reset: 'reset',
  invite: 'invite',
  emailChange: 'email-change',
} as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSE)[keyof typeof PASSWORD_LINK_PURPOSE];

/** A finding of the compliance engine. */
export const COMPLIANCE_SEVERITY = { violation: 'violation', warning: 'warning' } as const;

/** A consultant comment (spec part 1, section 4): resolving sets resolved_by and resolved_on, reopening clears them. */
export const COMMENT_STATE = {
  unresolved: 'unresolved',
  resolved: 'resolved',
  reopened: 'reopened',
} as const;
export type CommentState = (typeof COMMENT_STATE)[keyof typeof COMMENT_STATE];

/** The values a status column may hold, for its CHECK constraint and for tests. */
export const statusValues = <T extends Record<string, string | number>>(named: T): T[keyof T][] =>
  Object.values(named) as T[keyof T][];
