import type { Role } from '@anupalan/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, withPublicEndpoints } from '../../../test/fake-api';
import { agency, sessionEntry } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { resetSessionExpiry } from '../../../test/reset-session';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PROJECT = '00000000-0000-4000-8000-000000000101';
const SUBPROJECT = '00000000-0000-4000-8000-000000000201';

let api: FakeApi;

function signedInAs(role: Exclude<Role, 'Admin' | 'Government'>) {
  api.reply('GET /api/get-user', 200, [
    sessionEntry({ role, agencies: [agency(AGENCY, role, 'Malnad Infra')] }),
  ]);
  api.reply('GET /api/agencies/current', 200, {
    id: AGENCY,
    type: role,
    scope_agency_id: null,
    body: { name: 'Malnad Infra', state: 'Karnataka' },
  });
}

beforeEach(() => {
  resetSessionExpiry();
  api = withPublicEndpoints(createFakeApi());
  api.reply('GET /api/master-cms', 200, []);
  api.reply('GET /api/projects', 200, []);
  api.reply('GET /api/agencies/signups', 200, []);
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

describe('/projects for an agency with nothing to reach', () => {
  it('tells a subcontractor without login access why the page is empty, and who can change it', async () => {
    signedInAs('Subcontractor');
    renderApp('/projects');
    const notice = await screen.findByRole('status', { name: 'Nothing to work on yet' });
    expect(notice.textContent).toContain('Your agency has no login access to any establishment now.');
    expect(screen.queryByText('No results to show.')).toBeNull();
  });

  it('tells a contractor that is on no subproject how it gets there', async () => {
    signedInAs('Contractor');
    renderApp('/projects');
    const notice = await screen.findByRole('status', { name: 'Nothing to work on yet' });
    expect(notice.textContent).toContain('Your agency has not been invited to any subproject yet.');
  });
});

describe('/projects for an invited agency', () => {
  it('links each invitation waiting for its sign-up', async () => {
    signedInAs('Consultant');
    api.reply('GET /api/agencies/signups', 200, [
      {
        kind: 'consultant',
        agency_id: AGENCY,
        subproject_id: SUBPROJECT,
        project_id: PROJECT,
        subproject_name: 'Package 3, Hunsur bypass',
        project_name: 'Hunsur road widening',
      },
    ]);
    renderApp('/projects');
    const notice = await screen.findByRole('status', { name: 'Invitations waiting for your sign-up' });
    const link = within(notice).getByRole('link', {
      name: 'Package 3, Hunsur bypass (Hunsur road widening)',
    });
    expect(link.getAttribute('href')).toBe(`/projects/${PROJECT}/subprojects/${SUBPROJECT}/signup`);
  });
});
