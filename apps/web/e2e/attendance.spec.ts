import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts, expectToast, login, logout, screenshot, subprojectPath } from './helpers';

/**
 * The attendance register (Form D): the demo contractor opens the calendar of its labour camp, opens today and
 * fills entries with Start and Resume (a night shift among them), marks the weekly holiday a weekly off, and
 * reads the calendar and a register on a phone. It creates what it needs through the screens.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const ESTABLISHMENT = 'Hinkal labour camp';
/** The camp's weekly holiday (the demo seed). */
const HOLIDAY = 0; // Sunday, as Date.getUTCDay() numbers it

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Establishments of the subproject' });

/** Today in India as yyyy-mm-dd. */
function todayInIndia(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const shown = (date: string) => date.split('-').reverse().join('/');

/** The last weekly holiday before today (never today: the test of today must not meet the choice by chance). */
function lastHoliday(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() !== HOLIDAY);
  return day.toISOString().slice(0, 10);
}

const dayButton = (page: Page, date: string) =>
  page
    .getByRole('table', { name: /^Attendance of / })
    .getByRole('button', { name: new RegExp(`^${shown(date)}`) });

/** Logs in (the contractor unless told) and opens the camp's attendance calendar through the side navigation. */
async function openCalendar(page: Page, account: string = accounts.contractor) {
  await login(page, account);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${await subprojectPath(page, SUBPROJECT)}/establishments/choose`);
  await sideNav(page)
    .getByRole('link', { name: new RegExp(ESTABLISHMENT) })
    .first()
    .click();
  await expect(page).toHaveURL(/complianceDashboard|details/);
  await sideNav(page).getByRole('link', { name: 'ATTENDANCE REGISTER (FORM D)' }).click();
  await expect(page.getByRole('heading', { name: 'Attendance Register (Form D)' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Attendance of / })).toBeVisible();
}

/** Opens a month of the calendar with the pager, going back from the current month one month at a time. */
async function showMonthOf(page: Page, date: string) {
  const title = (month: Date) =>
    new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(month);
  const month = new Date(`${todayInIndia().slice(0, 7)}-15T12:00:00Z`);
  await expect(page.getByRole('heading', { level: 2, name: title(month) })).toBeVisible();
  const wanted = title(new Date(`${date.slice(0, 7)}-15T12:00:00Z`));
  for (let back = 0; back < 24 && title(month) !== wanted; back += 1) {
    await page.getByRole('button', { name: /^Previous month/ }).click();
    month.setUTCMonth(month.getUTCMonth() - 1);
    // Each month seen before the next click: a click while the page still shows the month before goes too far.
    await expect(page.getByRole('heading', { level: 2, name: title(month) })).toBeVisible();
  }
  expect(title(month), 'the month is at most two years back').toBe(wanted);
}

/** A time input of the entry panel: typed as HH:MM, with its AM or PM. */
async function fillTime(panel: Locator, name: 'In Time' | 'Out Time', time: string, meridiem: 'AM' | 'PM') {
  await panel.getByRole('textbox', { name, exact: true }).fill(time);
  await panel
    .getByRole('radiogroup', { name: `AM or PM: ${name}` })
    .getByText(meridiem, { exact: true })
    .click();
}

const entryPanel = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('radiogroup', { name: /Type/ }) });

/** The register's status filter (a segmented control: its labels are what a person clicks). */
const filterBy = (page: Page, status: 'All' | 'Pending' | 'Completed') =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .click();

let registerUrl = '';

test('the subcontractor and the consultant read today: the subcontractor its note, the consultant no actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const today = todayInIndia();
  for (const account of [accounts.subcontractor, accounts.consultant]) {
    await openCalendar(page, account);
    // The subcontractor records attendance, so it may open a day; the consultant only reads.
    await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(
      account === accounts.consultant ? 0 : 1,
    );
    const cell = dayButton(page, today);
    if (account === accounts.consultant && (await cell.getAttribute('data-look')) === 'amber') {
      // No register today (a run without the demo's attendance): the consultant is told so and stays.
      await cell.click();
      await expect(page.getByText(`No attendance register was opened for ${shown(today)}.`)).toBeVisible();
      await logout(page);
      continue;
    }
    await cell.click();
    await expect(page.getByRole('heading', { name: `Attendance of ${shown(today)}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Attendance entries' })).toBeVisible();
    if (account === accounts.consultant) {
      await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
    } else {
      // The subcontractor cannot close or delete the day.
      await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
      const note = page.getByText(
        'Your attendance entries for this day are complete; the contractor’s employees are still pending.',
      );
      if (await note.isVisible()) await screenshot(page, 'attendance-subcontractor-laptop');
    }
    await logout(page);
  }
});

