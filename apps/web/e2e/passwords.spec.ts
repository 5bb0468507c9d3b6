import { expect, type Page, test } from '@playwright/test';
import {
  ANY_CAPTCHA,
  accounts,
  DEMO_PASSWORD,
  login,
  logout,
  newestMailTo,
  screenshot,
  setPasswordPath,
} from './helpers';

// Both tests use the second Government user, whom no other test signs in as, and leave its password as seeded.
const email = accounts.govt2;

async function changePassword(page: Page, from: string, to: string) {
  await page.goto('/changePassword');
  await page.getByLabel('Old password').fill(from);
  await page.getByLabel('New password').fill(to);
  await page.getByLabel('Confirm password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('User password was changed successfully!')).toBeVisible();
}

test('change password checks the rules as you type, and the new password works', async ({ page }) => {
  await login(page, email);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/changePassword');
  await page.getByLabel('Old password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password must contain 8 character with mix of one capital,one small,one number!'),
  ).toBeVisible();
  await expect(page.getByText("Password doesn't match")).toBeVisible();
  await screenshot(page, 'change-password-errors');

  await changePassword(page, DEMO_PASSWORD, 'Fresh@5678');
  await logout(page);
  await login(page, email, 'Fresh@5678');
  await expect(page).toHaveURL(/\/projects$/);
  await changePassword(page, 'Fresh@5678', DEMO_PASSWORD);
});

test('forgot password mails a link that sets a new password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  // The login page stays on screen while the new page's code loads, and it has an Email field too: wait for the
  // forgot-password form before typing (on a slow machine the address went into the login form, CI of 341e948).
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Captcha/ })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Captcha text').fill('abc');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Invalid Captcha')).toBeVisible();
  await screenshot(page, 'forgot-password-errors');

  const requested = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Captcha text').fill(ANY_CAPTCHA);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Email has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await newestMailTo(email, requested);
  await page.goto(setPasswordPath(mail));
  await expect(page.getByRole('heading', { name: 'Set password' })).toBeVisible();
  await page.getByLabel('New password').fill('Reset@2468');
  await expect(page.getByRole('list', { name: 'Password rules' }).getByText('(not met yet)')).toHaveCount(0);
  await page.getByLabel('Confirm password').fill('Reset@2468');
  await screenshot(page, 'set-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, 'Reset@2468');
  await expect(page).toHaveURL(/\/projects$/);
  await changePassword(page, 'Reset@2468', DEMO_PASSWORD);
});

test('a user whose password expired sets a new one before anything else', async ({ page }) => {
  await login(page, accounts.expired);
  await expect(page).toHaveURL(/\/setPassword$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/setPassword$/);

  await page.getByLabel('New password').fill('expired1');
  await page.getByLabel('Confirm password').fill('Expired@1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText('Password must contain 8 character with mix of one capital,one small,one number!'),
  ).toBeVisible();
  await expect(page.getByText("Password doesn't match")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Password rules' }).getByText('(not met yet)')).toHaveCount(1);
  await screenshot(page, 'expired-password-errors');

  await page.getByLabel('New password').fill('Renewed@2026');
  await page.getByLabel('Confirm password').fill('Renewed@2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await logout(page);

  await login(page, accounts.expired, 'Renewed@2026');
  await expect(page).toHaveURL(/\/projects$/);
});
