import type { ReturnItem, ReturnList } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-form';
import { resetSessionExpiry } from '../../../test/reset-session';
import type { ReturnPlace } from '../context';
import { ReturnPage } from './ReturnPage';

const EST = '11111111-1111-4111-8111-111111111111';
const RET = '22222222-2222-4222-a222-222222222222';
const place: ReturnPlace = {
  ref: { projectId: 'p1', subprojectId: 's1' },
  establishment: { id: EST, name: 'Bogadi batching plant', commencementDate: '2025-03-10' },
  trail: [{ label: 'Projects', to: '/projects' }],
};
const url = `/api/establishments/${EST}/returns`;
const signed = {
  name: 'form-xviii-signed.pdf',
  url: '33333333-3333-4333-8333-333333333333',
  uploaded_on: '2026-01-20T05:00:00.000Z',
};

const item = (extra: Partial<ReturnItem['est_returns']> = {}): ReturnItem => ({
  cms_returns: {
    id: 1,
    code: 'contractor-half-yearly',
    name: 'Half-yearly return of the contractor',
    doc_name: 'Form XVIII',
    citation: 'OSH (Central) Rules, r.98',
    frequency: 'half_yearly',
    body: { description: 'The contractor’s return for the half-year.' },
  },
  est_returns: {
    id: RET,
    start_on: '2025-07-01',
    end_on: '2025-12-31',
    due_on: '2026-01-30',
    submitted_on: null,
    body: { signedReturn: signed, proofDispatch: null },
    ...extra,
  },
  completed: extra.submitted_on ? 2 : 1,
  period_ended: true,
});
const list = (ret: ReturnItem, canUpload: boolean): ReturnList => ({
  from_date: '2026-01-30',
  to_date: '2026-01-30',
  commencement_date: '2025-03-10',
  can_upload: canUpload,
  lock_reason: null,
  returns: [ret],
});

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('a return', { timeout: 20_000 }, () => {
  it('asks the list for its due date and shows 1/2 Completed, the uploaded file and a file to choose for the other', async () => {
    api.reply(`GET ${url}`, 200, list(item(), true));
    renderPage(<ReturnPage place={place} date="2026-01-30" returnId={RET} />);
    expect(await screen.findByText('1/2 Completed')).toBeTruthy();
    const asked = new URL(String(api.fetch.mock.calls[0]![0]), 'http://localhost');
    expect([asked.searchParams.get('from_date'), asked.searchParams.get('to_date')]).toEqual([
      '30/01/2026',
      '30/01/2026',
    ]);
    expect(screen.getByText('01/07/2025 - 31/12/2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the Signed return: form-xviii-signed.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload the Proof of dispatch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the form' }).getAttribute('href')).toBe(
      `${url}/${RET}`,
    );
  });

  it('removes a document only after the confirmation, which says a completed return reopens', async () => {
    api.reply(
      `GET ${url}`,
      200,
      list(
        item({
          submitted_on: '2026-01-21T05:00:00.000Z',
          body: { signedReturn: signed, proofDispatch: signed },
        }),
        true,
      ),
    );
    api.on(`PUT ${url}/${RET}`, () => ({
      status: 200,
      body: { message: 'Form Deleted Successfully', return: item() },
    }));
    renderPage(<ReturnPage place={place} date="2026-01-30" returnId={RET} />);
    expect(await screen.findByText('Completed on 21/01/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Proof of dispatch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Proof of dispatch?' });
    expect(within(dialog).getByText(/removing a document reopens it/)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        values: { deleteKey: 'proofDispatch' },
      }),
    );
  });

  it('is read only for a reader: no upload, no remove', async () => {
    api.reply(`GET ${url}`, 200, list(item(), false));
    renderPage(<ReturnPage place={place} date="2026-01-30" returnId={RET} />);
    expect(
      await screen.findByText(
        'Only the contractor uploads the documents of a return; you can view them here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Upload the/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove the/ })).toBeNull();
    expect(screen.getByText('Not uploaded yet')).toBeTruthy();
  });

  it('says so when the return is not among those due on the date', async () => {
    api.reply(`GET ${url}`, 200, { ...list(item(), true), returns: [] });
    renderPage(<ReturnPage place={place} date="2026-01-30" returnId={RET} />);
    expect(await screen.findByText('Return not found.')).toBeTruthy();
  });
});
