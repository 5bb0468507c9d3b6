import type { AttendanceEntry, AttendanceRegister, Role, SessionEntry } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { AttendancePlace } from '../../context';
import { RegisterPage } from './RegisterPage';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const EST = '00000000-0000-4000-8000-000000000301';
const REG = '00000000-0000-4000-8000-000000000aaa';
const place: AttendancePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false, commencementDate: '2026-05-10' },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const base = `/api/establishments/${EST}/attendance-registers/${REG}`;
const workerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const register = (extra: Partial<AttendanceRegister> = {}): AttendanceRegister => ({
  id: REG,
  establishment_id: EST,
  register_date: '2026-11-25',
  status: 'pending',
  submitted_on: null,
  is_establishment_closed: false,
  establishment_closed_reason: null,
  is_week_off: false,
  is_automatic: false,
  week_off_choice: null,
  is_weekly_holiday: false,
  week_off_choice_required: false,
  wage_register_id: null,
  wage_paid_from: null,
  wage_paid_till: null,
  locked_message: null,
  can_edit_entries: true,
  can_close: true,
  can_delete: true,
  can_mark_week_off: true,
  note: null,
  ...extra,
});

const entry = (n: number, extra: Partial<AttendanceEntry> = {}): AttendanceEntry => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  register_id: REG,
  register_date: '2026-11-25',
  establishment_employee_id: workerId(n),
  est_emp_id: workerId(n),
  employee_code: `E-${n}`,
  employee_name: `Worker ${n}`,
  employee_start_date: '2026-06-01',
  employee_exit_date: null,
  subcontractor: null,
  type: null,
  in_time: null,
  out_time: null,
  out_next_day: false,
  worked_minutes: null,
  rest_minutes: 0,
  overtime_hours: '0.00',
  set_of_work: null,
  source: 'form',
  submitted_on: null,
  status: 'Pending',
  is_invalid: false,
  can_edit: true,
  serial_no: n,
  max_count: 3,
  ...extra,
});

const counts = { total: 3, pending: 2, completed: 1, own_total: 3, own_pending: 2 };

