import { CAPTCHA_LENGTH } from '@anupalan/shared';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { consumeCaptcha, deleteStaleCaptchas, insertCaptcha } from './captcha.queries.js';

const TTL_SECONDS = 5 * 60;

export async function createCaptcha(db: Db) {
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    noise: 2,
    color: true,
    ignoreChars: '0oO1iIlL',
    background: '#f4f6f8',
  });
  const id = await insertCaptcha(db, captcha.text.toLowerCase(), TTL_SECONDS);
  // Stale rows are cleared now and then rather than by a job of their own.
  if (Math.random() < 0.05) await deleteStaleCaptchas(db);
  const image = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  return { id, image };
}

/** Checks a captcha answer (case-insensitive). The check is off only when CAPTCHA_DISABLED is set. */
export async function checkCaptcha(db: Db, disabled: boolean, id: string, text: string) {
  if (disabled) return;
  const answer = isUuid(id) ? await consumeCaptcha(db, id) : undefined;
  if (!answer || answer !== text.trim().toLowerCase()) {
    throw badRequest('Invalid Captcha', 'INVALID_CAPTCHA', { captchaText: 'Invalid Captcha' });
  }
}
