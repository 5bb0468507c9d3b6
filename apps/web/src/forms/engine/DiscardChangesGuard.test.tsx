import type { FormSchema } from '@anupalan/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { createFakeApi } from '../../test/fake-api';
import { fixtureSchema } from '../../test/fixture-schema';
import { resetSessionExpiry } from '../../test/reset-session';
import { FormRenderer } from '../FormRenderer';
import { DiscardChangesGuard } from './DiscardChangesGuard';

const schema: FormSchema = fixtureSchema({
  type: 'test',
  purpose: 'one',
  title: 'Note',
  saveUrl: '/api/notes',
  steps: [{ title: 'Note', fields: [{ type: 'text', colName: 'note', title: 'Note' }] }],
});

beforeEach(() => {
  resetSessionExpiry();
  const api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

function renderTwoPages() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <FormRenderer schema={schema} />
            <Link to="/elsewhere">Elsewhere</Link>
            <DiscardChangesGuard />
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('leaving a form', () => {
  it('leaves an untouched form without asking', async () => {
    const router = renderTwoPages();
    fireEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before discarding changes: No stays, Yes leaves', async () => {
    const router = renderTwoPages();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note' }), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to discard your changes?');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('value')).toBe('draft');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });
});
