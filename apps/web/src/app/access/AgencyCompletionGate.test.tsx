import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, withPublicEndpoints } from '../../test/fake-api';
import { sessionEntry } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetSessionExpiry } from '../../test/reset-session';

let api: FakeApi;
const agencyId = '00000000-0000-4000-8000-0000000000a1';

beforeEach(() => {
  resetSessionExpiry();
  api = withPublicEndpoints(createFakeApi());
  api.reply('GET /api/get-user', 200, [sessionEntry()]);
  api.reply('GET /api/master-cms', 200, []);
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

const agency = (body: Record<string, unknown>) => ({
  id: agencyId,
  type: 'Contractor',
  scope_agency_id: null,
  body,
});

describe('an agency without a state', () => {
  it('sends its users to complete Agency Details first when it has no invitation', async () => {
    api.reply('GET /api/agencies/current', 200, agency({ name: 'Malnad Infra' }));
    api.reply('GET /api/agencies/signups', 200, []);
    const { router } = renderApp('/projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agencies'));
    expect(router.state.location.search).toBe('?mode=edit');
    expect(await screen.findByText('Complete your agency details')).toBeTruthy();
  });

  it("sends an invited agency to its subproject's sign-up", async () => {
    const projectId = '00000000-0000-4000-8000-000000000101';
    const subprojectId = '00000000-0000-4000-8000-000000000201';
    api.reply('GET /api/agencies/current', 200, agency({ name: 'Malnad Infra' }));
    api.reply('GET /api/agencies/signups', 200, [
      {
        kind: 'contractor',
        agency_id: agencyId,
        subproject_id: subprojectId,
        project_id: projectId,
        subproject_name: 'Package 3, Hunsur bypass',
        project_name: 'Hunsur road widening',
      },
    ]);
    const { router } = renderApp('/projects');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${projectId}/subprojects/${subprojectId}/signup`,
      ),
    );
  });

  it('lets them through once the state is filled in', async () => {
    api.reply('GET /api/agencies/current', 200, agency({ name: 'Malnad Infra', state: 'Karnataka' }));
    const { router } = renderApp('/projects');
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
  });
});
