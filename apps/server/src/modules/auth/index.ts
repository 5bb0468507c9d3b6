/** The auth module's public surface besides auth.service.ts: sessions, users and password checks. */
export { findUserByEmail, findUserById, hasReachableMembership, listMemberships } from './auth.queries.js';
export { checkPasswordOf, pruneStaleAttempts } from './password-checks.js';
export {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  onSessionsChanged,
  touchSession,
} from './session.queries.js';
