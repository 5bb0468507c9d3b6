import { expect, type Page, test } from '@playwright/test';
import { ANY_CAPTCHA, accounts, DEMO_PASSWORD, login, screenshot } from './helpers';

/** Signs in, then drops the session cookie (the server forgets nobody; the browser just lost it). */
async function expireSession(page: Page) {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/changePassword');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.context().clearCookies({ name: 'anupalan_sid' });
  // Any request now answers 401: submitting a form is the user's next action.
  await page.getByLabel('Old password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password').fill('Other@1234');
  await page.getByLabel('Confirm password').fill('Other@1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  // The modal explains what happened; the form does not report a failure of its own.
  await expect(page.getByText('Failed to change the user password')).toHaveCount(0);
  return dialog;
}

async function relogin(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog.getByRole('img', { name: /^Captcha/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByLabel('Captcha text').fill(ANY_CAPTCHA);
  await dialog.getByRole('button', { name: 'Login again' }).click();
}

test('an expired session asks for the password again and keeps the page', async ({ page }) => {
  await expireSession(page);
  await screenshot(page, 'relogin-modal');
  await relogin(page, DEMO_PASSWORD);
  await expect(
    page.getByText('User re-authenticated successfully. Please redo the last action.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toBeHidden();
  await expect(page).toHaveURL(/\/changePassword$/);
  // The form kept what was typed, and the new session works.
  await expect(page.getByLabel('Old password')).toHaveValue(DEMO_PASSWORD);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
});

test('three failed re-logins log the user out', async ({ page }) => {
  const dialog = await expireSession(page);
  for (const attempt of [1, 2]) {
    await relogin(page, `Wrong@${attempt}234`);
    await expect(dialog.getByRole('alert')).toContainText('Invalid email or password');
    await expect(dialog.getByLabel('Captcha text')).toHaveValue('');
  }
  await screenshot(page, 'relogin-failed');
  await relogin(page, 'Wrong@3234');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});
