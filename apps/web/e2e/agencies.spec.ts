import { expect, test } from '@playwright/test';
import { accounts, box, expectToast, login, screenshot } from './helpers';

test('a user edits their own Agency Details with the shared rules, and sees its logs', async ({ page }) => {
  await login(page, accounts.contractor2);
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole('button', { name: /^User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Agency Details' }).click();
  await expect(page.getByRole('heading', { name: 'Agency Details' })).toBeVisible();
  await expect(page.getByText('Kaveri Builders & Engineers').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await box(page, 'Pincode').fill('071401');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid Pincode.')).toBeVisible();
  await box(page, 'Pincode').fill('571402');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Successfully edited the data!');
  await expect(page).toHaveURL(/\/agencies$/);
  await expect(page.getByText('571402')).toBeVisible();
  await page.getByRole('button', { name: 'View Logs' }).click();
  await expect(page.getByRole('dialog', { name: 'Logs' })).toContainText('Pincode');
  await page.keyboard.press('Escape');
  await screenshot(page, 'agency-details');
});
