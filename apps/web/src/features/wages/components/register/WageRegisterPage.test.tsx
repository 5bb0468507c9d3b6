import type { Role, SessionEntry, WageEntryRow, WageRegister, WageStatusCounts } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import type { WagePlace } from '../../context';
import { EST, REG, wageEntry, wageRegister, wageRow, workerId } from '../../test-data';
import { WageRegisterPage } from './WageRegisterPage';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const place: WagePlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Ring Road camp', locked: false, commencementDate: '2026-05-10' },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const base = `/api/establishments/${EST}/wages/${REG}`;
const counts: WageStatusCounts = {
  total: 3,
  pending: 2,
  completed: 1,
  revision_pending: 0,
  completed_after_submission: 0,
  own_total: 3,
  own_pending: 2,
};

function answer(register: WageRegister, entries: WageEntryRow[], status = counts) {
  api.reply(`GET ${base}`, 200, { wage_registers: register, wage_entries: entries, wage_status: status });
}

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('a wage register', { timeout: 20_000 }, () => {
  it('walks the pending entries in order with Resume, shows the computed lines, and closes after the last', async () => {
    const done = wageRow(1, { status: 'Completed', submitted_on: '2026-11-08T05:00:00Z' });
    answer(wageRegister(), [done, wageRow(2), wageRow(3)]);
    api.reply(`GET ${base}/pending-entry-ids`, 200, { pending_entry_ids: [workerId(2), workerId(3)] });
    for (const n of [2, 3]) {
      api.reply(`GET ${base}/wage-entries/${workerId(n)}`, 200, wageEntry(n));
      api.on(`POST ${base}/wage-entries/${workerId(n)}`, () => ({
        status: 200,
        body: {
          message: 'Successfully edited the data!',
          wage_entry: wageEntry(n, { status: 'Completed' }),
          register_status: n === 3 ? 'register_completed' : null,
        },
      }));
    }
    renderPage(<WageRegisterPage place={place} registerId={REG} />);

    const table = await screen.findByRole('table', { name: 'Wage entries' });
    expect(within(table).getAllByText('₹4,100.00').length).toBe(3);
    expect(screen.getByText('There are still some wage entries pending.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    const panel = await screen.findByRole('dialog', { name: 'Worker 2 (E-2)' });
    expect(within(panel).getByText('Entry 1 of 2')).toBeTruthy();
    // The server's lines are read-only; the totals add what is typed, to the paisa.
    expect(within(panel).getByText('₹262.50')).toBeTruthy();
    expect(within(panel).queryByRole('textbox', { name: 'Basic' })).toBeNull();
    expect(
      within(panel).getByText('6 paid days (6 present, 0 paid leave), 1.50 overtime hours'),
    ).toBeTruthy();
    // The days by type and the rates are folded away until asked for.
    const toggle = within(panel).getByRole('button', { name: 'Days and rates of wage' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(panel).findByText('₹175.00')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'HRA' }), { target: { value: '500.25' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'PF' }), { target: { value: '1.005' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit and next' }));
    expect(
      await within(panel).findByText('Enter an amount in rupees with at most two decimals'),
    ).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'PF' }), { target: { value: '100' } });
    const totals = within(panel).getByRole('table', { name: 'Totals of the entry' });
    expect(totals.textContent).toContain('₹4,962.75');
    expect(totals.textContent).toContain('₹4,862.75');
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit and next' }));

    const next = await screen.findByRole('dialog', { name: 'Worker 3 (E-3)' });
    expect(within(next).getByText('Entry 2 of 2')).toBeTruthy();
    // The keyboard goes on in the next entry's first box.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(next).getByRole('textbox', { name: 'HRA' })),
    );
    fireEvent.click(within(next).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Worker 3 (E-3)' })).toBeNull());
    const saves = api.requests.filter((r) => r.method === 'POST');
    expect(saves.map((r) => r.path)).toEqual([
      `${base}/wage-entries/${workerId(2)}`,
      `${base}/wage-entries/${workerId(3)}`,
    ]);
    expect(saves[0]?.body).toEqual({
      values: {
        hra: '500.25',
        other_earnings: '0',
        pf: '100',
        esic: '0',
        society: '0',
        income_tax: '0',
        insurance: '0',
        other_deductions: '0',
        payment_mode: null,
        payment_reference: null,
        remarks: null,
      },
    });
    expect(await screen.findByText('Successfully edited the data!')).toBeTruthy();
  });

  it('refuses the payslips while entries are pending, in the spec’s words', async () => {
    answer(wageRegister(), [wageRow(1)]);
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payslips given' }));
    expect(await screen.findAllByText('There are still some wage entries pending.')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Payslips given' })).toBeNull();
  });

  it('confirms the payslips only with the date of payment and the tick, noting no edits after', async () => {
    answer(
      wageRegister({ status: 'register_completed', step: 1, can_confirm_payslips: true, start_label: null }),
      [wageRow(1, { status: 'Completed', submitted_on: '2026-11-08T05:00:00Z' })],
      { ...counts, pending: 0, completed: 3, own_pending: 0 },
    );
    api.on(`POST ${base}/payslips_given`, () => ({
      status: 200,
      body: {
        message: 'Form Submitted Successfully',
        wage_registers: wageRegister({ status: 'payslips_given' }),
      },
    }));
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    expect(screen.queryByText('There are still some wage entries pending.')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payslips given' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payslips given' });
    expect(within(dialog).getByText('No edits can be made after submission.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Date of payment/ }), {
      target: { value: '09112026' },
    });
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: /All employees have been given payslips and required evaluations have been conducted/,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        values: { date_of_payment: '2026-11-09', payslips_given: true },
      }),
    );
    expect(await screen.findByText('Form Submitted Successfully')).toBeTruthy();
  });

  it('shows the totals of a paid and signed register in rupees with Indian grouping, and nothing to edit', async () => {
    answer(
      wageRegister({
        status: 'paid_and_signed',
        step: 3,
        total_entries: 120,
        total_net_payment: '1234567.80',
        total_deduction_amount: '123456.00',
        signed_on: '2026-11-10T06:30:00.000Z',
        body: { name: 'signed.pdf', url: 'files/signed.pdf', curr_revision: 0, revisions: [] },
        can_edit_entries: false,
        start_label: null,
        can_cancel: false,
        can_delete: false,
        can_reopen: true,
      }),
      [wageRow(1, { status: 'Completed', submitted_on: '2026-11-08T05:00:00Z', can_edit: false })],
      { ...counts, pending: 0, completed: 3, own_pending: 0 },
    );
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    expect(await screen.findByText('Total Employees')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('₹12,34,567.80')).toBeTruthy();
    expect(screen.getByText('₹1,23,456.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'signed.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Start|Resume)$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Reopen Register' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Cancel register' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete register' })).toBeNull();
  });

  it('cancels after asking, in the spec’s words whether it works or fails', async () => {
    answer(wageRegister(), [wageRow(1)]);
    let status = 500;
    api.on(`POST ${base}/cancel`, () => ({
      status,
      body:
        status === 200
          ? {
              message: 'Successfully Cancelled the wage register',
              wage_registers: wageRegister({ status: 'cancelled' }),
            }
          : {},
    }));
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    const cancel = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel register' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    };
    await cancel();
    expect(await screen.findByText('Failed to cancel the wage register')).toBeTruthy();
    status = 200;
    await cancel();
    expect(await screen.findByText('Successfully Cancelled the wage register')).toBeTruthy();
  });

  it('deletes after asking, in the spec’s words whether it works or fails', async () => {
    answer(wageRegister(), [wageRow(1)]);
    let status = 500;
    api.on(`DELETE ${base}`, () => ({
      status,
      body: status === 200 ? { message: 'Successfully deleted the wage register' } : {},
    }));
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    const remove = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete register' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    };
    await remove();
    expect(await screen.findByText('Failed to delete the wage register')).toBeTruthy();
    status = 200;
    await remove();
    expect(await screen.findByText('Successfully deleted the wage register')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('says a cancelled register was cancelled, with its time, and offers no steps', async () => {
    answer(
      wageRegister({
        status: 'cancelled',
        cancelled_on: '2026-11-09T04:30:00.000Z',
        can_edit_entries: false,
      }),
      [wageRow(1, { can_edit: false })],
    );
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    expect(await screen.findByText('This wage register is cancelled')).toBeTruthy();
    expect(screen.getByText('Cancelled on 09/11/2026 10:00 AM.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Payslips' })).toBeNull();
    expect(screen.queryByText('There are still some wage entries pending.')).toBeNull();
  });

  it('lets the Government open only the entries the server allows, and revise none', async () => {
    role = 'Government';
    answer(
      wageRegister({ status: 'register_completed', step: 1, can_edit_entries: false, start_label: null }),
      [
        wageRow(1, { status: 'Completed', wage_status: 'register_completed', can_edit: false }),
        wageRow(2, { status: 'Revision Pending', is_revision: true, can_open: false, can_edit: false }),
      ],
    );
    renderPage(<WageRegisterPage place={place} registerId={REG} />);
    expect(await screen.findByRole('button', { name: 'View the wage entry of Worker 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /wage entry of Worker 2/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Worker 2' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Logs']);
  });
});
