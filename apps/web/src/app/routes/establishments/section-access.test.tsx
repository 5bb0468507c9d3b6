import type { Role, SessionEntry } from '@anupalan/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { subprojectRoute } from './routes';
import { ContractorOnlyPage } from './section-access';

/** The element the app's router shows at subcontractors/add (its module is fetched when first opened). */
async function addSubcontractorElement(
  routes: RouteObject[] = [subprojectRoute],
): Promise<RouteObject['element']> {
  for (const route of routes) {
    if (route.path === 'subcontractors/add') {
      if (typeof route.lazy !== 'function') return route.element;
      return (await route.lazy()).element;
    }
    const found = route.children && (await addSubcontractorElement(route.children));
    if (found) return found;
  }
  return undefined;
}

let role: Role = 'Contractor';
vi.mock('../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

function renderAt(as: Role, element: RouteObject['element']) {
  role = as;
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/projects/p1/subprojects/s1/establishments/e1/subcontractors/add'],
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('subcontractors/add opened by its address', () => {
  it('shows the contractor the form', () => {
    renderAt(
      'Contractor',
      <ContractorOnlyPage>
        <form aria-label="Add Subcontractor" />
      </ContractorOnlyPage>,
    );
    expect(screen.getByRole('form', { name: 'Add Subcontractor' })).toBeTruthy();
  });

  for (const other of ['Government', 'Consultant', 'Subcontractor'] as const) {
    it(`shows a ${other} a refusal, not the form`, async () => {
      // The app's own route for the page, not a stand-in.
      renderAt(other, await addSubcontractorElement());
      expect(
        screen.getByText('Only the contractor of this establishment can add subcontractors.'),
      ).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
    });
  }
});
