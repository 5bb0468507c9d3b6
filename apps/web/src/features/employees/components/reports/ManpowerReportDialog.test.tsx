import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { ManpowerReportDialog } from './ManpowerReportDialog';

const EST = '00000000-0000-4000-8000-000000000301';

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  // 11:00 in India on 25 November 2026.
  vi.useFakeTimers({ now: new Date('2026-11-25T05:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function dialog() {
  renderPage(<ManpowerReportDialog establishmentId={EST} opened onClose={() => undefined} />);
  return screen.findByRole('dialog', { name: 'Manpower report' });
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

describe('the manpower report', () => {
  it('needs From and To, refuses future dates and more than 60 days, and asks nothing until they are right', async () => {
    const modal = await dialog();
    const download = within(modal).getByRole('button', { name: 'Download' });
    fireEvent.click(download);
    expect(await within(modal).findByText('From Date is required')).toBeTruthy();
    expect(within(modal).getByText('To Date is required')).toBeTruthy();
    type(within(modal).getByRole('textbox', { name: /From Date/ }), '01/09/2026');
    type(within(modal).getByRole('textbox', { name: /To Date/ }), '26/11/2026');
    fireEvent.click(download);
    expect(await within(modal).findByText('The date cannot be in the future')).toBeTruthy();
    type(within(modal).getByRole('textbox', { name: /To Date/ }), '31/10/2026');
    fireEvent.click(download);
    expect(await within(modal).findByText('The manpower report covers at most 60 days')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the range as the server takes it, and shows its refusal', async () => {
    api.reply(`GET /api/establishments/${EST}/employees/manpower-report`, 400, {
      message: 'Please correct the highlighted fields.',
      code: 'VALIDATION',
      fields: { from_date: 'The date cannot be before the date of commencement' },
    });
    const modal = await dialog();
    type(within(modal).getByRole('textbox', { name: /From Date/ }), '01/10/2026');
    type(within(modal).getByRole('textbox', { name: /To Date/ }), '24/11/2026');
    fireEvent.click(within(modal).getByRole('button', { name: 'Download' }));
    expect(await within(modal).findByText('The date cannot be before the date of commencement')).toBeTruthy();
    const url = new URL(String(api.fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from_date: '2026-10-01', to_date: '2026-11-24' });
  });
});
