import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgencyUser } from '../../../lib/contracts/agencies';
import { createFakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-form';
import { resetSessionExpiry } from '../../../test/reset-session';
import { UsersTable } from './UsersTable';

const user = (over: Partial<AgencyUser>): AgencyUser => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  email_address: 'asha@example.in',
  body: { name: 'Asha Rao' },
  last_login: null,
  status: 'active',
  serial_no: 1,
  max_count: 3,
  ...over,
});

const users = [
  user({}),
  user({
    id: '00000000-0000-4000-8000-0000000000d2',
    body: { name: 'Ravi Kamath' },
    last_login: '2026-03-31T18:45:00Z',
    serial_no: 2,
  }),
  user({
    id: '00000000-0000-4000-8000-0000000000d3',
    body: { name: 'Prakash Hegde' },
    last_login: '2026-03-30T04:30:00Z',
    status: 'revoked',
    serial_no: 3,
  }),
];

const actions = { editName: vi.fn(), editEmail: vi.fn(), remove: vi.fn(), reinstate: vi.fn() };

beforeEach(() => {
  resetSessionExpiry();
  const api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

function menuOf(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu');
}

describe('the users of an agency', () => {
  it('marks revoked users and shows when each last logged in', async () => {
    renderPage(<UsersTable users={users} withContact={false} actions={actions} />);
    const revoked = (await screen.findByText('Prakash Hegde')).closest('tr');
    expect(revoked?.getAttribute('data-status')).toBe('revoked');
    expect(within(revoked as HTMLElement).getByText('Revoked')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText('Apr 01, 2026 12:15 AM')).toBeTruthy();
  });

  it('offers the e-mail change only to a user who never logged in', async () => {
    renderPage(<UsersTable users={users} withContact={false} actions={actions} />);
    await screen.findByText('Asha Rao');
    expect(within(menuOf('Asha Rao')).getByRole('menuitem', { name: 'Edit e-mail' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(within(menuOf('Ravi Kamath')).queryByRole('menuitem', { name: 'Edit e-mail' })).toBeNull();
  });

  it('offers reinstating a revoked user instead of removing', async () => {
    renderPage(<UsersTable users={users} withContact={false} actions={actions} />);
    await screen.findByText('Prakash Hegde');
    const menu = menuOf('Prakash Hegde');
    expect(within(menu).queryByRole('menuitem', { name: 'Remove' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Reinstate' }));
    expect(actions.reinstate).toHaveBeenCalledWith(users[2]);
  });
});
