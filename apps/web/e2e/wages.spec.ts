import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addDays,
  api,
  completeAttendance,
  ensureWagePeriods,
  freeWeek,
  openCamp,
  shown,
  sideNav,
  todayInIndia,
} from './camp';
import { accounts, expectToast, login, logout, screenshot } from './helpers';

/**
 * The wage register (Form B) as the demo contractor keeps it: completes a week's attendance (through the API, as
 * the attendance screens would), then through the screens creates the week's wage register (a refused one first,
 * with the server's refusal shown as it is), submits every entry with Start, confirms the payslips, uploads the
 * signed register, reopens it and revises one entry; one entry comes by the CSV upload, and the subcontractor fills its own workers' entries first. The Government then reads the register, and a phone shows
 * the register and an entry. It relies on no wage data of the demo seed.
 */
test.describe.configure({ mode: 'serial' });

let registerUrl = '';
let establishmentId = '';
/** The week of the register, Monday to Sunday: its attendance is completed here, whatever the demo left. */
let from = '';
let to = '';

/** The cells of a CSV line (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}
const csvLine = (cells: string[]) =>
  cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');

const entryPanel = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByRole('table', { name: 'Computed earnings and recoveries' }) });
const entriesTable = (page: Page) => page.getByRole('table', { name: 'Wage entries' });
const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function pageAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The wage register's list, at the year of the register. */
async function openList(page: Page) {
  await sideNav(page).getByRole('link', { name: 'WAGE REGISTER (FORM B)' }).click();
  await expect(page.getByRole('heading', { name: 'Wage Register (Form B)', level: 1 })).toBeVisible();
  const year = Number(from.slice(0, 4));
  for (let y = Number(todayInIndia().slice(0, 4)); y > year; y--) {
    await page.getByRole('button', { name: `Previous year: ${y - 1}` }).click();
  }
  await expect(page.getByRole('heading', { name: String(year), level: 2 })).toBeVisible();
}

/** Submits the entries of the open panel one after another until it closes; answers how many there were. */
async function walk(panel: Locator): Promise<number> {
  const first = panel.getByText(/^Entry 1 of \d+$/);
  await expect(first).toBeVisible();
  const total = Number((await first.innerText()).split(' of ')[1]);
  for (let n = 1; n <= total; n++) {
    await expect(panel.getByText(`Entry ${n} of ${total}`)).toBeVisible();
    await panel.getByRole('button', { name: n === total ? /^Submit$/ : /^Submit and next$/ }).click();
  }
  await expect(panel).toBeHidden();
  return total;
}

