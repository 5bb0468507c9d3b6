import { expect, type Page, test } from '@playwright/test';
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
import { accounts, box, expectToast, login, logout, screenshot } from './helpers';

/**
 * The incidents group as the demo contractor keeps it: records a workplace accident through the screens and
 * completes its steps (its notice overdue in red, Form EE due soon in amber, then 'All steps have been completed');
 * adds a recovery (Form C) and finds it deducted in the next wage register (created through the API, after the
 * week's attendance is completed as the wage register's browser test does); cancels a harassment complaint with a
 * reason and sees the banner. The Government, the consultant and the subcontractor see what their roles allow, and a
 * phone shows the list and a record. It relies on no incident data of the demo seed.
 */
test.describe.configure({ mode: 'serial' });

const typed = (date: string) => shown(date).replaceAll('/', '');
const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

let establishmentId = '';
let accidentUrl = '';
let workplaceUrl = '';

async function openEstablishment(page: Page, account: string) {
  establishmentId = await openCamp(page, account);
}

/** Opens a page of the incidents group from the side navigation. */
async function openGroupPage(page: Page, name: string, heading = name) {
  const nav = sideNav(page);
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'INCIDENTS' }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** An active worker of the establishment (the first of the contractor's list), with its code and name. */
async function activeWorker(page: Page, skip = 0): Promise<{ id: string; code: string; name: string }> {
  const workers = (await api(
    page,
    'GET',
    `/api/establishments/${establishmentId}/employees?status=Active&page=1&pageSize=20`,
  )) as { id: string; employee_code: string; name: string; subcontractor: unknown }[];
  const worker = workers.filter((w) => w.subcontractor === null)[skip] ?? workers[skip];
  if (!worker) throw new Error('No active worker in the establishment');
  return { id: worker.id, code: worker.employee_code, name: worker.name };
}

async function chooseEmployee(page: Page, label: string, code: string) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.click();
  await picker.fill(code);
  await page.getByRole('option', { name: new RegExp(`\\(${code}\\)$`) }).click();
}

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();

