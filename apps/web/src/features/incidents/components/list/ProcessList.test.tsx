import type { ProcessListItem } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { IncidentPlace } from '../../context';
import type { PageKind } from '../../kinds';
import { ProcessList } from './ProcessList';

const EST = '0b6c1f64-1d7a-4a4f-9a52-3a0c6f0e4d11';
const PROCESS = '7e8d2f3a-9b1c-4d5e-8f6a-1b2c3d4e5f60';
const placeOf = (kind: PageKind): IncidentPlace => ({
  ref: { projectId: 'p1', subprojectId: 's1' },
  kind,
  establishment: { id: EST, name: 'Hinkal labour camp', locked: false },
  trail: [{ label: 'Projects', to: '/projects' }],
});
const item = (extra: Partial<ProcessListItem> = {}): ProcessListItem => ({
  id: PROCESS,
  serial_no: 1,
  type: 'incident',
  cms_incident_id: 1,
  kind_id: 1,
  employee: {
    id: '5f0c2a1e-3b4d-4c6e-8f7a-9b0c1d2e3f40',
    employee_code: 'SGC-0001',
    name: 'Mahadevappa Gowda',
    label: 'Mahadevappa Gowda (SGC-0001)',
    exit_date: null,
  },
  event_date: '2026-11-20T17:10:00.000Z',
  body: { location: 'Bogadi bridge pier 4', isFatalAccident: 'yes' },
  status: 'Ongoing',
  created_on: '2026-11-20T18:00:00.000Z',
  submitted_on: null,
  cancel_reason: null,
  cancelled_on: null,
  completed_steps: 1,
  pending_steps: 2,
  next_due_on: null,
  ...extra,
});

let api: FakeApi;
let asked: URL[];
let items: ProcessListItem[];
let canCreate: boolean;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  asked = [];
  items = [item()];
  canCreate = true;
  for (const type of ['incident', 'deduction', 'maternity_leave', 'termination']) {
    api.on(`GET /api/establishments/${EST}/employee-process/${type}`, (_body, url) => {
      asked.push(url);
      return {
        status: 200,
        body: { items, max_count: items.length, page: 1, pageSize: 10, can_create: canCreate },
      };
    });
  }
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the records of a kind', { timeout: 20_000 }, () => {
  it('lists accidents with the worker, the date and 12-hour time in India, the status and the steps done', async () => {
    renderPage(<ProcessList place={placeOf('workplace')} />);
    const table = await screen.findByRole('table', { name: 'Workplace Accidents records' });
    expect(within(table).getByRole('link', { name: /Mahadevappa Gowda/ })).toBeTruthy();
    expect(within(table).getByText('20/11/2026 10:40 PM')).toBeTruthy();
    expect(within(table).getByText('Bogadi bridge pier 4 (fatal)')).toBeTruthy();
    expect(within(table).getByText('Ongoing')).toBeTruthy();
    expect(within(table).getByText('1 of 3 steps done')).toBeTruthy();
    expect(asked[0]?.searchParams.get('cms_incident_id')).toBe('1');
    expect(asked[0]?.searchParams.get('status')).toBe('All');
    expect(screen.getByRole('link', { name: 'Add' })).toBeTruthy();
  });

  it('says when an ongoing record’s next step falls due, in red once it is past', async () => {
    items = [item({ next_due_on: '2026-11-23T05:00:00.000Z' })];
    renderPage(<ProcessList place={placeOf('workplace')} />);
    expect(await screen.findByText('Next step overdue: was due by 23/11/2026 10:30 AM')).toBeTruthy();
  });

  it('asks the server for the chosen status', async () => {
    renderPage(<ProcessList place={placeOf('harassment')} />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByText('Cancelled'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('Cancelled'));
    expect(asked.at(-1)?.searchParams.get('cms_incident_id')).toBe('2');
  });

  it.each([
    ['workplace', 'No steps'],
    ['harassment', 'No steps'],
    ['deductions', 'No Recoveries Recorded Yet.'],
    ['maternityLeave', 'No Maternity leaves Recorded Yet.'],
    ['termination', 'No Termination Recorded Yet'],
  ] as const)('says the spec’s empty state for %s', async (kind, text) => {
    items = [];
    renderPage(<ProcessList place={placeOf(kind)} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows a recovery’s type and amount in rupees, and offers Form C with both dates required', async () => {
    items = [
      item({ type: 'deduction', cms_incident_id: null, body: { recovery_type: 'loan', amount: '125000.5' } }),
    ];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<ProcessList place={placeOf('deductions')} />);
    expect(await screen.findByText('Loan, ₹1,25,000.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print Form C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form C: register of recoveries' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(open).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /From Date/ }), {
      target: { value: '01112026' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /To Date/ }), {
      target: { value: '30112026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith(
      `/api/reports/establishments/${EST}/deductions?from_date=01%2F11%2F2026&to_date=30%2F11%2F2026`,
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });

  it('offers no Add to a reader', async () => {
    canCreate = false;
    renderPage(<ProcessList place={placeOf('termination')} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
  });
});
