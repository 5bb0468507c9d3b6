import { expect, type Page, test } from '@playwright/test';
import { accounts, login, subprojectPath } from './helpers';

/**
 * Form A and the adolescent register as the contractor prints them: the list's actions open the server's page in
 * a window of its own, the browser's print dialog opens on it, the page is A4 landscape with the notified columns
 * and Aadhaar masked in every row.
 */
const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const ESTABLISHMENT = 'Hinkal labour camp';

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Establishments of the subproject' });

test('the contractor prints Form A and the adolescent register', async ({ page, context }) => {
  // window.print is recorded instead of opening a dialog the test cannot see.
  await context.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${await subprojectPath(page, SUBPROJECT)}/establishments/choose`);
  await sideNav(page)
    .getByRole('link', { name: new RegExp(ESTABLISHMENT) })
    .first()
    .click();
  await sideNav(page)
    .getByRole('link', { name: /employee register/i })
    .click();
  await expect(page.getByRole('heading', { name: 'Employee Register (Form A)' })).toBeVisible();

  for (const [action, title] of [
    ['Form A (employee register)', 'Form A: Employee Register'],
    ['Adolescent register', 'Form A: Employee Register (adolescent workers)'],
  ] as const) {
    await page.getByRole('button', { name: 'Actions' }).click();
    const [printable] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: action }).click(),
    ]);
    await printable.waitForLoadState('load');
    await expect(printable.getByRole('heading', { name: title, exact: true })).toBeVisible();
    const header = printable.locator('.head');
    await expect(header).toContainText(`Name of the Establishment: ${ESTABLISHMENT}`);
    await expect(header).toContainText('Name of the Employer:');
    await expect(header).toContainText('LIN:');
    await expect
      .poll(() => printable.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    const pageRule = await printable.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.cssText)
        .find((text) => text.startsWith('@page')),
    );
    expect(pageRule).toMatch(/size: a4 landscape/i);
    const headers = await printable.locator('thead th').allTextContents();
    expect(headers).toHaveLength(31);
    expect(headers.slice(0, 3)).toEqual(['Sl. No.', 'Employee Code', 'Name']);
    const aadhaarColumn = headers.indexOf('AADHAAR');
    const cells = await printable
      .locator('tbody tr')
      .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), aadhaarColumn);
    for (const cell of cells) expect(cell).toMatch(/^(XXXX XXXX \d{4})?$/);
    if (action === 'Form A (employee register)') {
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.some((cell) => cell !== '')).toBe(true);
      // Printed on A4 landscape (297 mm less 2 x 10 mm margins = 1047 CSS px), every column fits the page width.
      await printable.emulateMedia({ media: 'print' });
      await printable.setViewportSize({ width: 1047, height: 740 });
      const widths = await printable.evaluate(() => ({
        table: document.querySelector('table')?.scrollWidth ?? 0,
        page: document.documentElement.clientWidth,
      }));
      expect(widths.table).toBeLessThanOrEqual(widths.page);
      await printable.screenshot({ path: 'apps/web/e2e/screenshots/form-a-print.png' });
    }
    await printable.close();
  }
});