test('the contractor creates a week’s register; the subcontractor starts its own entries, the contractor resumes the rest', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  establishmentId = await openCamp(page, accounts.contractor);
  expect(establishmentId).not.toBe('');
  [from, to] = await freeWeek(page, establishmentId, 1);
  await ensureWagePeriods(page, establishmentId);
  await completeAttendance(page, establishmentId, from, to, { overtimeOnFirst: true });

  await openList(page);
  await screenshot(page, 'wages-list-laptop');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Wage Register' });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Required', { exact: true })).toHaveCount(2);
  // Forty days are longer than a month: the server refuses, and the dialog shows its refusal as it is.
  const early = addDays(to, -40);
  await add.getByRole('textbox', { name: 'Start Date' }).fill(shown(early).replaceAll('/', ''));
  await add.getByRole('textbox', { name: 'End Date' }).fill(shown(to).replaceAll('/', ''));
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByRole('alert')).toContainText(
    `The wage period ${shown(early)} to ${shown(to)} is longer than a month; a wage period may not exceed one month`,
  );
  await screenshot(page, 'wages-add-refused-laptop', { viewport: true });
  await add.getByRole('textbox', { name: 'Start Date' }).fill(shown(from).replaceAll('/', ''));
  await add.getByRole('textbox', { name: 'End Date' }).fill(shown(to).replaceAll('/', ''));
  await add.getByRole('button', { name: 'Create' }).click();

  const period = `${shown(from)} - ${shown(to)}`;
  await expect(page.getByRole('heading', { name: `Wages of ${period}` })).toBeVisible();
  registerUrl = page.url();
  expect(registerUrl).toMatch(/\/wageRegisters\/id\/[0-9a-f-]{36}$/);
  await expect(page.getByText('There are still some wage entries pending.')).toBeVisible();
  const table = entriesTable(page);
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await screenshot(page, 'wages-register-laptop');

  // The payslips cannot be given while entries are pending.
  await page.getByRole('button', { name: 'Confirm payslips given' }).click();
  await expectToast(page, 'There are still some wage entries pending.');

  const all = (await table.getByRole('row').count()) - 1;

  // The CSV of the entries: downloaded, one contractor's worker given HRA and uploaded; a wrong amount first,
  // refused with its row listed and nothing written.
  const [download] = await Promise.all([page.waitForEvent('download'), pageAction(page, 'Download CSV')]);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = csvCells(lines[0] ?? '');
  const hra = header.indexOf('HRA');
  expect(hra, 'the CSV has an HRA column').toBeGreaterThan(0);
  const row = lines
    .slice(1)
    .map(csvCells)
    .find((cells) => cells[0]?.startsWith('SGC-'));
  expect(row, 'a contractor’s worker in the CSV').toBeTruthy();
  const csvWorker = row?.[0] ?? '';
  const uploadCsv = async (hraText: string) => {
    await pageAction(page, 'Upload CSV');
    const dialog = page.getByRole('dialog', { name: 'Upload CSV' });
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const cells = [...(row ?? [])];
    cells[hra] = hraText;
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'wages.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${lines[0]}\n${csvLine(cells)}\n`),
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    return dialog;
  };
  const refused = await uploadCsv('12.345');
  await expect(refused.getByRole('table', { name: 'Rows with problems' })).toContainText(
    'Enter an amount in rupees with at most two decimals',
  );
  await screenshot(page, 'wages-csv-refused-laptop', { viewport: true });
  await refused.getByRole('button', { name: 'Cancel' }).click();
  const accepted = await uploadCsv('250');
  await expect(accepted).toBeHidden();
  const csvRow = table.getByRole('row').filter({ hasText: csvWorker });
  await expect(csvRow).toContainText('Completed');

  // The subcontractor starts its own workers' entries only, and cannot open the contractor's.
  await logout(page);
  await login(page, accounts.subcontractor);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(registerUrl);
  await expect(page.getByRole('heading', { name: `Wages of ${period}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm payslips given' })).toHaveCount(0);
  const contractorsRow = table.getByRole('row').filter({ hasText: /SGC-/ }).first();
  await expect(contractorsRow.getByRole('button', { name: /wage entry of/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const panel = entryPanel(page);
  const own = await walk(panel);
  expect(own).toBeLessThan(all);
  await expect(panel).toBeHidden();
  await expectToast(page, 'Form Submitted Successfully');
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
  await logout(page);

  // The contractor resumes with its own workers, the first with HRA, a PF deduction and a bank transfer.
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(registerUrl);
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(panel.getByText(/^Entry 1 of \d+$/)).toBeVisible();
  const firstName = (await panel.getByRole('heading').first().innerText()).replace(/ \(.*$/, '');
  await panel.getByRole('textbox', { name: 'HRA' }).fill('500');
  await panel.getByRole('textbox', { name: 'PF' }).fill('200.50');
  await panel.getByRole('combobox', { name: 'Payment mode' }).click();
  await page.getByRole('option', { name: 'Bank Transfer', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Receipt or bank transaction id' }).fill('UTR12345');
  await expect(panel.getByRole('table', { name: 'Totals of the entry' })).toContainText('₹200.50');
  await screenshot(page, 'wages-entry-laptop', { viewport: true });
  // The worker of the CSV is done already.
  expect(own + (await walk(panel)) + 1).toBe(all);
  await expect(panel).toBeHidden();
  await expectToast(page, 'Form Submitted Successfully');
  await expect(page.getByText('Register Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('There are still some wage entries pending.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
  const firstRow = table.getByRole('row').filter({ hasText: firstName });
  await expect(firstRow).toContainText('₹200.50');
  await expect(firstRow).toContainText('Completed');

  // Filters: none pending, and the first worker found by name.
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('No entry matches the filter.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Name or code' }).fill(firstName);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Name or code' }).fill('');
  await expect(table.getByRole('row')).toHaveCount(all + 1);
});

test('the contractor confirms the payslips, uploads the signed register, reopens it and revises one entry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(registerUrl, 'the first test created the register').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(registerUrl);
  const period = `${shown(from)} - ${shown(to)}`;
  await expect(page.getByRole('heading', { name: `Wages of ${period}` })).toBeVisible();

  // The payslips of the whole register open in a window of their own.
  const [payslips] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Download Payslips', exact: true }).click(),
  ]);
  await expect(payslips).toHaveURL(
    /\/gen-forms\/establishments\/[0-9a-f-]{36}\/wages\/[0-9a-f-]{36}\/payslips_given$/,
  );
  await payslips.close();

  await page.getByRole('button', { name: 'Confirm payslips given' }).click();
  const confirm = page.getByRole('dialog', { name: 'Payslips given' });
  await expect(confirm.getByText('No edits can be made after submission.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm.getByText('Required', { exact: true })).toHaveCount(2);
  await confirm
    .getByRole('textbox', { name: 'Date of payment' })
    .fill(shown(todayInIndia()).replaceAll('/', ''));
  await confirm
    .getByRole('checkbox', {
      name: 'All employees have been given payslips and required evaluations have been conducted',
    })
    .check();
  await screenshot(page, 'wages-payslips-laptop', { viewport: true });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Payslips have been given \(date of payment/)).toBeVisible();
  await expect(page.getByText('Payslips Given', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upload Signed Register', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Signed Register' });
  await expect(upload.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'form-b-signed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await upload.getByRole('button', { name: 'Submit' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText('Paid and Signed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'form-b-signed.pdf' })).toBeVisible();
  // The totals, in rupees with Indian grouping. The deduction is the lines' deductions added up: the first worker's
  // PF, and any recovery (Form C) instalment due in the week, which the demo's recovery register may have (the week
  // is the first free one, so it depends on what ran before).
  await expect(page.getByText('Total Employees')).toBeVisible();
  await expect(page.locator('[data-total="Total Wage Paid"]')).toHaveText(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/);
  const table = entriesTable(page);
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => h.replace(/\s+/g, ' ').trim() === 'Total Deductions');
  expect(column).toBeGreaterThan(0);
  const lines = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(lines).toHaveCount(Number(await page.locator('[data-total="Total Employees"]').innerText()));
  const paise = (text: string) => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);
  let deducted = 0;
  for (const line of await lines.all()) {
    deducted += paise(await line.locator('th, td').nth(column).innerText());
  }
  expect(deducted).toBeGreaterThanOrEqual(20050);
  const rupees = `₹${(deducted / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.locator('[data-total="Total Deduction"]')).toHaveText(rupees);
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
  await screenshot(page, 'wages-signed-laptop');

  // The printables, each in a window of its own: Form B, the report, and one worker's payslip.
  const printable = async (open: () => Promise<void>, title: RegExp) => {
    const [popup] = await Promise.all([page.waitForEvent('popup'), open()]);
    await expect(popup).toHaveTitle(title);
    await popup.close();
  };
  await printable(
    () => page.getByRole('button', { name: 'Download Form B', exact: true }).click(),
    /^Form B: Wage Register/,
  );
  await printable(() => pageAction(page, 'Wage register report'), /^Wage Register Report/);
  const firstRowName = (
    await entriesTable(page).getByRole('row').nth(1).getByRole('button').first().innerText()
  ).trim();
  await printable(async () => {
    await entriesTable(page)
      .getByRole('button', { name: `Actions for ${firstRowName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Download Payslip' }).click();
  }, /^Payslips /);

  await pageAction(page, 'Reopen Register');
  const reopen = page.getByRole('dialog', { name: 'Reopen Register' });
  await reopen.getByRole('textbox', { name: 'Reason' }).fill('HRA of one worker was short');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(reopen).toBeHidden();
  await expect(page.getByText(/^The register was reopened on /)).toBeVisible();
  await expect(page.getByText('Register Completed', { exact: true })).toBeVisible();

  // Revise the first worker's entry: it is reopened for revision and must be submitted again.
  const row = entriesTable(page).getByRole('row').nth(1);
  const name = (await row.getByRole('button').first().innerText()).trim();
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Revise Entry' }).click();
  const revise = page.getByRole('dialog', { name: 'Revise Employee Wage Entry' });
  await revise.getByRole('button', { name: 'Revise' }).click();
  await expect(revise).toBeHidden();
  const panel = entryPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Revision Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('There are still some wage entries pending.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'HRA' }).fill('650');
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(row).toContainText('Completed after register submission');
  await expect(page.getByText(/entry was changed after the register was submitted/)).toBeVisible();
  await screenshot(page, 'wages-revised-laptop');
});

test('the Government reads the register and opens a submitted entry, with nothing to change', async ({
  page,
}) => {
  expect(registerUrl, 'the first test created the register').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  // Opened by its start date (/startDate/{date}, spec part 2, section 2).
  await page.goto(registerUrl.replace(/\/id\/.*$/, `/startDate/${from}`));
  await expect(page).toHaveURL(registerUrl);
  await expect(page.getByRole('heading', { name: /^Wages of / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm payslips given' })).toHaveCount(0);
  await entriesTable(page)
    .getByRole('button', { name: /^View the wage entry of / })
    .first()
    .click();
  const panel = entryPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Earnings, deductions and payment' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Submit/ })).toHaveCount(0);
});

test('the contractor cancels one register and deletes another, in the spec’s words', async ({ page }) => {
  test.setTimeout(120_000);
  expect(registerUrl, 'the first test created the register').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  establishmentId = await openCamp(page, accounts.contractor);
  // Another free week (the first test's register covers its own).
  const [monday, sunday] = await freeWeek(page, establishmentId, 1);
  await completeAttendance(page, establishmentId, monday, sunday);
  const period = `${shown(monday)} - ${shown(sunday)}`;
  const create = async () => {
    const { id } = await api(
      page,
      'POST',
      `/api/establishments/${establishmentId}/wages?from_date=${shown(monday)}&to_date=${shown(sunday)}`,
    );
    await page.goto(registerUrl.replace(/\/id\/.*$/, `/id/${id}`));
    await expect(page.getByRole('heading', { name: `Wages of ${period}` })).toBeVisible();
  };

  await create();
  await pageAction(page, 'Cancel register');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expectToast(page, 'Successfully Cancelled the wage register');
  await expect(page.getByText('This wage register is cancelled')).toBeVisible();
  await expect(page.getByText(/^Cancelled on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
  await screenshot(page, 'wages-cancelled-laptop');

  // A cancelled register frees its dates: another is created for them, and deleted.
  await create();
  await pageAction(page, 'Delete register');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expectToast(page, 'Successfully deleted the wage register');
  const list = page.getByRole('table', { name: `Wage registers of ${monday.slice(0, 4)}` });
  await expect(list).toBeVisible();
  const rows = list.getByRole('row').filter({ hasText: period });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Cancelled');
});

test('on a phone the list, the register and an entry read without sideways scrolling of the page', async ({
  page,
}) => {
  expect(registerUrl, 'the first test created the register').not.toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${registerUrl.replace(/\/id\/.*$/, '')}?year=${from.slice(0, 4)}`);
  await expect(page.getByRole('table', { name: `Wage registers of ${from.slice(0, 4)}` })).toBeVisible();
  await fits(page, 390);
  await screenshot(page, 'wages-list-phone');
  await page.goto(registerUrl);
  await expect(entriesTable(page)).toBeVisible();
  await fits(page, 390);
  await screenshot(page, 'wages-register-phone');
  await entriesTable(page)
    .getByRole('button', { name: /wage entry of / })
    .first()
    .click();
  const panel = entryPanel(page);
  await expect(panel).toBeVisible();
  await screenshot(page, 'wages-entry-phone', { viewport: true });
});
