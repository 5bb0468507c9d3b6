import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, expectToast, login, screenshot, subprojectPath } from './helpers';

/**
 * Attendance in bulk as the demo contractor does it: downloads the workbook of a past day from the calendar,
 * changes an out time in it and uploads it (a refused copy first, with a bad time: the problems listed row by row,
 * nothing saved), then prints Form D for that week.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const ESTABLISHMENT = 'Hinkal labour camp';
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Establishments of the subproject' });
const work = mkdtempSync(path.join(tmpdir(), 'anupalan-e2e-bulk-'));

function indiaDay(daysBack: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() - daysBack * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

async function openCalendar(page: Page) {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${await subprojectPath(page, SUBPROJECT)}/establishments/choose`);
  await sideNav(page)
    .getByRole('link', { name: new RegExp(ESTABLISHMENT) })
    .first()
    .click();
  await sideNav(page).getByRole('link', { name: 'ATTENDANCE REGISTER (FORM D)' }).click();
  await expect(page.getByRole('heading', { name: 'Attendance Register (Form D)' })).toBeVisible();
}

async function fillRange(page: Page, dialogName: string, from: string, to: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'From Date' }).fill(from);
  await dialog.getByRole('textbox', { name: 'To Date' }).fill(to);
  return dialog;
}

/** The workbook of a day, downloaded through the dialog; its rows as text. */
async function downloadDay(page: Page, day: string) {
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const dialog = await fillRange(page, 'Download Excel', day, day);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push(Array.from({ length: 10 }, (_, i) => row.getCell(i + 1).text)),
  );
  return rows;
}

async function saveBook(rows: string[][], name: string) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Attendance').addRows(rows);
  const file = path.join(work, name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

async function upload(page: Page, file: string) {
  await page.getByRole('button', { name: 'Upload bulk attendance (.xlsx)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload bulk attendance' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test('the contractor uploads a workbook and prints Form D', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await openCalendar(page);

  // A past working day of the seed whose register holds completed entries and is open (not closed for rain).
  let day = '';
  let rows: string[][] = [];
  for (let back = 9; back < 20 && !day; back++) {
    const candidate = indiaDay(back);
    const found = await downloadDay(page, candidate);
    const usable = found.slice(1).some((r) => r[3] === 'Present' && r[4]?.endsWith('AM'));
    if (usable && !found.some((r) => r[9] === 'Closed' || r[9] === 'Wages paid')) {
      day = candidate;
      rows = found;
    }
  }
  expect(day, 'a past day with a filled, open register').not.toBe('');
  expect(rows[0]).toEqual([
    'Date',
    'Employee Code',
    'Employee Name',
    'Type',
    'In Time',
    'Out Time',
    'Rest (minutes)',
    'Overtime (hrs)',
    'Set of Work',
    'Status',
  ]);
  const at = rows.findIndex((r, i) => i > 0 && r[3] === 'Present' && r[4]!.endsWith('AM'));

  // A bad time: refused whole, every problem listed by row and column.
  const bad = rows.map((r) => [...r]);
  bad[at]![4] = '25:00';
  let dialog = await upload(page, await saveBook(bad, 'bad.xlsx'));
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row').nth(1)).toHaveText(
    `${at + 1}In TimeEnter the time as 08:00 AM or 08:00 (24-hour)`,
  );
  await expect(dialog.getByRole('alert')).toContainText('so no attendance was saved');
  await screenshot(page, 'attendance-bulk-refused', { viewport: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The same workbook with a later out time: saved.
  const good = rows.map((r) => [...r]);
  good[at]![5] = '07:45 PM';
  dialog = await upload(page, await saveBook(good, 'good.xlsx'));
  await expectToast(page, '1 attendance entry saved');
  await expect(dialog).toBeHidden();
  const again = await downloadDay(page, day);
  expect(again[at]![5]).toBe('07:45 PM');

  // Form D of that day's week, in a window of its own, A4 landscape.
  await page.getByRole('button', { name: 'Print attendance register' }).click();
  const print = await fillRange(page, 'Print attendance register', day, day);
  const [formD] = await Promise.all([
    context.waitForEvent('page'),
    print.getByRole('button', { name: 'Print' }).click(),
  ]);
  await formD.waitForLoadState('load');
  await expect(formD.getByRole('heading', { name: 'Form D: Attendance Register' })).toBeVisible();
  await expect(formD.locator('.head')).toContainText(`Name of the Establishment: ${ESTABLISHMENT}`);
  await expect(formD.locator('.head')).toContainText(`For the period from ${day} to ${day}`);
  await expect(formD.locator('tbody')).toContainText('07:45');
  const pageRule = await formD.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => rule.cssText)
      .find((text) => text.startsWith('@page')),
  );
  expect(pageRule).toMatch(/size: a4 landscape/i);
  await formD.emulateMedia({ media: 'print' });
  await formD.setViewportSize({ width: 1047, height: 740 });
  await formD.screenshot({ path: 'apps/web/e2e/screenshots/attendance-form-d.png' });
});
