import type { AttendanceCalendar as Month, Role, SessionEntry } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { AttendancePlace } from '../../context';
import { AttendanceCalendar } from './AttendanceCalendar';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const EST = '00000000-0000-4000-8000-000000000301';
const place: AttendancePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false, commencementDate: '2026-10-05' },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const url = `/api/establishments/${EST}/attendance-registers`;

const day = (date: string, extra: Partial<Month['days'][number]> = {}): Month['days'][number] => ({
  date,
  state: 'no_register',
  register_id: null,
  is_weekly_holiday: false,
  alert: null,
  wages_paid: false,
  ...extra,
});

function month(from: string, to: string): Month {
  return {
    from_date: from,
    to_date: to,
    today: '2026-11-25',
    earliest_joining_date: '2026-10-06',
    commencement_date: '2026-10-05',
    weekly_holiday: 'Sunday',
    days:
      from === '2026-11-01'
        ? [
            day('2026-11-01', {
              is_weekly_holiday: true,
              state: 'week_off',
              register_id: '00000000-0000-4000-8000-000000000bbb',
            }),
            day('2026-11-16', { alert: 'red' }),
            day('2026-11-22', { is_weekly_holiday: true }),
            day('2026-11-24', { state: 'completed', register_id: '00000000-0000-4000-8000-000000000aaa' }),
            day('2026-11-25', { alert: 'amber' }),
          ]
        : [day('2026-10-06', { alert: 'red' })],
  };
}

let api: FakeApi;
let online = true;
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
  api = createFakeApi();
  api.on(`GET ${url}`, (_body, request) => ({
    status: 200,
    body: month(request.searchParams.get('from_date') ?? '', request.searchParams.get('to_date') ?? ''),
  }));
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const grid = () => screen.findByRole('table', { name: 'Attendance of November 2026' });

describe('the attendance calendar', { timeout: 20_000 }, () => {
  it('names each day by its date and state, weeks from Monday, and asks the month it shows', async () => {
    renderPage(<AttendanceCalendar place={place} />);
    const table = await grid();
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads[0]).toBe('Mon');
    expect(heads[6]).toBe('Sun');
    expect(within(table).getByRole('button', { name: '25/11/2026, today, No register' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: '16/11/2026, No register' }).dataset.look).toBe('red');
    expect(within(table).getByRole('button', { name: '25/11/2026, today, No register' }).dataset.look).toBe(
      'amber',
    );
    expect(within(table).getByRole('button', { name: '22/11/2026, weekly holiday, Holiday' })).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: '01/11/2026, weekly holiday, Weekly off' }),
    ).toBeTruthy();
    const future = within(table).getByRole('button', { name: '26/11/2026, in the future' });
    expect(future.getAttribute('aria-disabled')).toBe('true');
    expect(api.requests[0]?.path).toBe(url);
    expect(screen.getByRole('button', { name: /^Next month/ }).hasAttribute('disabled')).toBe(true);
  });

  it('pages back to the commencement month and no further', async () => {
    renderPage(<AttendanceCalendar place={place} />);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month: October 2026' }));
    const october = await screen.findByRole('table', { name: 'Attendance of October 2026' });
    expect(
      within(october).getByRole('button', { name: '05/10/2026, before the earliest joining date' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Previous month/ }).hasAttribute('disabled')).toBe(true);
  });

  it('moves between the days with the arrow keys, one day in the tab order', async () => {
    renderPage(<AttendanceCalendar place={place} />);
    const table = await grid();
    const today = within(table).getByRole('button', { name: /^25\/11\/2026/ });
    expect(today.tabIndex).toBe(0);
    expect(within(table).getByRole('button', { name: /^24\/11\/2026/ }).tabIndex).toBe(-1);
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(within(table).getByRole('button', { name: /^18\/11\/2026/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(within(table).getByRole('button', { name: /^16\/11\/2026/ }));
  });

  it('says to check the network connection when a day is clicked offline', async () => {
    renderPage(<AttendanceCalendar place={place} />);
    const table = await grid();
    online = false;
    fireEvent.click(within(table).getByRole('button', { name: /^24\/11\/2026/ }));
    expect(await screen.findByText('Check your network connection')).toBeTruthy();
  });

  it('says “Error occured” when the month cannot be loaded', async () => {
    api.reply(`GET ${url}`, 500, { message: '', code: 'INTERNAL' });
    renderPage(<AttendanceCalendar place={place} />);
    await waitFor(() => expect(screen.getAllByText('Error occured').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets a consultant read registers but open no new day', async () => {
    role = 'Consultant';
    renderPage(<AttendanceCalendar place={place} />);
    const table = await grid();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /^25\/11\/2026/ }));
    expect(await screen.findByText('No attendance register was opened for 25/11/2026.')).toBeTruthy();
    expect(api.requests.every((r) => !r.path.includes('register_date'))).toBe(true);
  });
});
