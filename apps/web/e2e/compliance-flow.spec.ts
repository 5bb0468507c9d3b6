import { expect, type Page, test } from '@playwright/test';
import { accounts, expectToast, login, logout, screenshot, subprojectPath } from './helpers';

/**
 * The engine follows the records: the Government sees the Bogadi batching plant's overdue welfare-facilities
 * requirement among its violations; the contractor submits it; the Government's dashboard then counts one
 * violation fewer and the item is gone from the OSH Code's list.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const ESTABLISHMENT = 'Bogadi batching plant';
const REQUIREMENT = 'Welfare facilities on site';

/** The establishment's compliance dashboard, as the Government reached it from the side navigation. */
let dashboard = '';

const violations = (page: Page) => page.getByRole('group', { name: 'Violations' }).locator('p').last();

/** The items of the OSH Code among the Setup compliances (the law in force for welfare facilities since 21/11/2025). */
async function openOshSetupItems(page: Page) {
  await page.goto(`${dashboard}/Setup/OSH`);
  await expect(
    page.getByTestId('compliance-item').first().or(page.getByText('No warnings and violations')),
  ).toBeVisible();
}

test('the Government sees the overdue welfare-facilities requirement among the violations', async ({
  page,
}) => {
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${await subprojectPath(page, SUBPROJECT)}/establishments/choose`);
  await page
    .getByRole('navigation', { name: 'Establishments of the subproject' })
    .getByRole('link', { name: new RegExp(ESTABLISHMENT) })
    .click();
  await expect(page).toHaveURL(/\/establishments\/[0-9a-f-]+\/complianceDashboard$/);
  dashboard = new URL(page.url()).pathname;
  await expect(violations(page)).toHaveText(/^\d+$/);

  await openOshSetupItems(page);
  await expect(page.getByTestId('compliance-item').filter({ hasText: /welfare/i })).toContainText(
    /Overdue by \d+ Day\(s\)/,
  );
  await screenshot(page, 'compliance-flow-before');
  await logout(page);
});

test('the contractor submits the requirement and the Government counts one violation fewer', async ({
  page,
}) => {
  // The count as it stands now (the other browser tests may have changed the establishment's records).
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(dashboard);
  await expect(violations(page)).toHaveText(/^\d+$/);
  const before = Number(await violations(page).textContent());
  await logout(page);

  await login(page, accounts.contractor2);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(dashboard.replace(/complianceDashboard$/, 'details?tab=requirements'));
  await page.getByRole('link', { name: REQUIREMENT }).click();
  await expect(page.getByRole('heading', { level: 1, name: REQUIREMENT })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Wholesome drinking water is provided' }).check();
  await page.getByRole('checkbox', { name: 'Separate latrines for women and men' }).check();
  await page.getByRole('checkbox', { name: 'First-aid box and a trained person on every shift' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Form Submitted Successfully');
  await logout(page);

  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(dashboard);
  await expect(violations(page)).toHaveText(String(before - 1));
  await screenshot(page, 'compliance-flow-after');
  await openOshSetupItems(page);
  await expect(page.getByTestId('compliance-item').filter({ hasText: /welfare/i })).toHaveCount(0);
});
