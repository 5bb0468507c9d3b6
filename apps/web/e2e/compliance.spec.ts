import { expect, type Page, test } from '@playwright/test';
import { accounts, login, screenshot } from './helpers';

/**
 * A Government officer follows the engine's findings from its overview to an establishment's dashboard, the
 * law-wise table and the items of a law, then checks the engine on the Law page; on a laptop and on a phone.
 */
const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
] as const;

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Opens an entry of the main menu: in the drawer on a phone; on a wide screen in the sidebar, which a page with
 * its own navigation (an establishment's) keeps closed until the menu button opens it.
 */
async function openMenuEntry(page: Page, name: string, phone: boolean) {
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  if (phone) {
    await toggle.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
    return;
  }
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`compliance on a ${name}`, () => {
    test.use({ viewport });
    const phone = name === 'phone';

    test('the Government follows violations from its overview to the items of a law, and reads the Law page', async ({
      page,
    }) => {
      await login(page, accounts.govt);
      await expect(page).toHaveURL(/\/projects$/);

      await openMenuEntry(page, 'COMPLIANCE', phone);
      await expect(page.getByRole('heading', { name: 'Compliance across your projects' })).toBeVisible();
      const ranked = page.getByRole('table', { name: 'Establishments with the most open violations' });
      const first = ranked.getByRole('link').first();
      await expect(first).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await screenshot(page, `compliance-overview-${name}`);
      await fitsTheScreen(page, viewport.width);

      await first.click();
      await expect(page.getByRole('heading', { name: 'Compliance Dashboard' })).toBeVisible();
      await expect(page.getByText('The data is updated automatically every morning.')).toBeVisible();
      await expect(page.getByTestId('last-updated')).toHaveText(
        /^Last updated on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/,
      );
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Consultant comments by section' })).toBeVisible();
      await page.mouse.move(0, 0); // no chart tooltip left open by the pointer
      await screenshot(page, `compliance-dashboard-${name}`);
      await fitsTheScreen(page, viewport.width);

      // The first type with a violation or warning, then its first law.
      const types = page.getByRole('link', { name: /^(Setup|Periodic|Incident) compliances$/ });
      let opened = false;
      for (const type of await types.all()) {
        const text = (await type.textContent()) ?? '';
        if (/[1-9]\d* (violation|warning)/.test(text)) {
          await type.click();
          opened = true;
          break;
        }
      }
      expect(opened).toBe(true);
      const table = page.getByRole('table', { name: /compliances$/ });
      // The spec's columns; a phone shows the law's name under its code, so the counts stay in view.
      await expect(table.getByRole('columnheader')).toHaveText(
        phone ? ['Law', 'Warnings', 'Violations'] : ['Code', 'Law', 'Warnings', 'Violations'],
      );
      await screenshot(page, `compliance-laws-${name}`);
      await fitsTheScreen(page, viewport.width);

      await table.getByRole('link').first().click();
      const items = page.getByTestId('compliance-item');
      await expect(items.first()).toBeVisible();
      await expect(items.first()).toContainText(
        /Overdue by \d+ Day\(s\)|Due in \d+ Day\(s\)|Due Today|Violation|Warning/,
      );
      await screenshot(page, `compliance-items-${name}`);
      await fitsTheScreen(page, viewport.width);

      await openMenuEntry(page, 'LAW', phone);
      await expect(page.getByRole('heading', { name: 'Law', exact: true })).toBeVisible();
      await expect(page.getByText(/^Flags \d+ establishments?$/).first()).toBeVisible();
      await page
        .getByRole('button', { name: /Labour licence needed/ })
        .first()
        .click();
      await expect(page.getByRole('columnheader', { name: 'Citation' }).first()).toBeVisible();
      await screenshot(page, `compliance-law-rule-${name}`, { viewport: true });
      await screenshot(page, `compliance-law-${name}`);
      await fitsTheScreen(page, viewport.width);
    });
  });
}
