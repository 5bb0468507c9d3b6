import { expect, type Page, test } from '@playwright/test';
import {
  acceptInvitation,
  accounts,
  box,
  expectToast,
  login,
  logout,
  runStamp,
  screenshot,
  subprojectPath,
} from './helpers';

/**
 * One establishment's life, in order: the contractor creates it, keeps its minimum wages and licenses, fills a
 * requirement, adds a subcontractor who logs in with the limited navigation, marks completion with Form VII,
 * and the Government approves it.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const NAME = `Bogadi store yard ${runStamp}`;
const SUBCONTRACTOR = `Shakti Fabricators ${runStamp}`;
const SUBCONTRACTOR_EMAIL = `shakti-${runStamp}@example.in`;
const SUBCONTRACTOR_PASSWORD = 'Shakti@2026';

/** The details page of the establishment created by the first test. */
let detailsPath = '';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, name: string, option: string) {
  await combo(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A small valid PDF. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

/** The subproject's base path, read from the signed-in user's project list (there is no projects screen yet). */
const subprojectBase = (page: Page) => subprojectPath(page, SUBPROJECT);

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Establishments of the subproject' });

test('a contractor creates an establishment through every step and lands on its details', async ({
  page,
}) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  const base = await subprojectBase(page);
  await page.goto(base);
  await expect(page).toHaveURL(/\/establishments\/choose$/);
  await expect(sideNav(page).getByRole('link', { name: /Hinkal labour camp/ })).toBeVisible();
  // Inside a subproject its own navigation leads: the main menu is collapsed on a laptop, and the toggle opens it.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(async () => (await sideNav(page).boundingBox())?.x ?? 999).toBeLessThan(120);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'GUIDES' }),
  ).toBeInViewport();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect.poll(async () => (await sideNav(page).boundingBox())?.x ?? 999).toBeLessThan(120);
  const list = page.getByRole('list', { name: 'Establishments' });
  await expect(list.getByRole('link', { name: 'Hinkal labour camp' })).toBeVisible();
  await screenshot(page, 'establishments-choose');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Establishment' })).toBeVisible();

  // Step 1: what and where.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill up all the required fields before submission')).toBeVisible();
  await box(page, 'Establishment name').fill(NAME);
  // The browser's Back asks before what was typed is lost; No stays with it.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Discard changes' });
  await expect(leave.getByText('Are you sure you want to discard your changes?')).toBeVisible();
  await leave.getByRole('button', { name: 'No' }).click();
  await expect(box(page, 'Establishment name')).toHaveValue(NAME);
  await box(page, 'Nature of work').fill('Storage of steel and cement for the ring road');
  await box(page, 'Address of the site').fill('Survey No. 41, Bogadi, Mysuru');
  await box(page, 'Town / city').fill('Mysuru');
  await box(page, 'District').fill('Mysuru');
  await choose(page, 'State', 'Karnataka');
  await box(page, 'Pincode').fill('570026');
  await box(page, 'Date of commencement').fill('01062026');
  await choose(page, 'Weekly holiday', 'Sunday');
  await box(page, 'Most workers expected on any day').fill('45');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the employer and the inspector.
  await box(page, 'Manager or agent in charge').fill('Suresh Kumar');
  await box(page, 'Designation').fill('Stores Manager');
  await box(page, 'Mobile').fill('9845022334');
  await page.getByRole('checkbox', { name: 'Not applicable: Labour Identification Number (LIN)' }).check();
  await box(page, 'Shift starts').fill('0800');
  // The shift's end is its out-time: it starts at PM.
  const meridiem = page.getByRole('radiogroup', { name: 'AM or PM: Shift ends' });
  await expect(meridiem.getByRole('radio', { name: 'PM' })).toBeChecked();
  await box(page, 'Shift ends').fill('0500');
  await expect(page.getByText('(Next Day)')).toHaveCount(0);
  await box(page, 'Office of the labour inspector').fill('Assistant Labour Commissioner, Mysuru');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the one minimum-wage period the form starts with.
  const wages = page.getByRole('table', { name: 'Minimum wages as notified by the State' });
  await expect(wages.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Required.', { exact: true })).toBeVisible();
  await box(page, 'From Date, row 1').fill('01062026');
  // The amounts are folded into the row's details: Submit opens them and goes to the first one.
  await page.getByRole('button', { name: 'Submit' }).click();
  const firstAmount = box(page, 'Highly Skilled: minimum basic per day (₹), row 1');
  await expect(firstAmount).toBeFocused();
  await expect(firstAmount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Row 1: more details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Skill category' })).toBeVisible();
  await screenshot(page, 'establishment-add-wages-errors');
  // On a phone the row's details fit the screen, whatever the table's own width.
  await page.setViewportSize({ width: 390, height: 844 });
  await firstAmount.scrollIntoViewIfNeeded();
  const lastColumn = await box(page, 'Highly Skilled: overtime per hour (₹), row 1').boundingBox();
  expect((lastColumn?.x ?? 999) + (lastColumn?.width ?? 0)).toBeLessThanOrEqual(390);
  await screenshot(page, 'establishment-add-wages-phone', { viewport: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  const rates = [
    ['Highly Skilled', '780', '145'],
    ['Skilled', '690', '130'],
    ['Semi Skilled', '610', '115'],
    ['Unskilled', '540', '100'],
  ] as const;
  for (const [skill, basic, da] of rates) {
    await box(page, `${skill}: minimum basic per day (₹), row 1`).fill(basic);
    await box(page, `${skill}: DA per day (₹), row 1`).fill(da);
  }
  // Overtime is calculated as the amounts are typed: (540 + 100) × 2 / 8.
  await expect(box(page, 'Unskilled: overtime per hour (₹), row 1')).toHaveValue('160.00');
  await screenshot(page, 'establishment-add-wages');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Successfully added the new entry!');
  await expect(page).toHaveURL(/\/establishments\/[0-9a-f-]+\/details$/);
  detailsPath = new URL(page.url()).pathname;

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Establishment Details', selected: true })).toBeVisible();
  await expect(page.getByText('Storage of steel and cement for the ring road')).toBeVisible();
  // The overtime left empty is twice the hourly minimum wage: (780 + 145) × 2 / 8.
  const period = page.getByRole('table', { name: 'Minimum wages From 01/06/2026 onwards' });
  await expect(period.getByRole('row', { name: /Highly Skilled/ })).toContainText('₹780.00₹145.00₹231.25');
  await expect(sideNav(page).getByRole('link', { name: 'INFO & REQUIREMENTS' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await screenshot(page, 'establishment-details');
});

test('the contractor adds minimum wages and a license, and edits the establishment', async ({ page }) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath);

  // A new period closes the open one the day before it starts.
  await page.getByRole('button', { name: 'Add minimum wages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add minimum wages' });
  await dialog.getByRole('textbox', { name: 'From Date', exact: true }).fill('01102026');
  for (const [skill, basic, da] of [
    ['Highly Skilled', '1250.50', '0'],
    ['Skilled', '800', '0'],
    ['Semi Skilled', '700', '0'],
    ['Unskilled', '600', '0'],
  ] as const) {
    await dialog
      .getByRole('textbox', { name: `${skill}: minimum basic per day (₹)`, exact: true })
      .fill(basic);
    await dialog.getByRole('textbox', { name: `${skill}: DA per day (₹)`, exact: true }).fill(da);
  }
  await dialog
    .getByRole('textbox', { name: 'Highly Skilled: overtime per hour (₹)', exact: true })
    .fill('1500');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Establishment min wage added');
  await expect(
    page.getByRole('table', { name: 'Minimum wages From 01/06/2026 to 30/09/2026' }),
  ).toBeVisible();
  const latest = page.getByRole('table', { name: 'Minimum wages From 01/10/2026 onwards' });
  await expect(latest.getByRole('row', { name: /Highly Skilled/ })).toContainText('₹1,250.50₹0.00₹1,500.00');

  // The editor is the grid the table shows; overtime follows basic unless it was typed.
  await page.getByRole('button', { name: 'Edit the minimum wages From 01/10/2026 onwards' }).click();
  const grid = page.getByRole('dialog', { name: 'Edit minimum wages' });
  const overtime = (skill: string) =>
    grid.getByRole('textbox', { name: `${skill}: overtime per hour (₹)`, exact: true });
  await expect(overtime('Unskilled')).toHaveValue('150.00');
  await grid.getByRole('textbox', { name: 'Unskilled: minimum basic per day (₹)', exact: true }).fill('615');
  await expect(overtime('Unskilled')).toHaveValue('153.75');
  await grid
    .getByRole('textbox', { name: 'Highly Skilled: minimum basic per day (₹)', exact: true })
    .fill('1300');
  await expect(overtime('Highly Skilled')).toHaveValue('1500.00');
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'establishment-min-wage-editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'establishment-min-wage-editor-phone');
  await screenshot(page, 'establishment-min-wage-editor-phone-view', { viewport: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await grid.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Establishment min wage updated');
  await expect(latest.getByRole('row', { name: /^Unskilled/ })).toContainText('₹615.00₹0.00₹153.75');
  await expect(latest.getByRole('row', { name: /Highly Skilled/ })).toContainText('₹1,300.00₹0.00₹1,500.00');

  // An overlapping period is refused with the server's message.
  await page.getByRole('button', { name: 'Edit the minimum wages From 01/06/2026 to 30/09/2026' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit minimum wages' });
  await edit.getByRole('textbox', { name: 'To Date', exact: true }).fill('15102026');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Minimum wage periods of an establishment cannot overlap.');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Yes' }).click();

  // A labour licence.
  await page.getByRole('button', { name: 'Add: Labour licence (Contract Labour Act / OSH Code)' }).click();
  const license = page.getByRole('dialog', { name: 'Add: Labour licence (Contract Labour Act / OSH Code)' });
  await license.getByRole('textbox', { name: 'License number', exact: true }).fill('CLRA/MYS/2026/0777');
  await license.getByRole('textbox', { name: 'Commenced on', exact: true }).fill('01062026');
  await license.getByRole('textbox', { name: 'Expiring on', exact: true }).fill('31052027');
  await license.getByRole('textbox', { name: 'Workers allowed', exact: true }).fill('50');
  const chooser = page.waitForEvent('filechooser');
  await license.getByRole('button', { name: 'Upload file: License copy' }).click();
  await (await chooser).setFiles(pdf('clra-licence.pdf'));
  await expect(license.getByRole('link', { name: 'clra-licence.pdf' })).toBeVisible();
  await license.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Establishment license added');
  const licences = page.getByRole('table', { name: 'Labour licence (Contract Labour Act / OSH Code)' });
  await expect(licences.getByRole('row', { name: /CLRA\/MYS\/2026\/0777/ })).toContainText(
    '01/06/202631/05/2027',
  );
  await expect(licences.getByRole('link', { name: 'clra-licence.pdf' })).toBeVisible();

  // The details themselves, with their logs.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await box(page, 'Most workers expected on any day').fill('55');
  // The browser's Back asks before the changes are lost.
  await page.goBack();
  const discard = page.getByRole('dialog', { name: 'Discard changes' });
  await expect(discard.getByText('Are you sure you want to discard your changes?')).toBeVisible();
  await discard.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await expect(box(page, 'Most workers expected on any day')).toHaveValue('55');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Successfully edited the data!');
  await expect(page).not.toHaveURL(/mode=edit/);
  await expect(page.getByText('55', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'View Logs' }).click();
  await expect(page.getByRole('dialog', { name: 'Logs' })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, 'establishment-wages-licenses');
});

test('the contractor fills a requirement, which then shows what was submitted', async ({ page }) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${detailsPath}?tab=requirements`);
  // The labour licence recorded under Licences meets the Labour licence requirement.
  await expect(page.getByText('You have 6 requirement(s) pending')).toBeVisible();
  await screenshot(page, 'establishment-requirements');
  await page.getByRole('link', { name: 'Labour licence under the Contract Labour Act / OSH Code' }).click();
  await expect(page.getByText('Met by the licence recorded under Licences.')).toBeVisible();
  await expect(page.getByText('CLRA/MYS/2026/0777')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await screenshot(page, 'requirement-labour-licence');
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Welfare facilities on site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welfare facilities on site' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill up all the required fields before submission')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Wholesome drinking water is provided' }).check();
  await page.getByRole('checkbox', { name: 'Separate latrines for women and men' }).check();
  await page.getByRole('checkbox', { name: 'First-aid box and a trained person on every shift' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Form Submitted Successfully');
  await expect(page.getByText(/^Submitted on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText('You have 5 requirement(s) pending')).toBeVisible();
});

test('the contractor adds a subcontractor and grants it login; it sees the limited navigation', async ({
  page,
}) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath);
  await sideNav(page).getByRole('link', { name: 'SUBCONTRACTORS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subcontractors' })).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await box(page, 'Subcontractor name').fill(SUBCONTRACTOR);
  await box(page, 'Work given').fill('Steel fabrication');
  await box(page, 'Start date').fill('15062026');
  await box(page, 'User name').fill('Shakti Prasad');
  await box(page, 'E-mail').fill(SUBCONTRACTOR_EMAIL);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Successfully added the new entry!');
  await expect(page.getByRole('heading', { level: 1, name: 'Subcontractors' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(SUBCONTRACTOR) });
  await expect(row).toContainText('No');
  await row.getByRole('link', { name: SUBCONTRACTOR }).click();

  // Added without login access, it has had no mail: the set-password link goes out with the access.
  const granted = new Date();
  await page.getByRole('button', { name: 'Grant login access' }).click();
  const confirm = page.getByRole('dialog', { name: 'Grant login access' });
  await expect(confirm).toContainText(`Give ${SUBCONTRACTOR} login access to this establishment?`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Login access granted.');
  await expect(page.getByRole('button', { name: 'Revoke login access' })).toBeVisible();
  await screenshot(page, 'subcontractor-detail');
  await logout(page);

  // The subcontractor's user sets a password from the mail, logs in, and works in the establishment only.
  await acceptInvitation(page, SUBCONTRACTOR_EMAIL, granted, SUBCONTRACTOR_PASSWORD);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath.replace(/\/establishments\/.*$/, ''));
  await expect(page).toHaveURL(detailsPath);
  const nav = sideNav(page);
  await expect(nav.getByRole('link', { name: NAME })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Hinkal labour camp' })).toHaveCount(0);
  for (const entry of ['INFO & REQUIREMENTS', 'EMPLOYEE REGISTER (FORM A)', 'ATTENDANCE REGISTER (FORM D)']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  for (const hidden of ['SUBCONTRACTORS', 'RETURNS', 'COMPLIANCE DASHBOARD']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expect(nav.getByRole('button', { name: 'INCIDENTS' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Requirements' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Contractor Information' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await screenshot(page, 'subcontractor-view');

  // Pages it does not see lead back to the details; the wage register opens with nothing for it to add.
  await page.goto(detailsPath.replace(/details$/, 'subcontractors'));
  await expect(page).toHaveURL(detailsPath);
  await nav.getByRole('link', { name: 'WAGE REGISTER (FORM B)' }).click();
  await expect(page.getByRole('table', { name: /^Wage registers of \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
});

test('a subcontractor whose login access was revoked is told why it has nothing to work on', async ({
  page,
}) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath.replace(/details$/, 'subcontractors'));
  await page
    .getByRole('row', { name: new RegExp(SUBCONTRACTOR) })
    .getByRole('link', { name: SUBCONTRACTOR })
    .click();
  await page.getByRole('button', { name: 'Revoke login access' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke login access' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expectToast(page, 'Login access revoked.');
  await logout(page);

  await login(page, SUBCONTRACTOR_EMAIL, SUBCONTRACTOR_PASSWORD);
  await expect(page).toHaveURL(/\/projects$/);
  const notice = page.getByRole('status').filter({ hasText: 'Nothing to work on yet' });
  await expect(notice).toContainText('Your agency has no login access to any establishment now.');
  await expect(page.getByText('No results to show.')).toHaveCount(0);
  await screenshot(page, 'subcontractor-nothing-to-reach');
});

test('on a phone the side navigation opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(sideNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Establishments menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Establishments of the subproject' });
  await drawer.getByRole('button', { name: 'INCIDENTS' }).click();
  await screenshot(page, 'establishment-nav-phone');
  await drawer.getByRole('link', { name: 'Recovery Register (Form C)' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery Register (Form C)' })).toBeVisible();
  await page.goto(detailsPath);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Minimum wages From 01/10/2026 onwards' })).toBeVisible();
  await screenshot(page, 'establishment-details-phone');
});

test('the contractor marks completion with Form VII and the Government approves it', async ({ page }) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath);
  await page.getByRole('button', { name: 'Mark completion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Completion of work' });
  // Work cannot end before it began: the browser says so with the shared rule, before the server would.
  await expect(dialog.getByRole('textbox', { name: 'Date of commencement', exact: true })).toHaveValue(
    '01/06/2026',
  );
  await dialog.getByRole('textbox', { name: 'Date of completion', exact: true }).fill('15052026');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    dialog.getByText('The date of completion cannot be before the date of commencement'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Date of completion', exact: true }).fill('10112026');
  await expect(
    dialog.getByText('The date of completion cannot be before the date of commencement'),
  ).toHaveCount(0);
  // 'Open the form' opens the Form VII template, not a general guide.
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'Open the form' }).click();
  const template = await opened;
  await expect(template.getByRole('heading', { level: 1 })).toHaveText(
    'Form VII: notice of commencement or completion of contract work',
  );
  await template.close();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload file: Form VII (notice of completion)' }).click();
  await (await chooser).setFiles(pdf('form-vii-bogadi.pdf'));
  await expect(dialog.getByRole('link', { name: 'form-vii-bogadi.pdf' })).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Note', exact: true })
    .fill('Store yard handed back to the owner.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Completion marked. It awaits the approval of the Government.');
  await expect(page.getByText('Completion awaiting approval')).toBeVisible();
  await expect(sideNav(page).getByRole('link', { name: new RegExp(NAME) })).toContainText(
    'Marked as completed by the contractor',
  );
  await expect(page.getByRole('button', { name: 'Undo completion' })).toBeVisible();
  await logout(page);

  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath);
  await expect(page.getByText('Completion awaiting approval')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve completion' });
  await approve.getByRole('textbox', { name: 'Type complete to confirm', exact: true }).fill('Complete');
  await approve
    .getByRole('checkbox', { name: 'I have verified the completion of work and Form VII' })
    .check();
  await approve.getByRole('button', { name: 'Submit' }).click();
  await expect(
    approve.getByRole('textbox', { name: 'Type complete to confirm', exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  await approve.getByRole('textbox', { name: 'Type complete to confirm', exact: true }).fill('complete');
  await approve.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'This establishment is marked as completed.');
  await expect(approve).toBeHidden();
  await expect(
    page.getByRole('note').filter({ hasText: 'This establishment is marked as completed.' }),
  ).toBeVisible();
  await expect(sideNav(page).getByRole('link', { name: new RegExp(NAME) })).toContainText(
    /Completed on \d{2}\/\d{2}\/\d{4} by Govt/,
  );
  await expect(page.getByRole('button', { name: 'Cancel establishment' })).toHaveCount(0);
  await screenshot(page, 'establishment-approved');
});

test('a consultant lands on the first establishment and sees whose establishments they are', async ({
  page,
}) => {
  await login(page, accounts.consultant);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath.replace(/\/establishments\/.*$/, ''));
  await expect(page).toHaveURL(/\/establishments\/[0-9a-f-]+\/complianceDashboard$/);
  await expect(page.getByRole('heading', { name: 'Compliance Dashboard' })).toBeVisible();
  await expect(page.getByText('The data is updated automatically every morning.')).toBeVisible();
  const nav = sideNav(page);
  await expect(nav.getByText('Contractor: Kaveri Builders & Engineers')).toBeVisible();
  await expect(nav.getByText('Contractor: Shree Ganesh Constructions')).toBeVisible();
  await nav.getByRole('link', { name: new RegExp(NAME) }).click();
  await nav.getByRole('link', { name: 'INFO & REQUIREMENTS' }).click();
  await expect(
    page.getByRole('note').filter({ hasText: 'This establishment is marked as completed.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add minimum wages' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Requirements' }).click();
  await expect(page).toHaveURL(/tab=requirements/);
  await expect(page.getByText('Contractor has 5 requirement(s) pending')).toBeVisible();
  await page.getByRole('tab', { name: 'Contractor Information' }).click();
  await expect(page.getByText('Shree Ganesh Constructions').first()).toBeVisible();
  await screenshot(page, 'establishment-consultant');
});

test('the Government cancels an establishment with a note and the typed word', async ({ page }) => {
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(detailsPath);
  await sideNav(page).getByRole('link', { name: 'Bogadi batching plant' }).click();
  // The navigation opens the chosen establishment's entries once its dashboard is shown (before, the entries
  // under the side navigation are still the completed store yard's).
  await expect(page).toHaveURL(/\/complianceDashboard$/);
  await expect(page.getByRole('heading', { name: 'Compliance Dashboard' })).toBeVisible();
  await sideNav(page).getByRole('link', { name: 'INFO & REQUIREMENTS' }).click();
  await page.getByRole('button', { name: 'Cancel establishment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancellation of work' });
  await dialog
    .getByRole('textbox', { name: 'Reason for cancellation', exact: true })
    .fill('Plant moved to Package 2');
  await dialog.getByRole('textbox', { name: 'Type CANCEL to confirm', exact: true }).fill('CANCEL');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await dialog
    .getByRole('checkbox', { name: 'I have verified that this establishment is to be cancelled' })
    .check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // It cannot be undone: the confirmation screen asks first.
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Cancelling Bogadi batching plant closes it today');
  await screenshot(page, 'establishment-cancel-proceed');
  await confirm.getByRole('button', { name: 'Proceed' }).click();
  await expectToast(page, 'Closed successfully');
  const notice = page.getByRole('note').filter({ hasText: /Cancelled by Govt on \d{2}\/\d{2}\/\d{4}/ });
  await expect(notice).toContainText('Reason: Plant moved to Package 2');
  await expect(sideNav(page).getByRole('link', { name: /Bogadi batching plant/ })).toContainText(
    /Cancelled by Govt on \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(page.getByRole('button', { name: 'Cancel establishment' })).toHaveCount(0);
  await screenshot(page, 'establishment-cancelled');
});
