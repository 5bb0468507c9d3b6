import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { aadhaarDigits } from '@anupalan/shared';
import type { Config } from '../config.js';

/**
 * Aadhaar numbers are kept as the Aadhaar (Data Security) Regulations expect: never readable at rest. Two keys
 * are derived (HKDF-SHA-256) from the one configured secret: one encrypts (AES-256-GCM, a random 96-bit IV per
 * number), one hashes (HMAC-SHA-256), so equal numbers are found by their hash while nothing readable is stored
 * and the hash cannot be recomputed without the secret (an unkeyed hash of 10^12 numbers is a lookup table).
 */
export interface AadhaarKeys {
  encryption: Buffer;
  hashing: Buffer;
}

export interface StoredAadhaar {
  aadhaarCipher: string;
  aadhaarLast4: string;
  aadhaarHash: string;
}

const cache = new Map<string, AadhaarKeys>();

/** The configured secret, or outside production a random one made once under DATA_DIR (never in the repository). */
function secretOf(config: Pick<Config, 'AADHAAR_KEY' | 'DATA_DIR'>): string {
  if (config.AADHAAR_KEY) return config.AADHAAR_KEY;
  const file = path.join(config.DATA_DIR, 'aadhaar.key');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

export function aadhaarKeys(config: Pick<Config, 'AADHAAR_KEY' | 'DATA_DIR'>): AadhaarKeys {
  const secret = secretOf(config);
  let keys = cache.get(secret);
  if (!keys) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'anupalan-aadhaar', info, 32));
    keys = { encryption: derive('encryption'), hashing: derive('hashing') };
    cache.set(secret, keys);
  }
  return keys;
}

/** The keyed hash that finds the same number twice (hex). */
export function aadhaarHash(keys: AadhaarKeys, aadhaar: string): string {
  return createHmac('sha256', keys.hashing).update(aadhaarDigits(aadhaar)).digest('hex');
}

/** What is stored of a (valid) Aadhaar number: its cipher text, its last four digits and its keyed hash. */
export function storeAadhaar(keys: AadhaarKeys, aadhaar: string): StoredAadhaar {
  const digits = aadhaarDigits(aadhaar);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const sealed = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return {
    aadhaarCipher: `v1:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`,
    aadhaarLast4: digits.slice(-4),
    aadhaarHash: aadhaarHash(keys, digits),
  };
}

/** The number back from its cipher text (for the holder's own records; nothing in the product shows it). */
export function readAadhaar(keys: AadhaarKeys, stored: string): string {
  const raw = Buffer.from(stored.replace(/^v1:/, ''), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
