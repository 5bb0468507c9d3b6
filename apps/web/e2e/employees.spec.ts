import { expect, type Page, test } from '@playwright/test';
import { accounts, box, login, runStamp, screenshot, subprojectPath } from './helpers';

/**
 * The employee register (Form A): the demo contractor opens the register of its labour camp, adds a worker
 * through the employee form and sets the worker's wage period, on a laptop and on a phone.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const ESTABLISHMENT = 'Hinkal labour camp';
const CODE = `HLC-${runStamp}`.toUpperCase();
const NAME = 'Manjunatha';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, name: string, option: string) {
  await combo(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The subproject's base path, read from the signed-in user's project list. */
const subprojectBase = (page: Page) => subprojectPath(page, SUBPROJECT);

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Establishments of the subproject' });

/** Where the new worker's page is, once added. */
let employeeUrl = '';

test('the contractor opens the register from the side navigation and adds a worker', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${await subprojectBase(page)}/establishments/choose`);
  await sideNav(page)
    .getByRole('link', { name: new RegExp(ESTABLISHMENT) })
    .first()
    .click();
  await sideNav(page)
    .getByRole('link', { name: /employee register/i })
    .click();
  await expect(page.getByRole('heading', { name: 'Employee Register (Form A)' })).toBeVisible();
  await expect(page.getByText('Terminated', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employee Register (Form A)' })).toBeVisible();
  await screenshot(page, 'employees-list-laptop');

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Employee' })).toBeVisible();
  await box(page, 'Employee code').fill(CODE);
  await box(page, 'Name').fill(NAME);
  await choose(page, 'Gender', 'Male');
  await box(page, "Father's / spouse's name").fill('Basavaraju');
  await box(page, 'Date of birth').fill('12081994');
  await box(page, 'Nationality').fill('Indian');
  await screenshot(page, 'employees-add-laptop');
  await page.getByRole('button', { name: 'Next' }).click();
  await box(page, 'Date of joining').fill('01062026');
  await box(page, 'Designation').fill('Mason');
  await choose(page, 'Category (skill)', 'Skilled');
  await choose(page, 'Type of employment', 'Contract');
  await page.getByRole('button', { name: 'Next' }).click();
  // An Aadhaar number that fails its check digit is refused before anything is sent.
  await box(page, 'Aadhaar number').fill('2345 6789 0123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(box(page, 'Aadhaar number')).toHaveAttribute('aria-invalid', 'true');
  await box(page, 'Aadhaar number').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The new worker opens on its Wage Details: every active worker needs a wage period.
  await expect(page.getByRole('tab', { name: 'Wage Details', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${NAME} (${CODE})` })).toBeVisible();
  employeeUrl = page.url().replace(/\?.*$/, '');
});

