import type { Role, SessionEntry } from '@anupalan/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { WagePlace } from '../../context';
import { EST, REG } from '../../test-data';
import { StartDatePage } from './StartDatePage';

const role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const place: WagePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false, commencementDate: '2026-05-10' },
  trail: [],
};
const CANCELLED = '00000000-0000-4000-8000-000000000ccc';
const base = '/projects/p1/subprojects/s1/establishments';

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function open(date: string) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <StartDatePage place={place} date={date} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/start'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const listed = (id: string, from: string, status: string | null) => ({
  id,
  from_date: from,
  to_date: '2026-11-07',
  status,
  total_entries: 3,
  entries_completed: 0,
  total_gross: '0.00',
  total_net_payment: '0.00',
  total_deduction_amount: '0.00',
  submitted_on: null,
  date_of_payment: null,
  cancelled_on: null,
  last_updated_on: '2026-11-08T05:00:00.000Z',
  serial_no: 1,
  max_count: 3,
});

let api: FakeApi;
let asked: string[];
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  asked = [];
  api.on(`GET /api/establishments/${EST}/wages`, (_body, url) => {
    asked.push(`${url.searchParams.get('start_date')} ${url.searchParams.get('end_date')}`);
    return {
      status: 200,
      body: {
        from_date: null,
        to_date: null,
        wage_registers: [
          listed(CANCELLED, '2026-11-01', 'cancelled'),
          listed(REG, '2026-11-01', null),
          listed('00000000-0000-4000-8000-000000000ddd', '2026-10-25', 'paid_and_signed'),
        ],
        max_count: 3,
        can_create: true,
      },
    };
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('a wage register opened by its start date', { timeout: 20_000 }, () => {
  it('opens the live register that starts on the date, asking for that day only', async () => {
    open('2026-11-01');
    expect(await screen.findByText(`at ${base}/${EST}/wageRegisters/id/${REG}`)).toBeTruthy();
    expect(asked).toEqual(['01/11/2026 01/11/2026']);
  });

  it('takes the date written dd-MM-yyyy too', async () => {
    open('01-11-2026');
    expect(await screen.findByText(`at ${base}/${EST}/wageRegisters/id/${REG}`)).toBeTruthy();
  });

  it('sends a date that is not one to the list, asking the server nothing', async () => {
    open('2026-02-30');
    expect(await screen.findByText(`at ${base}/${EST}/wageRegisters`)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('says plainly that no register starts on a date', async () => {
    open('2026-11-02');
    expect(await screen.findByText('No wage register starts on 02/11/2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the wage registers' })).toBeTruthy();
  });
});
