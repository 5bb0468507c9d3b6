import type { Role, SessionEntry } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { AttendanceBulkToolbar } from './AttendanceBulkToolbar';

let role: Role = 'Contractor';
vi.mock('../../../../lib/session/use-session', () => ({
  useCurrentEntry: () => ({ role }) as SessionEntry,
}));

const EST = '00000000-0000-4000-8000-000000000301';
const REG = '00000000-0000-4000-8000-000000000401';
let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  role = 'Contractor';
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const buttons = () =>
  within(screen.getByRole('group', { name: 'Bulk attendance and reports' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

const typeDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

describe('the bulk actions', () => {
  it('offers the uploads to the contractor and the Government only; a register adds its CSV', () => {
    const view = renderPage(<AttendanceBulkToolbar establishmentId={EST} locked={false} registerId={REG} />);
    expect(buttons()).toEqual([
      'Upload bulk attendance (.xlsx)',
      'Download Excel',
      'Download report',
      'Import device punches',
      'Print attendance register',
      'Download CSV',
      'Upload CSV',
    ]);
    view.unmount();
    role = 'Subcontractor';
    renderPage(<AttendanceBulkToolbar establishmentId={EST} locked={false} />);
    expect(buttons()).toEqual(['Download Excel', 'Download report', 'Print attendance register']);
  });

  it('prints Form D for a From and To range, both required, in a window of its own', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage(<AttendanceBulkToolbar establishmentId={EST} locked={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print attendance register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print attendance register' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(await within(dialog).findByText('From Date is required')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    typeDate('From Date', '02/11/2026');
    typeDate('To Date', '08/11/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url] = open.mock.calls[0] as [string];
    expect(url).toMatch(
      new RegExp(
        `^/gen-forms/establishments/${EST}/attendance-register\\?from_date=2026-11-02&to_date=2026-11-08&time_zone=`,
      ),
    );
  });

  it('reviews a punch log before it fills the registers, then applies it', async () => {
    api.reply(`POST /api/establishments/${EST}/attendance-punches/preview`, 200, {
      token: '00000000-0000-4000-8000-000000000501',
      from_date: '2026-11-02',
      to_date: '2026-11-03',
      punches: 5,
      duplicates: 1,
      entries: [
        {
          employee_id: '00000000-0000-4000-8000-000000000601',
          employee_code: 'N-01',
          employee_name: 'Ravi',
          register_date: '2026-11-02',
          in_time: '20:00',
          out_time: '06:10',
          out_next_day: true,
          rest_minutes: 0,
          worked_minutes: 610,
          action: 'fill',
          note: null,
        },
      ],
      problems: [
        {
          row: 6,
          column: 'Timestamp',
          message: 'Only one punch on 03/11/2026 08:05 AM: no out time, so no entry is proposed',
        },
      ],
    });
    api.reply(`POST /api/establishments/${EST}/attendance-punches/apply`, 200, {
      message: '1 attendance entry saved',
      saved: 1,
      unchanged: 0,
      registers_created: 1,
    });
    renderPage(<AttendanceBulkToolbar establishmentId={EST} locked={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import device punches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import device punches' });
    const review = within(dialog).getByRole('button', { name: 'Review' }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    typeDate('From Date', '02/11/2026');
    typeDate('To Date', '03/11/2026');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'punches.csv')] },
    });
    await waitFor(() => expect(review.disabled).toBe(false));
    fireEvent.click(review);
    const table = await within(dialog).findByRole('table', { name: 'Proposed entries' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      '02/11/2026N-01Ravi08:00 PM06:10 AM (Next Day)010.17Fills a pending entry',
    );
    expect(
      within(dialog).getByText('5 punches read, 1 duplicates removed, 1 entries proposed.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Needs a look (left out)' }).textContent).toContain(
      'Only one punch',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill the registers' }));
    expect(await screen.findByText('1 attendance entry saved')).toBeTruthy();
    const sent = api.fetch.mock.calls.at(-1)?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({ token: '00000000-0000-4000-8000-000000000501' });
  });
});
