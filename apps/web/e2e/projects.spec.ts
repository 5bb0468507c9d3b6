import { expect, type Page, test } from '@playwright/test';
import {
  acceptInvitation,
  accounts,
  box,
  expectToast,
  login,
  logout,
  newestMailTo,
  runStamp,
  screenshot,
} from './helpers';

const PROJECT = `Hunsur Road widening ${runStamp}`;
const SUBPROJECT = `Package A, Hunsur town ${runStamp}`;
const CONTRACTOR = `Malnad Roadways ${runStamp}`;
const CONTRACTOR_USER = `prakash.${runStamp}@malnad.example.in`;
const CONTRACTOR_PASSWORD = 'Malnad@2026';
const SECOND_CONSULTANT = `Kodagu_Consult_${runStamp}`;
const DEMO_CONSULTANT = 'Sai Infra Consultants Pvt Ltd';

/** Today as typed into a date field (DD/MM/YYYY without the slashes), in India's time zone. */
const today = () =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replace(/\D/g, '');

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, name: string, option: string | RegExp) {
  await combo(page, name).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The irreversible actions: the typed word and the tick, then the confirmation screen's 'Proceed'. */
async function confirmIrreversible(page: Page, title: string, word: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: `Type ${word} to confirm`, exact: true }).fill(word);
  await dialog
    .getByRole('checkbox', { name: 'I have the approval to do this and understand it cannot be undone' })
    .check();
  await dialog.getByRole('button', { name: title }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for the notifications to close, so a screenshot shows the page under them. */
async function toastsGone(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** The status filter's segments are labels over visually hidden radios. */
async function filterBy(page: Page, label: string) {
  await page.getByLabel('Show projects').getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

async function pageAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe.configure({ mode: 'serial' });

let subprojectUrl = '';
let projectUrl = '';

test('a Government creates a project and a subproject and invites a consultant and a new contractor', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('article', { name: 'Mysuru Outer Ring Road improvement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subprojects' })).toContainText(/\d\s*Ongoing/);
  await screenshot(page, 'projects-government');

  await page.getByRole('link', { name: 'Add Project' }).click();
  await expect(page.getByRole('heading', { name: 'Add Project', level: 1 })).toBeVisible();
  await box(page, 'Project name').fill(PROJECT);
  await box(page, 'Executing department').fill('PWD Mysuru Division');
  await box(page, 'Location').fill('Hunsur');
  await choose(page, 'State', 'Karnataka');
  await box(page, 'Start date').fill('01112026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Successfully added the new entry!');
  await expect(page.getByRole('heading', { name: PROJECT, level: 1 })).toBeVisible();
  projectUrl = new URL(page.url()).pathname;
  await expect(page.getByText('No subprojects yet')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\?mode=edit$/);
  await box(page, 'Description').fill('Widening to four lanes through Hunsur town');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Successfully edited the data!');
  await expect(page.getByText('Widening to four lanes through Hunsur town')).toBeVisible();

  await page.getByRole('link', { name: 'Add Subproject' }).click();
  await expect(page.getByRole('heading', { name: 'Add Subproject', level: 1 })).toBeVisible();
  await box(page, 'Subproject name').fill(SUBPROJECT);
  await box(page, 'Location').fill('Hunsur town');
  await choose(page, 'State', 'Karnataka');
  await box(page, 'Work order number').fill('PWD/MYS/HSR/2026/01');
  await box(page, 'Start date').fill('15112026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Successfully added the new entry!');
  await expect(page).toHaveURL(/\/subprojects\/[0-9a-f-]+\/details$/);
  subprojectUrl = new URL(page.url()).pathname.replace(/\/details$/, '');
  await expect(page.getByRole('heading', { name: SUBPROJECT, level: 1 })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: PROJECT })).toHaveAttribute('href', projectUrl);

  // The demo consultant with its existing user: steps 0 and 2.
  await page.getByRole('tab', { name: 'Consultants' }).click();
  await expect(page).toHaveURL(/details\?tab=consultants$/);
  await page.getByRole('button', { name: 'Invite Consultant' }).click();
  let dialog = page.getByRole('dialog', { name: 'Invite Consultant' });
  await choose(page, 'Consultant', DEMO_CONSULTANT);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'User', /consultant@demo\.anupalan\.in/);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, 'Consultant is added');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Consultants' })).toContainText(DEMO_CONSULTANT);

  // A second, new consultant with its first user: step 1 sends.
  await page.getByRole('button', { name: 'Invite Consultant' }).click();
  await dialog.getByRole('button', { name: 'Invite a new consultant' }).click();
  await box(page, 'Company name').fill('Kodagu Consult & Co');
  await box(page, 'User name').fill('Kavya Ponnappa');
  await box(page, 'E-mail').fill(`kavya.${runStamp}@kodagu.example.in`);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Use alphabets, numbers and underscores only').first()).toBeVisible();
  await box(page, 'Company name').fill(SECOND_CONSULTANT);
  await box(page, 'User name').fill('Kavya_Ponnappa');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, 'Consultant is added');

  // A new contractor agency with a new user, reviewed by the demo consultant: steps 0, 1, 3, 4.
  await page.getByRole('tab', { name: 'Contractors' }).click();
  await page.getByRole('button', { name: 'Invite Contractor' }).click();
  dialog = page.getByRole('dialog', { name: 'Invite Contractor' });
  await dialog.getByRole('button', { name: 'Invite a new contractor' }).click();
  await box(page, 'Company name').fill(CONTRACTOR);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await box(page, 'User name').fill('Prakash Hegde');
  await box(page, 'E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await box(page, 'E-mail').fill(CONTRACTOR_USER);
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Back returns to the user step with what was typed, then on again.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(box(page, 'User name')).toHaveValue('Prakash Hegde');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Consultant', DEMO_CONSULTANT);
  await toastsGone(page);
  await screenshot(page, 'invite-contractor-consultant-step');
  const invited = new Date();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, 'Contractor is added');
  const row = page.getByRole('row').filter({ hasText: CONTRACTOR });
  await expect(row).toContainText(DEMO_CONSULTANT);
  await expect(row).toContainText('Pending');
  await toastsGone(page);
  await screenshot(page, 'subproject-contractors');

  // Its record: the trail back, the users tab, and a switch to the second consultant.
  await row.getByRole('link', { name: CONTRACTOR }).click();
  await expect(page.getByRole('heading', { name: CONTRACTOR, level: 1 })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link', { name: 'Contractors' })).toHaveAttribute(
    'href',
    `${subprojectUrl}/details?tab=contractors`,
  );
  await expect(trail.getByRole('link', { name: SUBPROJECT })).toHaveAttribute(
    'href',
    `${subprojectUrl}/details`,
  );
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(CONTRACTOR_USER);
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await box(page, 'User name').fill('Ravi Kamath');
  await box(page, 'E-mail').fill(`ravi.kamath.${runStamp}@hunsur.example.in`);
  await addUser.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'User was added successfully');
  await page.getByRole('button', { name: 'Remove Ravi Kamath' }).click();
  await page.getByRole('dialog', { name: 'Remove user' }).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'User removed');
  await expect(page.getByRole('table', { name: 'Users' })).not.toContainText('Ravi Kamath');

  await pageAction(page, 'Switch consultant');
  const switcher = page.getByRole('dialog', { name: 'Switch consultant' });
  await choose(page, 'New consultant', SECOND_CONSULTANT);
  await box(page, 'Handover date').fill('20112026');
  await switcher.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Successfully edited the data!');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(SECOND_CONSULTANT);
  await expect(page.getByRole('tabpanel')).toContainText('20/11/2026');
  await toastsGone(page);
  await screenshot(page, 'contractor-record');

  // The demo consultant no longer reviews anyone here: the Government terminates it.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: SUBPROJECT }).click();
  await page.getByRole('tab', { name: 'Consultants' }).click();
  await page.getByRole('link', { name: DEMO_CONSULTANT }).click();
  await pageAction(page, 'Terminate');
  const terminate = page.getByRole('dialog', { name: 'Terminate' });
  await box(page, 'Termination date').fill(today());
  await box(page, 'Reason').fill('Work handed over to another consultant');
  await terminate.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Successfully edited the data!');
  await expect(page.getByText(/Terminated on \d{2}\/\d{2}\/\d{4}: this agency/)).toBeVisible();
  // Nothing more to do with a terminated consultant: no Terminate again, no action menu at all.
  await expect(page.getByRole('button', { name: 'Actions', exact: true })).toHaveCount(0);

  await logout(page);

  // The invitation names the department, project and subproject, and leads to the sign-up.
  const invitation = await newestMailTo(CONTRACTOR_USER, invited);
  expect(invitation.replace(/\s+/g, ' ')).toContain(
    `Public Works Department, Karnataka has invited ${CONTRACTOR} as a contractor to the subproject ${SUBPROJECT} of the project ${PROJECT}.`,
  );
  expect(invitation).toContain(`${subprojectUrl}/signup`);

  // The new user sets a password and is taken to the sign-up, which completes the agency's details.
  await acceptInvitation(page, CONTRACTOR_USER, invited, CONTRACTOR_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${subprojectUrl}/signup$`));
  await expect(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
  await expect(box(page, 'Agency name')).toHaveValue(CONTRACTOR);
  // Nothing else opens before the sign-up is done.
  await page.goto('/projects');
  await expect(page).toHaveURL(new RegExp(`${subprojectUrl}/signup$`));
  await choose(page, 'Type', 'Company');
  await box(page, 'PAN').fill('AAKCM4321Q');
  await box(page, 'E-mail').fill(`office.${runStamp}@malnad.example.in`);
  await box(page, 'Phone').fill('+918222252525');
  await box(page, 'Mobile').fill('9845033445');
  await box(page, 'House / building no.').fill('12');
  await box(page, 'Street').fill('Mysuru Road');
  await box(page, 'Town / city').fill('Hunsur');
  await box(page, 'District').fill('Mysuru');
  await choose(page, 'State', 'Karnataka');
  await box(page, 'Pincode').fill('571105');
  await screenshot(page, 'signup');
  await page.getByRole('button', { name: 'Complete sign-up' }).click();
  await expectToast(page, 'Successfully edited the data!');
  await expect(page).not.toHaveURL(/\/signup$/);

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/projects$/);
  const card = page.getByRole('listitem').filter({ hasText: SUBPROJECT });
  await expect(card).toContainText('No Establishments');
  await expect(card.getByRole('link', { name: 'Add Establishment' })).toBeVisible();
  // No compliance count is shown before the compliance engine computes one.
  await expect(card).not.toContainText('Violations');
  await screenshot(page, 'projects-new-contractor');
  await page.goto(`${subprojectUrl}/signup`);
  await expect(
    page.getByText(new RegExp(`You signed up for ${SUBPROJECT} on \\d{2}/\\d{2}/\\d{4}`)),
  ).toBeVisible();
  await logout(page);

  // The Government's tab shows the day it signed up.
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`${subprojectUrl}/details?tab=contractors`);
  const signedUp = page.getByRole('row').filter({ hasText: CONTRACTOR });
  await expect(signedUp).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(signedUp).not.toContainText('Pending');
  await logout(page);
});

test('the Government closes the subproject, then marks the project complete', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);

  // Not yet: the project still has an open subproject.
  await page.getByRole('button', { name: `Actions for ${PROJECT}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Email Compliance Report' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Mark as complete' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete Project' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Email Compliance Report' }).click();
  await expectToast(
    page,
    'Compliance email request has been updated successfully. You will receive the report soon',
  );

  await page.goto(`${subprojectUrl}/details`);
  await pageAction(page, 'Mark subproject as closed');
  await confirmIrreversible(page, 'Mark subproject as closed', 'complete');
  await expectToast(page, 'Closed successfully');
  await expect(page.getByText(/This subproject was closed on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await page.getByRole('tab', { name: 'Contractors' }).click();
  const row = page.getByRole('row').filter({ hasText: CONTRACTOR });
  await expect(row).toHaveAttribute('data-terminated', 'true');
  await expect(page.getByRole('button', { name: 'Invite Contractor' })).toHaveCount(0);
  await screenshot(page, 'subproject-closed');

  await page.goto(projectUrl);
  const download = page.waitForEvent('download');
  await pageAction(page, 'Download Compliance Report');
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectToast(page, 'Compliance report downloaded succesfully');

  await pageAction(page, 'Mark as complete');
  await confirmIrreversible(page, 'Mark as complete', 'complete');
  await expectToast(page, 'Closed successfully');
  await expect(page.getByText(/This project was marked as complete on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.goto('/projects');
  await filterBy(page, 'Closed');
  await expect(page).toHaveURL(/\/projects\?status=completed$/);
  const card = page.getByRole('article', { name: PROJECT });
  await expect(card).toContainText(/Closed on \d{2}\/\d{2}\/\d{4}/);
  await expect(card.getByRole('link', { name: `Add Subproject to ${PROJECT}` })).toHaveCount(0);
  await screenshot(page, 'projects-closed-filter');
});

test('a subproject without establishments, then its project without subprojects, are deleted', async ({
  page,
}) => {
  await login(page, accounts.govt);
  await page.getByRole('link', { name: 'Add Project' }).click();
  const name = `Temporary shed ${runStamp}`;
  await box(page, 'Project name').fill(name);
  await box(page, 'Location').fill('Mysuru');
  await choose(page, 'State', 'Karnataka');
  await box(page, 'Start date').fill('01122026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const projectPage = new URL(page.url()).pathname;

  await page.getByRole('link', { name: 'Add Subproject' }).click();
  await box(page, 'Subproject name').fill(`Shed roof ${runStamp}`);
  await box(page, 'Location').fill('Mysuru');
  await choose(page, 'State', 'Karnataka');
  await box(page, 'Start date').fill('02122026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: `Shed roof ${runStamp}`, level: 1 })).toBeVisible();
  await pageAction(page, 'Delete subproject');
  await confirmIrreversible(page, 'Delete subproject', 'DELETE');
  await expectToast(page, 'Deleted successfully');
  await expect(page).toHaveURL(projectPage);
  await expect(page.getByText('No subprojects yet')).toBeVisible();

  await page.goto('/projects');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark as complete' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm', exact: true }).fill('delete');
  await dialog
    .getByRole('checkbox', { name: 'I have the approval to do this and understand it cannot be undone' })
    .check();
  await dialog.getByRole('button', { name: 'Delete Project' }).click();
  await expect(dialog.getByText('Type DELETE to confirm').last()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
  await screenshot(page, 'delete-project-typed-word');
  await confirmIrreversible(page, 'Delete Project', 'DELETE');
  await expectToast(page, 'Deleted successfully');
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  await filterBy(page, 'Deleted');
  await expect(page.getByRole('article', { name })).toContainText('Deleted');
});

test('contractors, consultants and subcontractors each see their own part of the projects', async ({
  page,
}) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  const hinkal = page.getByRole('listitem').filter({ hasText: 'Package 1, Hinkal to Bogadi' });
  await expect(hinkal.getByRole('link', { name: 'Hinkal labour camp' })).toBeVisible();
  await expect(hinkal).toContainText('Karnataka');
  await expect(hinkal.getByRole('link', { name: 'Add Establishment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await screenshot(page, 'projects-contractor');
  await logout(page);

  await login(page, accounts.consultant);
  const consultantCard = page.getByRole('listitem').filter({ hasText: 'Package 1, Hinkal to Bogadi' });
  await expect(consultantCard).toContainText('Shree Ganesh Constructions');
  await expect(consultantCard).toContainText('Kaveri Builders & Engineers');
  await screenshot(page, 'projects-consultant');
  await logout(page);

  await login(page, accounts.subcontractor);
  const subcontractorCard = page.getByRole('listitem').filter({ hasText: 'Package 1, Hinkal to Bogadi' });
  await expect(subcontractorCard).toContainText('Establishments');
  await expect(subcontractorCard).not.toContainText('Violations');
  await expect(subcontractorCard.getByRole('link', { name: 'Add Establishment' })).toHaveCount(0);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the projects and a subproject fit the screen', async ({ page }) => {
    await login(page, accounts.govt);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'phone-projects-list');

    await page.getByRole('link', { name: 'View Details of Package 1, Hinkal to Bogadi' }).click();
    await expect(page.getByRole('heading', { name: 'Package 1, Hinkal to Bogadi', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Contractors' }).click();
    await expect(page.getByRole('table', { name: 'Contractors' })).toContainText(
      'Shree Ganesh Constructions',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'phone-subproject-contractors');

    await page.getByRole('button', { name: 'Invite Contractor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Contractor' });
    await expect(dialog.getByRole('button', { name: 'Invite a new contractor' })).toBeVisible();
    await page.screenshot({ path: 'apps/web/e2e/screenshots/phone-invite-contractor.png' });
  });
});
