import { expect, test } from '@playwright/test';
import {
  acceptInvitation,
  accounts,
  box,
  expectToast,
  fillLogin,
  login,
  logout,
  runStamp,
  screenshot,
} from './helpers';

test('a Government adds a contractor and its users; a revoked user cannot log in until reinstated', async ({
  page,
}) => {
  const company = `Malnad Infra ${runStamp}`;
  const first = `owner.${runStamp}@malnad.example.in`;
  const second = `site.${runStamp}@malnad.example.in`;

  await login(page, accounts.govt);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'CONTRACTORS' })
    .click();
  await expect(page.getByRole('heading', { name: 'Contractors' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Contractor' }).click();
  const add = page.getByRole('dialog', { name: 'Add Contractor' });
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Required', { exact: true })).toHaveCount(3);
  await box(page, 'Company name').fill(company);
  await box(page, 'User name').fill('Prakash Hegde');
  await box(page, 'E-mail').fill(first);
  const created = new Date(Date.now() - 1000);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Contractor is added');
  await expect(add).toBeHidden();
  await screenshot(page, 'global-contractors');

  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/tab=users/);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users).toContainText('Prakash Hegde');

  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await box(page, 'User name').fill('Kavya Shetty');
  await box(page, 'E-mail').fill(second);
  await addUser.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'User was added successfully');
  await expect(users.getByRole('row')).toHaveCount(3);

  // A user who never logged in: name and e-mail can change, and removing deletes them.
  await page.getByRole('button', { name: 'Actions for Kavya Shetty' }).click();
  await page.getByRole('menuitem', { name: 'Edit name' }).click();
  await box(page, 'Name').fill('Kavya R. Shetty');
  await page.getByRole('dialog', { name: 'Edit name' }).getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'User name has been updated successfully.');
  await page.getByRole('button', { name: 'Actions for Kavya R. Shetty' }).click();
  await page.getByRole('menuitem', { name: 'Edit e-mail' }).click();
  const editEmail = page.getByRole('dialog', { name: 'Edit e-mail' });
  await expect(
    editEmail.getByText('The user will get a new temporary password at the new e-mail address.'),
  ).toBeVisible();
  await screenshot(page, 'edit-user-email');
  await box(page, 'New e-mail').fill(`kavya.${runStamp}@malnad.example.in`);
  await editEmail.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'User email has been updated successfully.');
  await expect(users).toContainText(`kavya.${runStamp}@malnad.example.in`);
  await page.getByRole('button', { name: 'Actions for Kavya R. Shetty' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove user' }).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'User removed');
  await expect(users.getByRole('row')).toHaveCount(2);
  await logout(page);

  // The first user sets a password; the new agency has no state yet, so its details come first.
  await acceptInvitation(page, first, created, 'Malnad@2026');
  await expect(page).toHaveURL(/\/agencies\?mode=edit$/);
  await expect(page.getByText('Complete your agency details')).toBeVisible();
  await expect(box(page, 'Agency name')).toHaveValue(company);
  await screenshot(page, 'agency-complete-first');
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/agencies\?mode=edit$/);
  await logout(page);

  // Revoked: the user who logged in is revoked, not deleted, and cannot log in.
  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/global-contractors');
  await page.getByRole('link', { name: company }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Actions for Prakash Hegde' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove user' }).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'An agency must keep at least one active user.');
  // It keeps one: add a colleague first, then revoke.
  await page.getByRole('button', { name: 'Add User' }).click();
  await box(page, 'User name').fill('Ravi Kamath');
  await box(page, 'E-mail').fill(`ravi.${runStamp}@malnad.example.in`);
  await page.getByRole('dialog', { name: 'Add User' }).getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'User was added successfully');
  await page.getByRole('button', { name: 'Actions for Prakash Hegde' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove user' }).getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'User revoked');
  const revokedRow = page.getByRole('row').filter({ hasText: 'Prakash Hegde' });
  await expect(revokedRow).toContainText('Revoked');
  await screenshot(page, 'global-contractor-users-revoked');
  await logout(page);

  await page.goto('/login');
  await fillLogin(page, first, 'Malnad@2026');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your access has been revoked');

  await login(page, accounts.govt);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/global-contractors');
  await page.getByRole('link', { name: company }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Actions for Prakash Hegde' }).click();
  await page.getByRole('menuitem', { name: 'Reinstate' }).click();
  await expectToast(page, 'User access reinstated');
  await expect(page.getByRole('row').filter({ hasText: 'Prakash Hegde' })).toContainText('Active');

  // The details tab: the record with its logs.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'View Logs' }).click();
  const logs = page.getByRole('dialog', { name: 'Logs' });
  await expect(logs.getByText('Created').first()).toBeVisible();
  await expect(logs).toContainText('Rajesh Kumar');
  await screenshot(page, 'global-contractor-logs');
  await page.keyboard.press('Escape');
  await expect(logs).toBeHidden();
  await logout(page);

  await login(page, first, 'Malnad@2026');
  await expect(page).toHaveURL(/\/agencies\?mode=edit$/);
});
