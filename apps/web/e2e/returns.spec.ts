import { expect, type Page, test } from '@playwright/test';
import { accounts, expectToast, login, screenshot, subprojectPath } from './helpers';

/**
 * Statutory returns as the demo's camp contractor files one: the Hinkal labour camp's latest ended half-yearly
 * return (the demo filed it; the Bogadi batching plant, whose latest return has the signed return only, is
 * cancelled by the establishments' browser test that runs before this one) - the documents already there are
 * removed (with the confirmation, which reopens the return), then the signed return and the proof of dispatch are
 * uploaded through the screens, and the return shows 'Completed on {today}' in the list and on its page. The
 * consultant then opens it read only, and a phone shows the list and the return.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const ESTABLISHMENT = 'Hinkal labour camp';
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Establishments of the subproject' });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function todayShown(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** Chooses a file in a Mantine FileInput (a button that opens the file chooser). */
async function choose(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label).click();
  await (await chooser).setFiles(file);
}

/** The return's page, found by the contractor: kept for the consultant. */
let returnUrl = '';

async function openReturns(page: Page, account: string) {
  await login(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${await subprojectPath(page, SUBPROJECT)}/establishments/choose`);
  await sideNav(page)
    .getByRole('link', { name: new RegExp(ESTABLISHMENT) })
    .first()
    .click();
  await expect(page).toHaveURL(/establishments\/[0-9a-f-]{36}\//);
  await sideNav(page)
    .getByRole('link', { name: /^returns$/i })
    .click();
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
}

/**
 * The latest half-yearly return whose period has ended, in this returns year (July to June): from July its first
 * half-yearly row (January to June); from January its last (July to December of the year before).
 */
async function openLatestEnded(page: Page) {
  const table = page.getByRole('table', { name: /^Returns due from/ });
  await expect(table).toBeVisible();
  const halfYearly = table.locator('tr[data-return="contractor-half-yearly"]');
  const month = Number(todayShown().slice(3, 5));
  const row = month <= 6 ? halfYearly.last() : halfYearly.first();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/returns\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}$/);
}

test('the contractor files a return with both documents and sees it completed', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openReturns(page, accounts.contractor);
  await screenshot(page, 'returns-list-laptop');
  await openLatestEnded(page);
  returnUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Half-yearly return of the contractor');
  await expect(
    page.getByText('Please download the given documents and fill up the necessary details before uploading.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the form' })).toHaveAttribute(
    'href',
    /\/api\/establishments\/.+\/returns\/.+/,
  );

  // Whatever an earlier run or the demo left: remove it, confirming.
  for (const document of ['Signed return', 'Proof of dispatch']) {
    const remove = page.getByRole('button', { name: `Remove the ${document}` });
    if (await remove.isVisible()) {
      await remove.click();
      const dialog = page.getByRole('dialog', { name: `Remove the ${document}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Proceed' }).click();
      await expectToast(page, 'Form Deleted Successfully');
      await expect(page.getByRole('button', { name: `Remove the ${document}` })).toHaveCount(0);
    }
  }
  await expect(page.getByText('0/2 Completed')).toBeVisible();

  await choose(page, 'Signed return: file', {
    name: 'form-xviii-signed.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Upload the Signed return' }).click();
  await expectToast(page, 'Form Uploaded Successfully');
  await expect(page.getByText('1/2 Completed')).toBeVisible();
  await expect(
    page.getByRole('link', { name: /View the Signed return: form-xviii-signed\.pdf/ }),
  ).toBeVisible();

  await choose(page, 'Proof of dispatch: file', {
    name: 'speed-post-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Upload the Proof of dispatch' }).click();
  await expectToast(page, 'Form Uploaded Successfully');
  const completed = `Completed on ${todayShown()}`;
  await expect(page.getByText(completed, { exact: true })).toBeVisible();
  await screenshot(page, 'returns-return-laptop');

  await page.getByRole('link', { name: 'Returns', exact: true }).last().click();
  await expect(page.getByRole('table', { name: /^Returns due from/ }).getByText(completed)).toBeVisible();
});

test('the consultant reads the completed return and can change nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, accounts.consultant);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(returnUrl);
  await expect(page.getByText(`Completed on ${todayShown()}`, { exact: true })).toBeVisible();
  await expect(
    page.getByText('Only the contractor uploads the documents of a return; you can view them here.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /View the Signed return/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /View the Proof of dispatch/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove the/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upload the/ })).toHaveCount(0);
  await screenshot(page, 'returns-consultant-laptop');
});

test('a phone shows the list and the return', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.contractor);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(returnUrl.replace(/\/returns\/.*$/, '/returns'));
  await expect(page.getByRole('table', { name: /^Returns due from/ })).toBeVisible();
  await screenshot(page, 'returns-list-phone');
  await page.goto(returnUrl);
  await expect(page.getByText(`Completed on ${todayShown()}`, { exact: true })).toBeVisible();
  await screenshot(page, 'returns-return-phone');
});