test('the contractor sets the worker’s wage period, in rupees with the overtime hint', async ({ page }) => {
  expect(employeeUrl, 'the first test adds the worker').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${employeeUrl}?tab=wages`);
  await expect(page.getByText('No wage period added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add wage period' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add wage period' });
  await dialog.getByRole('textbox', { name: 'Start date', exact: true }).fill('01062026');
  await dialog.getByRole('textbox', { name: 'Wage amount per day (₹)', exact: true }).fill('700');
  await dialog.getByRole('textbox', { name: 'DA per day (₹)', exact: true }).fill('140');
  // Twice (700 + 140) / 8.
  await expect(dialog.getByRole('textbox', { name: 'Overtime rate per hour (₹)', exact: true })).toHaveValue(
    /^210(\.00)?$/,
  );
  await expect(dialog.getByText(/As per law, overtime rate should be twice/)).toBeVisible();
  await screenshot(page, 'employees-wage-dialog-laptop', { viewport: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Wage periods' });
  await expect(table.getByText('₹700.00')).toBeVisible();
  await expect(table.getByText('₹210.00')).toBeVisible();
  await screenshot(page, 'employees-wages-laptop');

  await page.goto(employeeUrl);
  await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
  await screenshot(page, 'employees-details-laptop');
});

test('on a phone the register, its filters and the worker read without sideways scrolling of the page', async ({
  page,
}) => {
  expect(employeeUrl, 'the first test adds the worker').not.toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  const list = employeeUrl.replace(/\/[^/]+$/, '');
  await page.goto(list);
  await expect(page.getByRole('heading', { name: 'Employee Register (Form A)' })).toBeVisible();
  await box(page, 'Name or code').fill(CODE);
  const table = page.getByRole('table', { name: 'Employee Register (Form A)' });
  await expect(table.getByRole('link', { name: CODE })).toBeVisible();
  await expect(page.getByText('1 entry')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'employees-list-phone');
  await page.goto(`${employeeUrl}?tab=wages`);
  await expect(page.getByRole('table', { name: 'Wage periods' }).getByText('₹700.00')).toBeVisible();
  await screenshot(page, 'employees-wages-phone');
});

/** A file of the sample's columns: the header as the server's sample has it, one line per worker. */
async function employeeCsv(page: Page, base: string, workers: Record<string, string>[]): Promise<string> {
  const sample = await page.request.get(`${base}/sample-csv`);
  expect(sample.ok()).toBe(true);
  const header = (await sample.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const titles = (header.match(/("([^"]|"")*"|[^,]+)/g) ?? []).map((cell) =>
    cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
  );
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = workers.map((worker) => titles.map((title) => quote(worker[title] ?? '')).join(','));
  return `${header}\r\n${lines.join('\r\n')}\r\n`;
}

const worker = (code: string, name: string): Record<string, string> => ({
  'Employee code': code,
  Name: name,
  Gender: 'Female',
  "Father's / spouse's name": 'Shivanna',
  'Date of birth': '05/03/1992',
  Nationality: 'Indian',
  'Date of joining': '02/06/2026',
  Designation: 'Helper',
  'Category (skill)': 'Unskilled',
  'Type of employment': 'Casual',
});

test('the contractor imports a file: a bad row is listed and nothing is added, then a clean file adds all', async ({
  page,
}) => {
  expect(employeeUrl, 'the first test adds the worker').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  const listPath = employeeUrl.replace(/\/[^/]+$/, '');
  const establishmentId = /establishments\/([^/]+)\//.exec(listPath)?.[1] ?? '';
  const api = `/api/establishments/${establishmentId}/employees`;
  await page.goto(listPath);
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload employees' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const bad = await employeeCsv(page, api, [
    worker(`${CODE}-A`, 'Lakshmi'),
    { ...worker(`${CODE}-B`, ''), 'Date of birth': '31/02/1990' },
  ]);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'workers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row').filter({ hasText: 'Name' }).first()).toContainText('3');
  await screenshot(page, 'employees-upload-errors-laptop', { viewport: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await box(page, 'Name or code').fill(`${CODE}-`);
  await expect(page.getByText('No employee matches the filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const clean = await employeeCsv(page, api, [worker(`${CODE}-A`, 'Lakshmi'), worker(`${CODE}-B`, 'Kavya')]);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'workers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(clean),
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /2 employees added successfully/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Employee Register (Form A)' });
  await expect(table.getByText('Kavya')).toBeVisible();
  await expect(page.getByText('2 entries')).toBeVisible();
});

test('Form A opens as a printable page with the register’s workers', async ({ page, context }) => {
  expect(employeeUrl, 'the first test adds the worker').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(employeeUrl.replace(/\/[^/]+$/, ''));
  await page.getByRole('button', { name: 'Actions' }).click();
  const [formA] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Form A (employee register)' }).click(),
  ]);
  await formA.waitForLoadState();
  await expect(formA.getByText(CODE, { exact: true })).toBeVisible();
  await formA.screenshot({ path: 'apps/web/e2e/screenshots/employees-form-a.png', fullPage: true });
});

test('the contractor downloads a verification form and uploads the signed copy', async ({ page }) => {
  expect(employeeUrl, 'the first test adds the worker').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${employeeUrl}?tab=verification`);
  await expect(
    page.getByText('Please download the given documents and fill up the necessary details before uploading.'),
  ).toBeVisible();
  await expect(page.getByText('This employee has not been verified yet.')).toBeVisible();
  const download = page.getByRole('link', { name: /^Download form: / }).first();
  const href = (await download.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/gen-forms\/establishment-employees\//);
  expect((await page.request.get(href)).ok()).toBe(true);
  const upload = page.getByRole('button', { name: /^Upload signed form: / }).first();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.click()]);
  await chooser.setFiles({
    name: 'signed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Form Uploaded Successfully' }).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Uploaded on /).first()).toBeVisible();
  await screenshot(page, 'employees-verification-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'employees-verification-phone');
});