test('the contractor records a workplace accident and completes its steps', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openEstablishment(page, accounts.contractor);
  await openGroupPage(page, 'Workplace Accidents');
  workplaceUrl = page.url();
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toBeVisible();

  // View Documents lists the printable documents of accidents, each a link, and closes with Close.
  await page.getByRole('button', { name: 'View Documents' }).click();
  const documents = page.getByRole('dialog', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /Form EE/ })).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Close' })).toBeFocused();
  await documents.getByRole('button', { name: 'Close' }).click();
  await expect(documents).toBeHidden();

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Record a workplace accident', level: 1 })).toBeVisible();
  // Nothing chosen or filled: the form says what is required, and nothing is saved.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/incidents\/workplace\/add$/);

  const worker = await activeWorker(page);
  await chooseEmployee(page, 'Injured employee', worker.code);
  // Six days ago at 10:30 AM: the notice (72 hours, not fatal) is overdue; Form EE (7 days) is due soon.
  const accidentDay = addDays(todayInIndia(), -6);
  await box(page, 'Date and time of the accident: date').fill(typed(accidentDay));
  await box(page, 'Date and time of the accident: time').fill('1030');
  await box(page, 'Location of the accident').fill('Bogadi bridge pier 4, shuttering');
  await radio(page, 'Is it a fatal accident?', 'No');
  await radio(page, 'Serious injury (disables the worker for 48 hours or more)?', 'Yes');
  await box(page, 'Description of the accident').fill(
    'A shuttering plank slipped and fractured the left forearm of the worker',
  );
  await screenshot(page, 'incidents-add-laptop');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/incidents\/workplace\/[0-9a-f-]{36}$/);
  accidentUrl = page.url();
  await expect(page.getByRole('heading', { name: `Accident of ${worker.name}`, level: 1 })).toBeVisible();
  await expect(
    page.getByText('IMPORTANT: Please fill in the pending steps below as required for this incident.'),
  ).toBeVisible();
  await expect(page.getByText('2 steps pending')).toBeVisible();
  await expect(page.getByText('1 step completed')).toBeVisible();
  const notice = page.locator('[data-step="accident_notice"]');
  const formEe = page.locator('[data-step="form_ee"]');
  await expect(notice).toHaveAttribute('data-look', 'overdue');
  await expect(
    notice.getByText(/^Overdue: was due by \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/),
  ).toBeVisible();
  await expect(formEe).toHaveAttribute('data-look', 'soon');
  await expect(formEe.getByText(/^Due soon: by \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await screenshot(page, 'incidents-accident-pending-laptop');

  // The notice: sent the day after the accident, at 9:15 AM.
  await notice.getByRole('button', { name: 'Fill Notice of accident' }).click();
  await box(page, 'Notice sent on: date').fill(typed(addDays(accidentDay, 1)));
  await box(page, 'Notice sent on: time').fill('0915');
  await box(page, 'Sent to (authority)').fill('Inspector of Factories, Mysuru');
  await notice.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Form Submitted Successfully');
  await expect(notice).toHaveAttribute('data-look', 'Completed');
  await expect(page.getByText('1 step pending')).toBeVisible();

  // Form EE, sent today; then every step is done.
  await formEe.getByRole('button', { name: /^Fill Report of death or serious injury/ }).click();
  await box(page, 'Form EE sent on').fill(typed(todayInIndia()));
  await box(page, 'Sent to (Commissioner)').fill('Commissioner for Employees Compensation, Mysuru');
  await formEe.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('All steps have been completed')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Fill / })).toHaveCount(0);
  // The contractor cancels only before completion.
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  // A submitted step reads back.
  await notice.getByRole('button', { name: 'View details' }).click();
  await expect(notice.getByText('Inspector of Factories, Mysuru')).toBeVisible();
  await screenshot(page, 'incidents-accident-completed-laptop');

  // The list shows it as completed, with its date and time, and the filter finds it.
  await page.goto(workplaceUrl);
  const table = page.getByRole('table', { name: 'Workplace Accidents records' });
  const row = table.getByRole('row').filter({ hasText: worker.name }).first();
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(`${shown(accidentDay)} 10:30 AM`);
  await expect(row).toContainText('3 of 3 steps done');
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Cancelled', { exact: true }).click();
  await expect(page).toHaveURL(/status=Cancelled/);
  await expect(table.getByRole('row').filter({ hasText: worker.name })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Completed', { exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: worker.name }).first()).toBeVisible();
  await screenshot(page, 'incidents-list-laptop');

  // The other kinds say their own empty states (spec part 2, section 2); maternity leave prints Form E.
  await openGroupPage(page, 'Termination');
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Cancelled', { exact: true }).click();
  await expect(page.getByText('No Termination Recorded Yet', { exact: true })).toBeVisible();
  await openGroupPage(page, 'Maternity Leave (Form E)');
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Cancelled', { exact: true }).click();
  await expect(page.getByText('No Maternity leaves Recorded Yet.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Print Form E' }).click();
  const formE = page.getByRole('dialog', { name: 'Form E: register of maternity benefit' });
  await formE.getByRole('textbox', { name: 'From Date' }).fill(typed(addDays(todayInIndia(), -60)));
  await formE.getByRole('textbox', { name: 'To Date' }).fill(typed(todayInIndia()));
  const [printable] = await Promise.all([
    page.waitForEvent('popup'),
    formE.getByRole('button', { name: 'Print' }).click(),
  ]);
  await expect(printable).toHaveURL(/\/api\/reports\/establishments\/[0-9a-f-]{36}\/maternity\?from_date=/);
  await printable.close();
  // Each kind's add page renders its first step's form from the catalogue.
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Record a maternity leave', level: 1 })).toBeVisible();
  await expect(box(page, 'Expected date of delivery')).toBeVisible();
  await screenshot(page, 'incidents-maternity-add-laptop');
  // The server's refusal about the worker (a man, as the employee register records him) shows beside the chooser.
  const man = await activeWorker(page);
  await chooseEmployee(page, 'Woman employee', man.code);
  await box(page, 'Notice given on').fill(typed(todayInIndia()));
  await box(page, 'Expected date of delivery').fill(typed(addDays(todayInIndia(), 60)));
  await box(page, 'Number of surviving children').fill('1');
  await box(page, 'Leave from').fill(typed(addDays(todayInIndia(), 20)));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Maternity benefit is for a woman employee/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/incidents\/maternityLeave\/add$/);
  await screenshot(page, 'incidents-maternity-refused-laptop');
  // Leaving the filled form asks first.
  await sideNav(page).getByRole('link', { name: 'Termination', exact: true }).click();
  await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Termination', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Record a termination', level: 1 })).toBeVisible();
  await expect(box(page, 'Date of exit')).toBeVisible();
  await screenshot(page, 'incidents-termination-add-laptop');
});

