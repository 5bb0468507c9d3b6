import type { Role } from '@anupalan/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EstablishmentListItem, LinkedContractor } from '../../api/contracts';
import { EstablishmentNav } from './EstablishmentNav';

const ref = { projectId: 'p1', subprojectId: 's1' };
const base = '/projects/p1/subprojects/s1';
const subproject = {
  id: '00000000-0000-4000-8000-000000000051',
  body: { name: 'Package 1, Hinkal to Bogadi' },
  status: 2,
  closed_on: null,
  projects: { id: '00000000-0000-4000-8000-000000000061', body: { name: 'Mysuru Outer Ring Road' } },
};
const contractorA = '00000000-0000-4000-8000-0000000000a1';
const contractorB = '00000000-0000-4000-8000-0000000000a2';

function establishment(
  id: string,
  name: string,
  extra: Partial<EstablishmentListItem> = {},
): EstablishmentListItem {
  return {
    id,
    contractor_agency_id: contractorA,
    body: { name, state: null },
    status: 0,
    closed_on: null,
    ...extra,
  };
}

const camp = establishment('e1', 'Hinkal labour camp', { status: 1 });
const plant = establishment('e2', 'Bogadi batching plant', {
  contractor_agency_id: contractorB,
  status: 1,
  closed_on: '2026-11-20',
});
const office = establishment('e3', 'Vijayanagar site office', { status: 2, closed_on: '2026-11-21' });

function renderNav(role: Role, establishments: EstablishmentListItem[], contractors?: LinkedContractor[]) {
  const element = (
    <EstablishmentNav
      refIds={ref}
      subproject={subproject}
      establishments={establishments}
      contractors={contractors}
      selectedId="e1"
      role={role}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [`${base}/establishments/e1/details`],
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return screen.getByRole('navigation', { name: 'Establishments of the subproject' });
}

describe('the side navigation of a subproject', () => {
  it("heads with the subproject's details and marks each establishment's state", () => {
    const nav = renderNav('Government', [camp, plant, office]);
    expect(
      within(nav)
        .getByRole('link', { name: /Package 1, Hinkal to Bogadi/ })
        .getAttribute('href'),
    ).toBe(`${base}/details`);
    expect(within(nav).getByRole('link', { name: /Hinkal labour camp/ }).textContent).toContain(
      'Marked as completed by the contractor',
    );
    expect(within(nav).getByRole('link', { name: /Bogadi batching plant/ }).textContent).toContain(
      'Completed on 20/11/2026 by Govt',
    );
    expect(within(nav).getByRole('link', { name: /Vijayanagar site office/ }).textContent).toContain(
      'Cancelled by Govt on 21/11/2026',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Bogadi batching plant/ })
        .getAttribute('href'),
    ).toBe(`${base}/establishments/e2/complianceDashboard`);
  });

  it('lists the pages of the selected establishment only, with the current one marked', () => {
    const nav = renderNav('Contractor', [camp, office]);
    const details = within(nav).getByRole('link', { name: 'INFO & REQUIREMENTS' });
    expect(details.getAttribute('aria-current')).toBe('page');
    expect(details.getAttribute('href')).toBe(`${base}/establishments/e1/details`);
    expect(within(nav).getAllByRole('link', { name: 'SUBCONTRACTORS' })).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'INCIDENTS' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('gives a subcontractor its limited entries, each establishment leading to its details', () => {
    const nav = renderNav('Subcontractor', [camp]);
    expect(within(nav).queryByRole('link', { name: 'SUBCONTRACTORS' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'RETURNS' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'COMPLIANCE DASHBOARD' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'INCIDENTS' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'WAGE REGISTER (FORM B)' })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /Hinkal labour camp/ })
        .getAttribute('href'),
    ).toBe(`${base}/establishments/e1/details`);
  });

  it("groups a consultant's establishments under their contractor's name", () => {
    const contractors = [
      {
        agency_id: contractorA,
        name: 'Shree Ganesh Constructions',
        agency_body: {},
        consultant_name: null,
        terminated_on: null,
      },
      {
        agency_id: contractorB,
        name: 'Kaveri Builders',
        agency_body: {},
        consultant_name: null,
        terminated_on: null,
      },
    ];
    const nav = renderNav('Consultant', [plant, camp], contractors);
    expect(within(nav).getByText('Contractor: Kaveri Builders')).toBeTruthy();
    expect(within(nav).getByText('Contractor: Shree Ganesh Constructions')).toBeTruthy();
  });

  it('says so when the subproject has no establishments yet', () => {
    const nav = renderNav('Contractor', []);
    expect(within(nav).getByText('No establishments created yet')).toBeTruthy();
  });
});
