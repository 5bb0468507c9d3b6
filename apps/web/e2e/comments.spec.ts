import { expect, type Page, test } from '@playwright/test';
import { accounts, login, logout, runStamp, screenshot } from './helpers';

/**
 * Consultant comments end to end: the demo consultant comments on a requirement page, the contractor replies
 * and resolves, and the consultant finds it under Resolved, in the panel and on the dashboard's comments page.
 */
test.describe.configure({ mode: 'serial' });

const SUBPROJECT = 'Package 1, Hinkal to Bogadi';
const COMMENT = `POSH internal committee order is not signed by the employer, ref ${runStamp}.`;
const REPLY = `Signed order uploaded today, ref ${runStamp}.`;
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The POSH committee requirement page of the Hinkal labour camp, found through the contractor's API. */
let requirementPage = '';
let dashboardComments = '';

async function findPages(page: Page) {
  const projects = (await (await page.request.get('/api/projects')).json()) as {
    id: string;
    subprojects: {
      subproject_id: string;
      subprojects: { body: { name: string } };
      establishments: { id: string; body: { name: string } }[];
    }[];
  }[];
  for (const project of projects) {
    const sub = project.subprojects.find((s) => s.subprojects.body.name === SUBPROJECT);
    const camp = sub?.establishments.find((e) => e.body.name === 'Hinkal labour camp');
    if (!sub || !camp) continue;
    const requirements = (await (
      await page.request.get(`/api/establishments/${camp.id}/requirements`)
    ).json()) as { id: string; cms_master: { type: string; purpose: string } }[];
    const posh = requirements.find((r) => /posh/i.test(`${r.cms_master.type} ${r.cms_master.purpose}`));
    if (!posh) throw new Error('no POSH requirement');
    const base = `/projects/${project.id}/subprojects/${sub.subproject_id}/establishments/${camp.id}`;
    requirementPage = `${base}/requirements/${posh.id}`;
    dashboardComments = `${base}/complianceDashboard/comments/establishmentInfo`;
    return;
  }
  throw new Error('the Hinkal labour camp is not among the projects');
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Comments' });
const card = (page: Page, text: string) => panel(page).getByRole('article').filter({ hasText: text });

test('the consultant comments on a requirement page', async ({ page }) => {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await findPages(page);
  await logout(page);

  await page.setViewportSize(LAPTOP);
  await login(page, accounts.consultant);
  await expect(page).toHaveURL(/\/projects/);
  await page.goto(requirementPage);
  const button = page.getByRole('button', { name: /^Comments: \d+ unresolved on this page/ });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/isComment=true/);
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(panel(page).getByText('Required')).toBeVisible();
  await panel(page)
    .getByRole('textbox', { name: /Comment/ })
    .fill(COMMENT);
  await panel(page).getByRole('button', { name: 'Add comment' }).click();
  await expect(card(page, COMMENT)).toBeVisible();
  await expect(card(page, COMMENT).getByText('Anil Deshpande, Sai Infra Consultants Pvt Ltd')).toBeVisible();
  await screenshot(page, 'comments-panel-consultant', { viewport: true });
  // Esc closes the panel and takes isComment off the address; the header counts the open comment.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(page).not.toHaveURL(/isComment/);
  await expect(page.getByRole('button', { name: 'Comments: 1 unresolved on this page' })).toBeVisible();
  await screenshot(page, 'comments-header-laptop');
});

test('the contractor replies and resolves it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects/);
  await page.goto(requirementPage);
  // On a phone the header's button is the icon and the count.
  await expect(page.getByRole('button', { name: 'Comments: 1 unresolved on this page' })).toBeVisible();
  await screenshot(page, 'comments-header-phone', { viewport: true });
  await page.getByRole('button', { name: 'Comments: 1 unresolved on this page' }).click();
  await expect(panel(page)).toBeVisible();
  // A contractor does not comment; it replies and resolves.
  await expect(panel(page).getByRole('button', { name: 'Add comment' })).toHaveCount(0);
  const mine = card(page, COMMENT);
  await mine.getByRole('button', { name: 'Reply' }).click();
  await mine.getByRole('textbox', { name: /Reply/ }).fill(REPLY);
  await mine.getByRole('button', { name: 'Send reply' }).click();
  // The reply shows in the card's replies and the form closes (for a moment both hold the text).
  await expect(mine.getByLabel('1 reply').getByText(REPLY)).toBeVisible();
  await expect(mine.getByRole('textbox', { name: /Reply/ })).toHaveCount(0);
  await screenshot(page, 'comments-panel-phone', { viewport: true });
  await mine.getByRole('button', { name: 'Resolve' }).click();
  await expect(card(page, COMMENT)).toHaveCount(0);
  await panel(page)
    .getByRole('tab', { name: /Resolved/ })
    .click();
  await expect(card(page, COMMENT).getByText(/^Resolved by Suresh Patil on/)).toBeVisible();
  await screenshot(page, 'comments-resolved-phone', { viewport: true });
});

test('the consultant sees it under Resolved, in the panel and on the dashboard', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await login(page, accounts.consultant);
  await expect(page).toHaveURL(/\/projects/);
  await page.goto(`${requirementPage}?isComment=true`);
  await panel(page)
    .getByRole('tab', { name: /Resolved/ })
    .click();
  const resolved = card(page, COMMENT);
  await expect(resolved.getByText(REPLY)).toBeVisible();
  await expect(resolved.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Comments: 0 unresolved on this page' })).toBeVisible();

  await page.goto(dashboardComments);
  await expect(page.getByRole('heading', { name: 'Establishment Info comments' })).toBeVisible();
  await page.getByRole('button', { name: /^Resolved comments \(\d+\)/ }).click();
  const row = page.getByRole('link', { name: new RegExp(runStamp) });
  await expect(row).toBeVisible();
  await screenshot(page, 'comments-category-laptop');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'comments-category-phone');
  await row.click();
  await expect(page).toHaveURL(/requirements\/.+isComment=true/);
  await expect(panel(page)).toBeVisible();
});
