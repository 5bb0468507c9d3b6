import type { Role } from '@anupalan/shared';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { FileStorage } from './storage/index.js';

/**
 * What a request runs with. Every module imports these from here, never from app.ts, so that the app (which
 * imports every module's routes) is imported by nothing.
 */

/** What every route module receives. Mail is queued in the outbox; the worker runs beside the app. */
export interface Deps {
  db: Db;
  config: Config;
  storage: FileStorage;
}

/** Who is calling: the user, the agency they act for and the role that follows from it. */
export interface AuthContext {
  sessionHash: string;
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  isPwdExpired: boolean;
  agencyId: string | null;
  agencySelected: boolean;
  /** Null until an agency (or Admin) is chosen. */
  role: Role | null;
}
