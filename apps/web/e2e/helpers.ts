import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

/** The demo accounts the e2e server seeds (see apps/server/src/db/seed/demo.ts). */
export const accounts = {
  admin: 'admin@demo.anupalan.in',
  govt: 'govt@demo.anupalan.in',
  govt2: 'govt2@demo.anupalan.in',
  consultant: 'consultant@demo.anupalan.in',
  contractor: 'contractor@demo.anupalan.in',
  contractor2: 'contractor2@demo.anupalan.in',
  subcontractor: 'subcontractor@demo.anupalan.in',
  multi: 'multi@demo.anupalan.in',
  /** Password expired: must set a new one first. */
  expired: 'expired@demo.anupalan.in',
} as const;

/** The e2e server runs with CAPTCHA_DISABLED=true: any four characters pass. */
export const ANY_CAPTCHA = 'abcd';

/** Mails are written as .eml files here by the e2e server (playwright.config.ts sets DATA_DIR). */
const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.data-test/e2e', 'mail');

const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

/**
 * Saves what the page shows, with transitions finished, for a person to look at: the whole page, or with
 * `viewport` only what the screen shows where it is scrolled (a phone's view of a dialog, say).
 */
export async function screenshot(page: Page, name: string, { viewport = false } = {}): Promise<void> {
  // A full-page shot of a scrolled page draws the fixed top bar where the scroll left it.
  if (!viewport) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: !viewport,
    animations: 'disabled',
  });
}

/** Fills the login form the way a person would, by its labels. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByRole('img', { name: /^Captcha/ })).toBeVisible();
  await page.getByLabel('Captcha text').fill(ANY_CAPTCHA);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /login and logs in; the caller checks where the app went. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu of/ }).click();
}

export async function logout(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The readable text of an .eml file: its parts decoded from quoted-printable or base64. */
function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** Waits for the newest mail to `to` written after `since`, and returns its decoded text. */
export async function newestMailTo(to: string, since: Date): Promise<string> {
  const stamp = since.toISOString().replace(/[:.]/g, '-');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [] as string[]);
        found = names
          .filter((name) => name.endsWith(`-${to}.eml`) && name >= stamp)
          .sort()
          .at(-1);
        return found;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return mailText(await readFile(path.join(mailDir, found ?? ''), 'utf8'));
}

/** The path of the set-password link in a mail (its second segment is the token). */
export function setPasswordPath(mail: string): string {
  const match = /https?:\/\/[^\s"<>]+(\/setPassword\/[A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No set-password link in the mail:\n${mail}`);
  return match[1];
}

/** A text input by its exact accessible name (labels carry a required-mark, so getByLabel is loose). */
export function box(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A notification with this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Opens the mailed set-password link, sets a password with it and logs in. */
export async function acceptInvitation(page: Page, email: string, since: Date, password: string) {
  const mail = await newestMailTo(email, since);
  await page.goto(setPasswordPath(mail));
  await box(page, 'New password').fill(password);
  await box(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, password);
}

/** Unique per run, so a rerun without a fresh database does not collide with its own records. */
export const runStamp = Date.now().toString(36);

/** A subproject's base path, found by its name in the signed-in user's project list. */
export async function subprojectPath(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/projects');
  expect(response.ok()).toBe(true);
  const projects = (await response.json()) as {
    id: string;
    subprojects: { subproject_id: string; subprojects: { body: { name: string } } }[];
  }[];
  for (const project of projects) {
    const found = project.subprojects.find((s) => s.subprojects.body.name === name);
    if (found) return `/projects/${project.id}/subprojects/${found.subproject_id}`;
  }
  throw new Error(`${name} is not among the projects`);
}
