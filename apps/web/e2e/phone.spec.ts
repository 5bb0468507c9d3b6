import { expect, test } from '@playwright/test';
import { accounts, login, logout, screenshot } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('login, menu drawer and contact form are usable on a 375px phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await screenshot(page, 'phone-login');

  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await screenshot(page, 'phone-projects');

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'CONTRACTORS' })).toBeVisible();
  await screenshot(page, 'phone-menu');
  await drawer.getByRole('link', { name: 'GUIDES' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/guides$/);

  await page.getByRole('link', { name: 'contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await screenshot(page, 'phone-contact');
});

test('the contact form validates with the shared rules and shows the reply', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
  await page.getByLabel('Organisation name').fill('Build Co');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('E-mail').fill('asha@example.in');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid mobile no')).toBeVisible();
  await page.getByLabel('Mobile number').fill('+91 9876543210');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
});

test('the form gallery and an agency with its users fit a 375px phone', async ({ page }) => {
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/dev/forms');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await fits();
  await screenshot(page, 'phone-gallery');
  await logout(page);

  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/global-contractors');
  await page.getByRole('link', { name: 'Shree Ganesh Constructions' }).click();
  await expect(page.getByRole('heading', { name: 'Shree Ganesh Constructions' })).toBeVisible();
  await fits();
  await screenshot(page, 'phone-contractor-details');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await fits();
  await screenshot(page, 'phone-contractor-users');
});
