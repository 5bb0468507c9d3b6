import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { createFakeApi, withPublicEndpoints } from '../../test/fake-api';
import { resetSessionExpiry } from '../../test/reset-session';
import { AppProviders } from '../providers';
import { RootLayout } from './RootLayout';

beforeEach(() => {
  resetSessionExpiry();
  const api = withPublicEndpoints(createFakeApi());
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

describe('while the next page is fetched', () => {
  it('keeps the current page and shows a loading bar until the page is there', async () => {
    let arrive: () => void = () => undefined;
    const fetched = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Link to="/next">Next page</Link> },
          {
            path: '/next',
            lazy: async () => {
              await fetched;
              return { element: <h1>The next page</h1> };
            },
          },
        ],
      },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );

    fireEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();

    arrive();
    expect(await screen.findByRole('heading', { name: 'The next page' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