function answer(reg: AttendanceRegister, entries: AttendanceEntry[], status = counts) {
  api.reply(`GET ${base}`, 200, {
    attendance_register: reg,
    attendance_entries: entries,
    attendance_status: status,
  });
}

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the register of a day', { timeout: 20_000 }, () => {
  it('walks the pending entries in order with Resume and closes after the last', async () => {
    const done = entry(1, {
      type: 'present',
      in_time: '21:00',
      out_time: '06:00',
      out_next_day: true,
      status: 'Completed',
      submitted_on: '2026-11-25T10:00:00Z',
    });
    answer(register(), [done, entry(2), entry(3)]);
    api.reply(`GET ${base}/pending-entry-ids`, 200, { pending_entry_ids: [workerId(2), workerId(3)] });
    for (const n of [2, 3]) {
      api.reply(`GET ${base}/attendance-entries/${workerId(n)}`, 200, entry(n));
      api.on(`POST ${base}/attendance-entries/${workerId(n)}`, () => ({
        status: 200,
        body: {
          message: 'Successfully edited the data!',
          attendance_entry: entry(n, { status: 'Completed' }),
          register_status: 'pending',
        },
      }));
    }
    renderPage(<RegisterPage place={place} registerId={REG} />);

    const table = await screen.findByRole('table', { name: 'Attendance entries' });
    // The night shift: 12-hour times, the out time on the next day.
    const night = within(table).getByRole('row', { name: /Worker 1/ });
    expect(night.textContent).toContain('09:00 PM');
    expect(night.textContent).toContain('06:00 AM');
    expect(night.textContent).toContain('(Next Day)');
    expect(screen.getByText('1 of 3 entries completed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    const panel = await screen.findByRole('dialog', { name: 'Worker 2 (E-2)' });
    expect(within(panel).getByText('Entry 1 of 2')).toBeTruthy();
    // Times are typed only when Present; Absent is sent without them.
    fireEvent.click(within(panel).getByRole('radio', { name: 'Absent' }));
    expect((within(panel).getByRole('textbox', { name: 'In Time' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit and next' }));

    const next = await screen.findByRole('dialog', { name: 'Worker 3 (E-3)' });
    expect(within(next).getByText('Entry 2 of 2')).toBeTruthy();
    fireEvent.click(within(next).getByRole('radio', { name: 'Present' }));
    fireEvent.click(within(next).getByRole('button', { name: 'Submit' }));
    // Present needs both times.
    expect(await within(next).findAllByText('Required')).toHaveLength(2);
    fireEvent.change(within(next).getByRole('textbox', { name: 'In Time' }), { target: { value: '0900' } });
    fireEvent.change(within(next).getByRole('textbox', { name: 'Out Time' }), { target: { value: '0600' } });
    fireEvent.click(within(next).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Worker 3 (E-3)' })).toBeNull());
    const saves = api.requests.filter((r) => r.method === 'POST');
    expect(saves.map((r) => r.body)).toEqual([
      {
        values: {
          type: 'absent',
          in_time: null,
          out_time: null,
          rest_minutes: 0,
          overtime_hours: 0,
          set_of_work: null,
        },
      },
      {
        values: {
          type: 'present',
          in_time: '09:00',
          out_time: '18:00',
          rest_minutes: 0,
          overtime_hours: 0,
          set_of_work: null,
        },
      },
    ]);
    expect(await screen.findByText('Successfully edited the data!')).toBeTruthy();
  });

  it('asks for the weekly-off choice on the weekly holiday, and requires one', async () => {
    answer(register({ is_weekly_holiday: true, week_off_choice_required: true }), [entry(1), entry(2)]);
    api.on(`POST ${base}/week-off`, () => ({
      status: 200,
      body: {
        message: 'Successfully edited the data!',
        attendance_register: register({ is_week_off: true }),
      },
    }));
    renderPage(<RegisterPage place={place} registerId={REG} />);

    const submit = await screen.findByRole('button', { name: 'Submit' });
    // No Start while the choice is not made.
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'Choose whether to mark all attendance as weekly off or each attendance manually',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Mark all attendance as weekly off' }));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ values: { choice: 'all' } }),
    );
  });

  it('says the wages are paid and lets nobody edit, start or close', async () => {
    role = 'Contractor';
    answer(
      register({
        wage_register_id: '00000000-0000-4000-8000-0000000000ff',
        wage_paid_from: '2026-11-01',
        wage_paid_till: '2026-11-30',
        locked_message:
          'attendance cannot be edited because wages have been paid for 01/11/2026 - 30/11/2026',
        can_edit_entries: false,
        can_close: false,
        can_delete: false,
        can_mark_week_off: false,
      }),
      [entry(1), entry(2)],
    );
    api.reply(`GET ${base}/attendance-entries/${workerId(1)}`, 200, entry(1, { can_edit: false }));
    renderPage(<RegisterPage place={place} registerId={REG} />);

    expect(
      await screen.findByText(
        'attendance cannot be edited because wages have been paid for 01/11/2026 - 30/11/2026',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Start|Resume)$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View the attendance of Worker 1' }));
    const panel = await screen.findByRole('dialog', { name: 'Worker 1 (E-1)' });
    expect(within(panel).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'View Logs' })).toBeTruthy();
  });

  it('shows the subcontractor its note and starts from its own pending entries', async () => {
    role = 'Subcontractor';
    const note =
      'Your attendance entries for this day are complete; the contractor’s employees are still pending.';
    answer(register({ note, can_close: false, can_delete: false, can_mark_week_off: false }), [entry(1)], {
      ...counts,
      own_total: 2,
      own_pending: 0,
    });
    renderPage(<RegisterPage place={place} registerId={REG} />);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Start|Resume)$/ })).toBeNull();
  });

  it('removes an invalid entry, and says so in the spec’s words when it fails', async () => {
    const invalid = entry(1, { is_invalid: true, employee_start_date: '2026-12-01' });
    answer(register(), [invalid]);
    api.reply(`GET ${base}/attendance-entries/${workerId(1)}`, 200, invalid);
    api.reply(`DELETE ${base}/attendance-entries/${workerId(1)}`, 500, {});
    renderPage(<RegisterPage place={place} registerId={REG} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Fill or edit the attendance of Worker 1' }));
    const panel = await screen.findByRole('dialog', { name: 'Worker 1 (E-1)' });
    expect(within(panel).getByText('Not employed on this day')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove invalid entry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Failed to remove the invalid attendance entry.')).toBeTruthy();
  });

  it('deletes the register after asking, and says the spec’s words when it fails', async () => {
    answer(register(), [entry(1)]);
    api.reply(`DELETE ${base}`, 500, {});
    renderPage(<RegisterPage place={place} registerId={REG} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete register' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Failed to delete the attendance register.')).toBeTruthy();
  });

  it('closes the establishment for the day only with a reason', async () => {
    answer(register(), [entry(1)]);
    api.on(`POST ${base}/establishment-open`, () => ({
      status: 200,
      body: {
        message: 'Closed successfully',
        attendance_register: register({ is_establishment_closed: true }),
      },
    }));
    renderPage(<RegisterPage place={place} registerId={REG} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Close establishment for the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the establishment for the day' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Heavy rain' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        values: { is_establishment_closed: true, establishment_closed_reason: 'Heavy rain' },
      }),
    );
    expect(await screen.findByText('Closed successfully')).toBeTruthy();
  });
});
