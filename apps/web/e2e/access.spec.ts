import { expect, test } from '@playwright/test';
import { accounts, fillLogin, login, logout, openUserMenu, screenshot } from './helpers';

test('a visitor sees the login page with View Guides, and the guides with Back to Login', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Guides' }).first()).toBeVisible();
  await screenshot(page, 'login-desktop');

  await page.getByRole('banner').getByRole('link', { name: 'View Guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole('heading', { name: 'Guides' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
  await screenshot(page, 'guides-logged-out');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/Login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a banner says so while the network is down', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'No internet connection' });
  await expect(banner).toHaveText('No internet connection. Please check your network settings.');
  await screenshot(page, 'offline');
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

const landings = [
  {
    email: accounts.admin,
    path: '/admin',
    menu: ['GOVERNMENT', 'LAW', 'GUIDES'],
    heading: 'Government Agencies',
  },
  {
    email: accounts.govt,
    path: '/projects',
    menu: ['PROJECTS', 'COMPLIANCE', 'CONSULTANTS', 'CONTRACTORS', 'LAW', 'GUIDES'],
    heading: 'Projects',
  },
  { email: accounts.consultant, path: '/projects', menu: ['PROJECTS', 'LAW', 'GUIDES'], heading: 'Projects' },
  { email: accounts.contractor, path: '/projects', menu: ['PROJECTS', 'LAW', 'GUIDES'], heading: 'Projects' },
  {
    email: accounts.contractor2,
    path: '/projects',
    menu: ['PROJECTS', 'LAW', 'GUIDES'],
    heading: 'Projects',
  },
  {
    email: accounts.subcontractor,
    path: '/projects',
    menu: ['PROJECTS', 'LAW', 'GUIDES'],
    heading: 'Projects',
  },
];

for (const { email, path, menu, heading } of landings) {
  test(`${email} lands on ${path} with the menu of the role, and logs out after confirming`, async ({
    page,
  }) => {
    await login(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link')).toHaveText(menu);

    await logout(page);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the admin is kept out of projects and others out of the admin area', async ({ page }) => {
  await login(page, accounts.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/admin$/);
  await openUserMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByText('System Admin')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Agency Details' })).toHaveCount(0);
  await screenshot(page, 'admin-user-menu');
  await page.keyboard.press('Escape');
  await logout(page);

  // The admin area asks for an admin's sign-in: anyone else goes to login, and an admin returns to it.
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, accounts.admin, 'Demo@1234');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a visitor opening a protected page returns to it after logging in', async ({ page }) => {
  await page.goto('/global-contractors');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, accounts.govt, 'Demo@1234');
  await expect(page).toHaveURL(/\/global-contractors$/);
  await expect(page.getByRole('heading', { name: 'Contractors' })).toBeVisible();
  await screenshot(page, 'government-contractors');
});

test('a failed login shows the reason under the form and a fresh captcha', async ({ page }) => {
  await login(page, accounts.contractor, 'Wrong@1234');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Invalid email or password');
  await expect(page.getByLabel('Captcha text')).toHaveValue('');
  await screenshot(page, 'login-failed');
});

test('a user of two agencies chooses one, then switches from the user menu', async ({ page }) => {
  await login(page, accounts.multi);
  await expect(page).toHaveURL(/\/chooseAgency$/);
  await expect(page.getByRole('heading', { name: 'Choose agency' })).toBeVisible();
  await screenshot(page, 'choose-agency');
  await page.getByRole('button', { name: /Shree Ganesh Constructions/ }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('button', { name: /^User menu of/ })).toContainText(
    'Shree Ganesh Constructions',
  );

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch Agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch Agency' });
  await expect(dialog.getByText('Current agency')).toBeVisible();
  await screenshot(page, 'switch-agency');
  await dialog.getByRole('button', { name: /Sai Infra Consultants/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('button', { name: /^User menu of/ })).toContainText('Sai Infra Consultants');
});
