import type { Role, SessionEntry, WageRegisterListItem } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { WagePlace } from '../../context';
import { EST, REG } from '../../test-data';
import { WageRegisterList } from './WageRegisterList';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const place: WagePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false, commencementDate: '2024-05-10' },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const url = `/api/establishments/${EST}/wages`;
const item = (extra: Partial<WageRegisterListItem> = {}): WageRegisterListItem => ({
  id: REG,
  from_date: '2026-10-01',
  to_date: '2026-10-31',
  status: 'paid_and_signed',
  total_entries: 14,
  entries_completed: 14,
  total_gross: '293500.00',
  total_net_payment: '263198.00',
  total_deduction_amount: '30302.00',
  submitted_on: '2026-11-02T05:00:00Z',
  date_of_payment: '2026-11-06',
  cancelled_on: null,
  last_updated_on: '2026-11-06T05:00:00Z',
  serial_no: 1,
  max_count: 1,
  ...extra,
});

let api: FakeApi;
let years: string[];
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  api = createFakeApi();
  years = [];
  api.on(`GET ${url}`, (_body, asked) => {
    years.push(`${asked.searchParams.get('start_date')}-${asked.searchParams.get('end_date')}`);
    return {
      status: 200,
      body: {
        from_date: null,
        to_date: null,
        wage_registers: [item()],
        max_count: 1,
        can_create: role === 'Contractor',
      },
    };
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the wage registers of a year', { timeout: 20_000 }, () => {
  it('lists a year’s registers with DD/MM/YYYY periods and rupees, and pages back by year', async () => {
    renderPage(<WageRegisterList place={place} />);
    const table = await screen.findByRole('table', { name: /^Wage registers of \d{4}$/ });
    expect(within(table).getByRole('link', { name: '01/10/2026 - 31/10/2026' })).toBeTruthy();
    expect(within(table).getByText('Paid and Signed')).toBeTruthy();
    expect(within(table).getByText('₹2,93,500.00')).toBeTruthy();
    expect(within(table).getByText('06/11/2026')).toBeTruthy();
    const thisYear = new Date().getFullYear();
    expect(years[0]).toBe(`01/01/${thisYear}-31/12/${thisYear}`);
    expect(
      (screen.getByRole('button', { name: `Next year: ${thisYear + 1}` }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `Previous year: ${thisYear - 1}` }));
    await waitFor(() => expect(years).toContain(`01/01/${thisYear - 1}-31/12/${thisYear - 1}`));
  });

  it('adds a register only with both dates, and shows the server’s refusal as it is', async () => {
    const refusal =
      'The attendance of these dates is not complete: 03/11/2026 (no attendance register). Complete the attendance before creating the wage register.';
    api.on(`POST ${url}`, () => ({ status: 400, body: { message: refusal, code: 'ATTENDANCE_PENDING' } }));
    renderPage(<WageRegisterList place={place} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Wage Register' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Start Date/ }), {
      target: { value: '01112026' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /End Date/ }), {
      target: { value: '07112026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post).toBeTruthy();
    const sent = api.fetch.mock.calls.map(([input]) => String(input)).find((u) => u.includes('from_date'));
    expect(sent).toContain('from_date=01%2F11%2F2026');
    expect(sent).toContain('to_date=07%2F11%2F2026');
  });

  it('offers no Add to whoever may not create a register', async () => {
    role = 'Government';
    renderPage(<WageRegisterList place={place} />);
    await screen.findByRole('table', { name: /^Wage registers of/ });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
