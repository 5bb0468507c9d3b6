import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@anupalan/shared';

// No look-alike characters (0/O, 1/l/I), so the password can be typed from a printed mail.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;

/** A random 12-character password that meets the policy, for a user who must set their own at sign-in. */
export function temporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 12 }, () => ALL[randomInt(ALL.length)]);
    const password = chars.join('');
    if (isStrongPassword(password)) return password;
  }
}
