import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, withPublicEndpoints } from '../../../../test/fake-api';
import { agency, sessionEntry } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { resetSessionExpiry } from '../../../../test/reset-session';

const GOVERNMENT = '00000000-0000-4000-8000-0000000000f1';
const RING_ROAD = '00000000-0000-4000-8000-000000000101';
const STADIUM = '00000000-0000-4000-8000-000000000102';
const PACKAGE_1 = '00000000-0000-4000-8000-000000000201';

const project = (id: string, name: string, subprojects: unknown[]) => ({
  id,
  body: { name, location: 'Mysuru', state: 'Karnataka' },
  closed_on: null,
  is_deleted: false,
  serial_no: 1,
  max_count: 2,
  subprojects,
});

const packageCard = {
  subproject_id: PACKAGE_1,
  subprojects: {
    body: { name: 'Package 1, Hinkal to Bogadi', location: 'Hinkal, Mysuru' },
    closed_on: '2026-10-31',
    status: 2,
    is_deleted: false,
  },
  projects: { id: RING_ROAD },
  compliances: { violations: 1234, warnings: 0 },
};

let api: FakeApi;

beforeEach(() => {
  resetSessionExpiry();
  api = withPublicEndpoints(createFakeApi());
  api.reply('GET /api/get-user', 200, [
    sessionEntry({ role: 'Government', agencies: [agency(GOVERNMENT, 'Government', 'PWD Karnataka')] }),
  ]);
  api.reply('GET /api/agencies/current', 200, {
    id: GOVERNMENT,
    type: 'Government',
    scope_agency_id: null,
    body: { name: 'PWD Karnataka', state: 'Karnataka' },
  });
  api.reply('GET /api/projects/stats', 200, {
    stats: {
      project: [{ completed_projects: 1, total_projects: 4 }],
      subproject: [{ completed_sub_projects: 1, total_sub_projects: 3 }],
      establishment: [{ cancelled_sub_projects_establishments: 0 }],
    },
  });
  api.on('GET /api/projects', (_, url) => ({
    status: 200,
    body:
      url.searchParams.get('subproject_status') === 'deleted'
        ? []
        : [
            project(RING_ROAD, 'Mysuru Outer Ring Road improvement', [packageCard]),
            project(STADIUM, 'Stadium', []),
          ],
  }));
  api.reply(`GET /api/projects/${RING_ROAD}`, 200, {
    id: RING_ROAD,
    body: { name: 'Mysuru Outer Ring Road improvement' },
    closed_on: null,
    created_at: '2026-04-01T00:00:00.000Z',
    subprojects: [{ id: PACKAGE_1, body: { name: 'Package 1' }, status: 2, closed_on: '2026-10-31' }],
  });
  api.reply(`GET /api/projects/${STADIUM}`, 200, {
    id: STADIUM,
    body: { name: 'Stadium' },
    closed_on: null,
    created_at: '2026-04-01T00:00:00.000Z',
    subprojects: [],
  });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).queryByText('Loading...')).toBeNull());
  return menu;
}

describe('the project list of a Government', () => {
  it("shows the summary cards and each subproject's open violations and warnings", async () => {
    renderApp('/projects');
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(await within(projects).findByText('3')).toBeTruthy();
    expect(within(projects).getByText('Ongoing')).toBeTruthy();
    expect(await screen.findByText('Package 1, Hinkal to Bogadi')).toBeTruthy();
    expect(screen.getByText('1234 violations')).toBeTruthy();
    expect(screen.getByText('0 warnings')).toBeTruthy();
  });

  it("offers 'Mark as complete' when every subproject is closed, and no 'Delete Project'", async () => {
    renderApp('/projects');
    const menu = await openMenu('Mysuru Outer Ring Road improvement');
    expect(within(menu).getByRole('menuitem', { name: 'Mark as complete' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete Project' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Download Compliance Report' })).toBeTruthy();
  });

  it("offers 'Delete Project' for a project without subprojects", async () => {
    renderApp('/projects');
    const menu = await openMenu('Stadium');
    expect(within(menu).getByRole('menuitem', { name: 'Delete Project' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as complete' })).toBeNull();
  });

  it('filters by status through the address and asks the server for that status', async () => {
    const { router } = renderApp('/projects');
    await screen.findByText('Stadium');
    fireEvent.click(screen.getByRole('radio', { name: 'Deleted' }));
    // The server answers the deleted filter with no projects.
    expect(await screen.findByText('No results to show.')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=deleted');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText('Stadium');
    expect(router.state.location.search).toBe('');
  });
});

describe('the project list of a contractor', () => {
  it('shows each of its establishments with its open violations and warnings', async () => {
    const CONTRACTOR = '00000000-0000-4000-8000-0000000000c1';
    api.reply('GET /api/get-user', 200, [
      sessionEntry({ role: 'Contractor', agencies: [agency(CONTRACTOR, 'Contractor', 'Shree Ganesh')] }),
    ]);
    api.reply('GET /api/agencies/current', 200, {
      id: CONTRACTOR,
      type: 'Contractor',
      scope_agency_id: null,
      body: { name: 'Shree Ganesh', state: 'Karnataka' },
    });
    const camp = {
      id: '00000000-0000-4000-8000-000000000301',
      body: { name: 'Hinkal labour camp', state: 'Karnataka' },
      status: 0,
      closed_on: null,
      compliances: { violations: 2, warnings: 1 },
    };
    api.on('GET /api/projects', () => ({
      status: 200,
      body: [
        project(RING_ROAD, 'Mysuru Outer Ring Road improvement', [
          { ...packageCard, compliances: { violations: 2, warnings: 1 }, establishments: [camp] },
        ]),
      ],
    }));
    renderApp('/projects');
    const link = await screen.findByRole('link', { name: 'Hinkal labour camp' });
    expect(link.parentElement?.textContent).toContain('2 violations, 1 warning');
  });
});
