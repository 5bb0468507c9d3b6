import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      SESSION_IDLE_MINUTES: 30,
      CAPTCHA_DISABLED: false,
      DATABASE_URL: '',
    });
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.ANDROID_APP_LINK).toBe('');
    expect(c.DATA_DIR).toMatch(/\/data$/);
  });

  it("starts in production with nothing set, as `npm start` runs it (the README's contract)", () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.NODE_ENV).toBe('production');
    expect(c.AADHAAR_KEY ?? '').toBe('');
  });

  it('refuses CAPTCHA_DISABLED in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_DISABLED: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_DISABLED: 'true' }).CAPTCHA_DISABLED).toBe(true);
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CAPTCHA_DISABLED: 'yes' })).toThrow(/CAPTCHA_DISABLED/);
    expect(() => loadConfig({ ANDROID_APP_LINK: 'play store' })).toThrow(/ANDROID_APP_LINK/);
    expect(loadConfig({ ANDROID_APP_LINK: 'https://play.google.com/x' }).ANDROID_APP_LINK).toBe(
      'https://play.google.com/x',
    );
  });
});
