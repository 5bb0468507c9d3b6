import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { insertPasswordToken } from './passwords.queries.js';

export type PasswordLinkPurpose = 'reset' | 'invite' | 'email-change';

/** Creates a single-use, expiring set-password link (the web route's second segment is the token). */
export async function createPasswordLink(
  db: Executor,
  config: Config,
  userId: string,
  purpose: PasswordLinkPurpose,
): Promise<string> {
  const token = newToken();
  await insertPasswordToken(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    hours: config.PASSWORD_TOKEN_HOURS,
  });
  return passwordLinkUrl(config, token);
}

/** The address of a set-password link (the web route's second segment is the token). */
export function passwordLinkUrl(config: Config, token: string): string {
  return `${config.PUBLIC_URL}/setPassword/${token}`;
}