test('the contractor adds a recovery and finds it deducted in the next wage register', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openEstablishment(page, accounts.contractor);
  const [monday, sunday] = await freeWeek(page, establishmentId);
  await ensureWagePeriods(page, establishmentId);
  await completeAttendance(page, establishmentId, monday, sunday);

  await openGroupPage(page, 'Recovery Register (Form C)');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add a recovery', level: 1 })).toBeVisible();
  const worker = await activeWorker(page, 1);
  await chooseEmployee(page, 'Employee', worker.code);
  await page.getByRole('combobox', { name: 'Recovery type' }).click();
  await page.getByRole('option', { name: 'Advance', exact: true }).click();
  await box(page, 'Particulars').fill('Advance for a family function');
  await box(page, 'Date of damage, loss, fine, advance or loan').fill(typed(monday));
  await box(page, 'Amount').fill('350.50');
  await radio(page, 'Whether a show-cause notice was issued', 'No');
  await box(page, 'Number of instalments').fill('1');
  await box(page, 'First month of recovery').fill(typed(monday));
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/employee-process') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(saved.ok(), await saved.text()).toBe(true);
  await expect(page).toHaveURL(/\/incidents\/deductions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Recovery from ${worker.name}`, level: 1 })).toBeVisible();
  await expect(
    page.getByText('IMPORTANT: Please fill in the pending steps below as required for this incident.'),
  ).toBeVisible();
  await screenshot(page, 'incidents-recovery-laptop');

  // The list shows it; Form C for a range opens in a window of its own (both dates required first).
  await openGroupPage(page, 'Recovery Register (Form C)');
  const row = page
    .getByRole('table', { name: 'Recovery Register (Form C) records' })
    .getByRole('row')
    .filter({ hasText: worker.name })
    .first();
  await expect(row).toContainText('Advance, ₹350.50');
  await expect(row).toContainText(shown(monday));
  await page.getByRole('button', { name: 'Print Form C' }).click();
  const print = page.getByRole('dialog', { name: 'Form C: register of recoveries' });
  await print.getByRole('button', { name: 'Print' }).click();
  await expect(print.getByText('Required', { exact: true })).toHaveCount(2);
  await print.getByRole('textbox', { name: 'From Date' }).fill(typed(monday));
  await print.getByRole('textbox', { name: 'To Date' }).fill(typed(sunday));
  const [printable] = await Promise.all([
    page.waitForEvent('popup'),
    print.getByRole('button', { name: 'Print' }).click(),
  ]);
  await expect(printable).toHaveURL(
    new RegExp(
      `/api/reports/establishments/${establishmentId}/deductions\\?from_date=${shown(monday).replaceAll('/', '%2F')}&to_date=`,
    ),
  );
  await printable.close();

  // The next wage register of the week deducts it from the worker's wages.
  const { id } = await api(
    page,
    'POST',
    `/api/establishments/${establishmentId}/wages?from_date=${shown(monday)}&to_date=${shown(sunday)}`,
  );
  await page.goto(page.url().replace(/\/incidents\/deductions.*$/, `/wageRegisters/id/${id}`));
  await expect(
    page.getByRole('heading', { name: `Wages of ${shown(monday)} - ${shown(sunday)}` }),
  ).toBeVisible();
  const entry = page
    .getByRole('table', { name: 'Wage entries' })
    .getByRole('row')
    .filter({ hasText: worker.code });
  await expect(entry).toContainText('₹350.50');
  await screenshot(page, 'incidents-recovery-in-wages-laptop');
});

test('the contractor cancels a harassment complaint with a reason and sees the banner', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openEstablishment(page, accounts.contractor);
  await openGroupPage(page, 'Harassment Complaints');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  const worker = await activeWorker(page, 2);
  await chooseEmployee(page, 'Complainant', worker.code);
  const today = todayInIndia();
  await box(page, 'Date of the incident').fill(typed(addDays(today, -3)));
  await box(page, 'Date of the complaint').fill(typed(addDays(today, -1)));
  await box(page, 'Complaint code number').fill(`IC-${Date.now().toString(36).toUpperCase()}`);
  await radio(page, 'Extension of 3 months granted by the Internal Committee?', 'No');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/incidents\/harassment\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel incident' });
  const reason = dialog.getByRole('textbox', { name: 'Reason for cancelling' });
  // The focus moves into the dialog (and stays there: Tab cycles within it).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel incident' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await reason.fill('Withdrawn <by> complainant!');
  await dialog.getByRole('button', { name: 'Cancel incident' }).click();
  await expect(dialog.getByText('Use alphabets, numbers and underscores only')).toBeVisible();
  await screenshot(page, 'incidents-cancel-refused-laptop', { viewport: true });
  await reason.fill('Complaint withdrawn by the complainant');
  await dialog.getByRole('button', { name: 'Cancel incident' }).click();
  await expectToast(page, 'Incident cancelled successfully.');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      /^Incident record cancelled due to "Complaint withdrawn by the complainant" at \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Fill / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await screenshot(page, 'incidents-cancelled-laptop');
});

test('the Government and the consultant read, the Government cancels a completed record; a subcontractor has no incidents', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(accidentUrl, 'the first test recorded the accident').not.toBe('');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, accounts.consultant);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(accidentUrl);
  await expect(page.getByText('All steps have been completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await page.goto(workplaceUrl);
  await expect(page.getByRole('table', { name: 'Workplace Accidents records' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  await logout(page);

  await login(page, accounts.govt);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(workplaceUrl);
  await expect(page.getByRole('table', { name: 'Workplace Accidents records' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  await page.goto(`${workplaceUrl}/add`);
  await expect(page).toHaveURL(workplaceUrl);
  await page.goto(accidentUrl);
  await expect(page.getByText('All steps have been completed')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel incident' });
  await dialog
    .getByRole('textbox', { name: 'Reason for cancelling' })
    .fill('Recorded for the wrong establishment');
  await dialog.getByRole('button', { name: 'Cancel incident' }).click();
  await expectToast(page, 'Incident cancelled successfully.');
  await expect(
    page.getByText(/^Incident record cancelled due to "Recorded for the wrong establishment" at /),
  ).toBeVisible();
  await logout(page);

  await login(page, accounts.subcontractor);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(workplaceUrl);
  await expect(page).toHaveURL(/\/details$/);
  await expect(sideNav(page).getByRole('button', { name: 'INCIDENTS' })).toHaveCount(0);
});

test('on a phone the list and a record read without sideways scrolling of the page', async ({ page }) => {
  expect(accidentUrl, 'the first test recorded the accident').not.toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(workplaceUrl);
  await expect(page.getByRole('table', { name: 'Workplace Accidents records' })).toBeVisible();
  await fits(page, 390);
  await screenshot(page, 'incidents-list-phone');
  await page.goto(accidentUrl);
  await expect(page.getByText(/^Incident record cancelled due to /)).toBeVisible();
  await fits(page, 390);
  await screenshot(page, 'incidents-record-phone');
  await page.goto(`${workplaceUrl}/add`);
  await expect(page.getByRole('heading', { name: 'Record a workplace accident', level: 1 })).toBeVisible();
  await expect(box(page, 'Location of the accident')).toBeVisible();
  await fits(page, 390);
  await screenshot(page, 'incidents-add-phone');
});
