import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 1, 65535),
  HOST: text('0.0.0.0'),
  DATABASE_URL: text(''),
  DATA_DIR: text('./data'),
  EMBEDDED_PG_PORT: int(0, 0, 65535),
  DATABASE_POOL_SIZE: int(20, 1, 500),
  PUBLIC_URL: text(''),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: text(''),
  MAIL_FROM: text('Anupalan <no-reply@anupalan.in>'),
  CONTACT_EMAIL: text('support@anupalan.in'),
  MAIL_POLL_MS: int(2000, 50, 600_000),
  CAPTCHA_DISABLED: bool(false),
  SESSION_IDLE_MINUTES: int(30, 1, 24 * 60),
  SESSION_MAX_HOURS: int(12, 1, 24 * 30),
  SESSION_CACHE_MS: int(1000, 0, 10_000),
  PASSWORD_TOKEN_HOURS: int(48, 1, 24 * 30),
  RATE_LIMIT_LOGIN_PER_MINUTE: int(10, 1, 100_000),
  SEED_DEMO: bool(true),
  DISPLAY_GOVT_AGENCY_NAME: text(''),
  DISPLAY_GOVT_AGENCY_DEPT: text(''),
  DISPLAY_GOVT_LOGO: text(''),
  FOOTER_LEFT_TEXT: text('Anupalan: labour-law compliance for construction'),
  FOOTER_LEFT_LINK: text(''),
  FOOTER_RIGHT_TEXT: text(''),
  FOOTER_RIGHT_LINK: text(''),
  WEB_DIST_DIR: text(''),
  // Where site staff download the Android app (GET /api/androidAppLink); empty: the web app's own address.
  ANDROID_APP_LINK: text(''),
  S3_BUCKET: text(''),
  S3_REGION: text('ap-south-1'),
  S3_ENDPOINT: text(''),
  S3_ACCESS_KEY_ID: text(''),
  S3_SECRET_ACCESS_KEY: text(''),
  S3_FORCE_PATH_STYLE: bool(false),
  S3_PREFIX: text(''),
  // The secret Aadhaar numbers are encrypted and hashed under (lib/aadhaar-crypto.ts); empty: a random one kept in
  // DATA_DIR/aadhaar.key (so `npm start` runs with nothing set), which the start warns of in production.
  AADHAAR_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, 'must be at least 32 characters'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  if (c.CAPTCHA_DISABLED && c.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_DISABLED: must not be true when NODE_ENV=production',
    );
  }
  if (c.DATABASE_URL && !/^postgres(ql)?:\/\//.test(c.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: must start with postgres:// or postgresql://',
    );
  }
  const publicUrl = (c.PUBLIC_URL || `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: must start with http:// or https://');
  }
  if (c.ANDROID_APP_LINK && !/^https?:\/\/\S+$/.test(c.ANDROID_APP_LINK)) {
    throw new ConfigError(
      'Invalid configuration:\n  ANDROID_APP_LINK: must be an http:// or https:// address',
    );
  }
  if (c.S3_ENDPOINT && !/^https?:\/\//.test(c.S3_ENDPOINT)) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT: must start with http:// or https://');
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    DATA_DIR: path.resolve(c.DATA_DIR),
    WEB_DIST_DIR: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
  };
}
