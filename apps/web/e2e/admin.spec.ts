import { expect, test } from '@playwright/test';
import { acceptInvitation, accounts, box, expectToast, login, logout, runStamp, screenshot } from './helpers';

test('the admin invites a Government agency, whose user sets a password from the mail and logs in', async ({
  page,
}) => {
  // The id of a contractor of PWD Karnataka, which the new Government must not reach.
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/global-contractors');
  const foreign = await page.getByRole('link', { name: 'Shree Ganesh Constructions' }).getAttribute('href');
  await logout(page);

  await login(page, accounts.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('table', { name: 'Government Agencies' })).toContainText(
    'Public Works Department',
  );
  await screenshot(page, 'admin-agencies');
  await page.getByRole('link', { name: 'Invite Government' }).click();
  await expect(page).toHaveURL(/\/admin\/add$/);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Required.', { exact: true })).toHaveCount(8);
  await box(page, 'E-mail').fill('not-an-email');
  await box(page, 'Contact number').fill('12345');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Enter a valid contact number')).toBeVisible();
  await screenshot(page, 'admin-invite-errors');

  const email = `labour.${runStamp}@kerala.example.in`;
  await box(page, 'Agency name').fill(`Labour Department ${runStamp}, Kerala`);
  await box(page, 'Office address').fill('Thozhil Bhavan, Vikas Bhavan P.O.');
  await page.getByRole('combobox', { name: 'State', exact: true }).fill('Kera');
  await page.getByRole('option', { name: 'Kerala', exact: true }).click();
  await box(page, 'City').fill('Thiruvananthapuram');
  await box(page, 'Name').fill('Anitha Menon');
  await box(page, 'E-mail').fill(email);
  await box(page, 'Designation').fill('Additional Labour Commissioner');
  await box(page, 'Contact number').fill('9447012345');
  const invited = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, `A set-password link was mailed to ${email}`);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: `Labour Department ${runStamp}, Kerala` }).click();
  await expect(page.getByRole('heading', { name: `Labour Department ${runStamp}, Kerala` })).toBeVisible();
  await expect(page.getByText('Thiruvananthapuram')).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users).toContainText('Anitha Menon');
  await expect(users).toContainText('Never');
  // The status badge is never cut short, on a laptop or a phone.
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 768 });
    const status = users.getByText('Active', { exact: true });
    expect(await status.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'admin-agency');
  await logout(page);

  await acceptInvitation(page, email, invited, 'Kerala@2026');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('button', { name: /^User menu of/ })).toContainText(
    `Labour Department ${runStamp}`,
  );

  // Another Government's contractor is not there for this one.
  await page.goto(foreign ?? '/global-contractors/none');
  await expect(page.getByRole('heading', { name: 'Contractor not found' })).toBeVisible();
  await screenshot(page, 'global-contractor-not-found');
});
