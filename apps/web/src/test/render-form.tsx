import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders a piece of the app (a form, say) on its own page, with the providers the app has. */
export function renderPage(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] });
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
