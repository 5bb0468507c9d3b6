import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (session cookies, set-password links, CSRF tokens). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak does not leak live sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