test('the contractor opens a day with no register, closes the establishment for it, then deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCalendar(page);
  const today = todayInIndia();
  // A working day with no register: in this month, or (early in a month) in the one before it.
  let date: string | null | undefined;
  for (let back = 0; back < 2 && !date; back++) {
    if (back > 0) await page.getByRole('button', { name: /^Previous month/ }).click();
    const missing = page
      .getByRole('table', { name: /^Attendance of / })
      .locator('button[data-look="red"], button[data-look="amber"]');
    await expect(page.getByRole('table', { name: /^Attendance of / })).toBeVisible();
    const candidates = await missing.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('data-date')),
    );
    date = candidates.find((d) => d !== null && d !== today);
  }
  expect(date, 'the demo leaves a working day without a register this month or last').toBeTruthy();
  const day = date ?? '';
  // Opened through Add, the date typed as DD/MM/YYYY; a future date is refused there.
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Attendance Register' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Date' });
  await field.fill('01012099');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText('Attendance cannot be marked for a future date')).toBeVisible();
  await field.fill(shown(day).replaceAll('/', ''));
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Attendance of ${shown(day)}` })).toBeVisible();
  const choice = page.getByRole('radio', { name: 'Mark each attendance manually' });
  if (await choice.isVisible()) {
    await choice.check();
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Close establishment for the day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close the establishment for the day' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Heavy rain, site flooded');
  await screenshot(page, 'attendance-close-day-laptop', { viewport: true });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The establishment is closed on this day')).toBeVisible();
  await expect(page.getByText('Reason: Heavy rain, site flooded')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete register' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expectToast(page, 'Deleted successfully');
  await expect(page.getByRole('heading', { name: 'Attendance Register (Form D)' })).toBeVisible();
  await expect(dayButton(page, day)).toHaveAttribute('aria-label', /No register/);
});

test('the contractor opens today and fills entries with Start and Resume, a night shift among them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCalendar(page);
  const today = todayInIndia();
  const cell = dayButton(page, today);
  await expect(cell).toHaveAttribute('aria-label', /today/);
  await screenshot(page, 'attendance-calendar-laptop');

  // A day in the future cannot be opened.
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const future = tomorrow.toISOString().slice(0, 10);
  if (future.slice(0, 7) === today.slice(0, 7)) {
    await expect(dayButton(page, future)).toHaveAttribute('aria-disabled', 'true');
  }

  await cell.click();
  await expect(page.getByRole('heading', { name: `Attendance of ${shown(today)}` })).toBeVisible();
  registerUrl = page.url();
  // Today may be the weekly holiday on the day the suite runs: then each attendance is marked by hand, whether
  // the day is opened now (the choice comes first) or the demo marked it a weekly off for everyone (changed).
  const choice = page.getByRole('radio', { name: 'Mark each attendance manually' });
  if (await choice.isVisible()) {
    await choice.check();
    await page.getByRole('button', { name: 'Submit' }).click();
  }
  const table = page.getByRole('table', { name: 'Attendance entries' });
  await expect(table).toBeVisible();
  if (await page.getByText(/as a weekly off for every employee/).isVisible()) {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Change weekly off' }).click();
    const change = page.getByRole('dialog', { name: 'Change weekly off' });
    await change.getByRole('radio', { name: 'Mark each attendance manually' }).check();
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText(/as a weekly off for every employee/)).toBeHidden();
  }
  await screenshot(page, 'attendance-register-laptop');

  const start = page.getByRole('button', { name: /^(Start|Resume)$/ });
  await expect(start, 'today has pending entries to fill').toBeVisible();
  await start.click();
  const panel = entryPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Entry 1 of \d+$/)).toBeVisible();

  // The first worker: present 09:00 AM to 06:00 PM with an hour of overtime.
  const first = (await panel.getByRole('heading').first().innerText()).trim();
  await panel.getByRole('radio', { name: 'Present' }).check();
  await fillTime(panel, 'In Time', '0900', 'AM');
  await fillTime(panel, 'Out Time', '0600', 'PM');
  await panel.getByRole('textbox', { name: 'Overtime (hrs)' }).fill('1');
  await panel.getByRole('textbox', { name: 'Set of work' }).fill('Relay A');
  await screenshot(page, 'attendance-entry-laptop', { viewport: true });
  await panel.getByRole('button', { name: /^Submit/ }).click();

  // The second: a night shift, 09:00 PM to 06:00 AM, the out time on the next day.
  await expect(panel.getByText(/^Entry 2 of \d+$/)).toBeVisible();
  await expect(panel.getByRole('heading').first()).not.toHaveText(first);
  const second = (await panel.getByRole('heading').first().innerText()).trim();
  await panel.getByRole('radio', { name: 'Present' }).check();
  await fillTime(panel, 'In Time', '0900', 'PM');
  await fillTime(panel, 'Out Time', '0600', 'AM');
  await expect(panel.getByText('(Next Day)')).toBeVisible();
  await panel.getByRole('button', { name: /^Submit/ }).click();

  // The third: absent, so the times cannot be typed.
  await expect(panel.getByText(/^Entry 3 of \d+$/)).toBeVisible();
  await panel.getByRole('radio', { name: 'Absent' }).check();
  await expect(panel.getByRole('textbox', { name: 'In Time', exact: true })).toBeDisabled();
  await panel.getByRole('button', { name: /^Submit/ }).click();
  await expect(panel.getByText(/^Entry 4 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The night shift reads as such in the register.
  const night = table.getByRole('row').filter({ hasText: second.replace(/ \(.*$/, '') });
  await expect(night).toContainText('09:00 PM');
  await expect(night).toContainText('06:00 AM');
  await expect(night).toContainText('(Next Day)');
  await expect(night).toContainText('Completed');

  // Resume goes on with the pending entries in order and closes after the last.
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Entry 1 of \d+$/)).toBeVisible();
  const left = Number((await panel.getByText(/^Entry 1 of \d+$/).innerText()).split(' of ')[1]);
  for (let n = 1; n <= left; n += 1) {
    await expect(panel.getByText(`Entry ${n} of ${left}`)).toBeVisible();
    await panel.getByRole('radio', { name: n % 2 ? 'Present' : 'Paid Leave' }).check();
    if (n % 2) {
      await fillTime(panel, 'In Time', '0800', 'AM');
      await fillTime(panel, 'Out Time', '0500', 'PM');
    }
    await panel.getByRole('button', { name: /^Submit/ }).click();
  }
  await expect(panel).toBeHidden();
  await expectToast(page, 'Successfully edited the data!');
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toHaveCount(0);
  await filterBy(page, 'Pending');
  await expect(page.getByText('No entry matches the filter.')).toBeVisible();
  await filterBy(page, 'All');
  await expect(table.getByText('09:00 PM')).toBeVisible();
  await screenshot(page, 'attendance-register-completed-laptop');

  // Back on the calendar, today is completed.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(dayButton(page, today)).toHaveAttribute('aria-label', /Completed/);
});

test('the contractor marks the weekly holiday a weekly off for every worker', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCalendar(page);
  const holiday = lastHoliday(todayInIndia());
  await showMonthOf(page, holiday);
  const cell = dayButton(page, holiday);
  await expect(cell).toHaveAttribute('aria-label', /weekly holiday/);
  await cell.click();
  await expect(page.getByRole('heading', { name: `Attendance of ${shown(holiday)}` })).toBeVisible();

  const all = page.getByRole('radio', { name: 'Mark all attendance as weekly off' });
  if (!(await all.isVisible())) {
    // The day was opened before (a rerun, or the demo's attendance): the weekly off may be changed.
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Change weekly off' }).click();
  }
  // The choice is required.
  const submit = page.getByRole('button', { name: 'Submit' });
  if (!(await all.isChecked())) {
    await submit.click();
    await expect(
      page.getByText('Choose whether to mark all attendance as weekly off or each attendance manually'),
    ).toBeVisible();
  }
  await screenshot(page, 'attendance-weekly-off-choice-laptop', { viewport: true });
  await all.check();
  await submit.click();
  await expect(page.getByText(/is marked as a weekly off for every employee/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Attendance entries' });
  await expect(table.getByText('Weekly Off').first()).toBeVisible();
  await expect(table.getByText('Pending')).toHaveCount(0);
  await screenshot(page, 'attendance-weekly-off-laptop');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(dayButton(page, holiday)).toHaveAttribute('aria-label', /Weekly off/);
});

test('a future day opened by its address is refused, and a day clicked offline says to check the network', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCalendar(page);
  // A day in the future opened by its address: the server refuses it and the page says why.
  const calendarUrl = page.url();
  await page.goto(`${calendarUrl.replace(/\?.*$/, '')}/date/2099-01-01`);
  await expect(page.getByRole('alert').filter({ hasText: 'The register could not be opened' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the attendance calendar' }).click();
  await expect(page.getByRole('table', { name: /^Attendance of / })).toBeVisible();
  await context.setOffline(true);
  await dayButton(page, todayInIndia()).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check your network connection' })).toBeVisible();
  await screenshot(page, 'attendance-offline-laptop', { viewport: true });
  await expect(page.getByRole('heading', { name: 'Attendance Register (Form D)' })).toBeVisible();
  await context.setOffline(false);
});

test('on a phone the calendar, a register and an entry read without sideways scrolling of the page', async ({
  page,
}) => {
  expect(registerUrl, 'the first test opened today').not.toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(registerUrl.replace(/\/id\/.*$/, ''));
  await expect(page.getByRole('table', { name: /^Attendance of / })).toBeVisible();
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await fits();
  await screenshot(page, 'attendance-calendar-phone');

  // The arrow keys move between the days.
  const today = todayInIndia();
  await dayButton(page, today).focus();
  await page.keyboard.press('ArrowLeft');
  if (today.slice(8) !== '01') {
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await expect(dayButton(page, yesterday.toISOString().slice(0, 10))).toBeFocused();
  }

  await page.goto(registerUrl);
  await expect(page.getByRole('table', { name: 'Attendance entries' })).toBeVisible();
  await fits();
  await screenshot(page, 'attendance-register-phone');
  await page.getByRole('table', { name: 'Attendance entries' }).getByRole('button').first().click();
  const panel = entryPanel(page);
  await expect(panel).toBeVisible();
  await screenshot(page, 'attendance-entry-phone', { viewport: true });
});
