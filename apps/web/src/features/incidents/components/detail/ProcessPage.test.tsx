import type { ProcessDetail, ProcessStep, Role, SessionEntry } from '@anupalan/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { IncidentPlace } from '../../context';
import { ProcessPage } from './ProcessPage';

const role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const EST = '0b6c1f64-1d7a-4a4f-9a52-3a0c6f0e4d11';
const PROCESS = '7e8d2f3a-9b1c-4d5e-8f6a-1b2c3d4e5f60';
const place: IncidentPlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  kind: 'workplace',
  establishment: { id: EST, name: 'Hinkal labour camp', locked: false },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const HOUR = 3_600_000;
const step = (extra: Partial<ProcessStep>): ProcessStep => ({
  id: 1,
  key: 'accident_details',
  name: 'Accident details',
  position: 1,
  status: 'Completed',
  due_text: null,
  due_on: null,
  done_on: '2026-11-20T05:00:00.000Z',
  submitted_on: '2026-11-20T06:00:00.000Z',
  submitted_by: null,
  late: false,
  values: { location: 'Pier 4' },
  can_save: false,
  ...extra,
});
const detail = (extra: Partial<ProcessDetail> = {}): ProcessDetail => ({
  id: PROCESS,
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
  event_date: '2026-11-20T05:00:00.000Z',
  body: {},
  status: 'Ongoing',
  created_on: '2026-11-20T06:00:00.000Z',
  submitted_on: null,
  cancel_reason: null,
  cancelled_on: null,
  completed_steps: 1,
  pending_steps: 2,
  next_due_on: null,
  steps: [
    step({}),
    step({
      id: 2,
      key: 'accident_notice',
      name: 'Notice of accident',
      position: 2,
      status: 'Pending',
      due_on: new Date(Date.now() - HOUR).toISOString(),
      done_on: null,
      submitted_on: null,
      values: null,
      can_save: true,
    }),
    step({
      id: 3,
      key: 'form_ee',
      name: 'Report of death or serious injury (Form EE)',
      position: 3,
      status: 'Pending',
      due_on: new Date(Date.now() + 10 * HOUR).toISOString(),
      done_on: null,
      submitted_on: null,
      values: null,
    }),
  ],
  all_completed: false,
  can_cancel: true,
  read_only: false,
  ...extra,
});

let api: FakeApi;
let record: ProcessDetail;
const url = `/api/establishments/${EST}/employee-process`;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  record = detail();
  api.on(`GET ${url}/incident/${PROCESS}`, () => ({ status: 200, body: record }));
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('a record and its steps', { timeout: 30_000 }, () => {
  it('says what is pending with the counts, an overdue step in red and one due soon in amber', async () => {
    renderPage(<ProcessPage place={place} processId={PROCESS} />);
    expect(
      await screen.findByText(
        'IMPORTANT: Please fill in the pending steps below as required for this incident.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('2 steps pending')).toBeTruthy();
    expect(screen.getByText('1 step completed')).toBeTruthy();
    const notice = document.querySelector('[data-step="accident_notice"]') as HTMLElement;
    const formEe = document.querySelector('[data-step="form_ee"]') as HTMLElement;
    expect(notice.dataset.look).toBe('overdue');
    expect(
      within(notice).getByText(/^Overdue: was due by \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/),
    ).toBeTruthy();
    expect(formEe.dataset.look).toBe('soon');
    // Only the next pending step is filled, by whoever the server lets save it.
    expect(within(notice).getByRole('button', { name: 'Fill Notice of accident' })).toBeTruthy();
    expect(within(formEe).queryByRole('button', { name: /^Fill/ })).toBeNull();
  });

  it('says every step is done once they are', async () => {
    record = detail({
      all_completed: true,
      status: 'Completed',
      pending_steps: 0,
      completed_steps: 3,
      steps: [step({})],
    });
    renderPage(<ProcessPage place={place} processId={PROCESS} />);
    expect(await screen.findByText('All steps have been completed')).toBeTruthy();
    expect(screen.queryByText(/^IMPORTANT/)).toBeNull();
  });

  it('shows the cancelled banner with the reason and the time in India', async () => {
    record = detail({
      status: 'Cancelled',
      cancel_reason: 'Recorded twice',
      cancelled_on: '2026-11-21T09:15:00.000Z',
      can_cancel: false,
    });
    renderPage(<ProcessPage place={place} processId={PROCESS} />);
    expect(
      await screen.findByText('Incident record cancelled due to "Recorded twice" at 21/11/2026 02:45 PM'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Fill/ })).toBeNull();
  });

  it('cancels only with a reason held to the pattern, and says the server’s refusal', async () => {
    let answer = {
      status: 409,
      body: { message: 'The contractor cancels a record only while it is ongoing.', code: 'CONFLICT' },
    };
    api.on(`POST ${url}/${PROCESS}/cancel`, () => answer);
    renderPage(<ProcessPage place={place} processId={PROCESS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel incident' });
    const submit = await within(dialog).findByRole('button', { name: 'Cancel incident' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason for cancelling/ });
    fireEvent.change(reason, { target: { value: 'Wrong <worker>' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Use alphabets, numbers and underscores only')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Recorded for the wrong worker' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The contractor cancels a record only while it is ongoing.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      values: { cancel_reason: 'Recorded for the wrong worker' },
    });
    answer = { status: 200, body: { message: 'Incident cancelled successfully.' } } as typeof answer;
    fireEvent.click(submit);
    expect(await screen.findByText('Incident cancelled successfully.')).toBeTruthy();
  });
});
