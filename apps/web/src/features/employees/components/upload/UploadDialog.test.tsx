import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { UploadDialog } from './UploadDialog';

const EST = '00000000-0000-4000-8000-000000000301';
const route = `POST /api/establishments/${EST}/employees/upload-csv`;

let api: FakeApi;
let closed = 0;
beforeEach(() => {
  resetSessionExpiry();
  closed = 0;
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  renderPage(
    <UploadDialog
      establishmentId={EST}
      opened
      onClose={() => {
        closed += 1;
      }}
    />,
  );
}

const csv = () => new File(['Employee code,Name\nE-1,Ravi\n'], 'workers.csv', { type: 'text/csv' });

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the employee upload', () => {
  it('offers .csv and .xlsx files and the samples, and keeps Submit disabled until a file is chosen', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Upload employees' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.csv,.xlsx');
    expect(within(dialog).getByRole('link', { name: 'Download the CSV sample' }).getAttribute('href')).toBe(
      `/api/establishments/${EST}/employees/sample-csv`,
    );
    choose(csv());
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('lists every bad row of a refused file as row, column and message, and stays open', async () => {
    api.reply(route, 400, {
      message: 'The file has 2 problems; nothing was added.',
      code: 'CSV_INVALID',
      rows: [
        { row: 3, column: 'Name', message: 'Required' },
        { row: 7, column: 'Aadhaar number', message: 'Invalid Aadhaar number' },
      ],
    });
    open();
    choose(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['RowColumnProblem', '3NameRequired', '7Aadhaar numberInvalid Aadhaar number']);
    expect(screen.getByText('The file has 2 problems; nothing was added.')).toBeTruthy();
    expect(closed).toBe(0);
    const sent = api.fetch.mock.calls.at(-1)?.[1]?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('workers.csv');
  });

  it("says 'CSV upload failed' when the server gives no message, and closes on success with its message", async () => {
    api.reply(route, 500, {});
    open();
    choose(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('CSV upload failed')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    api.reply(route, 200, { message: 'Successfully edited the data!', count: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully edited the data!')).toBeTruthy();
    await waitFor(() => expect(closed).toBe(1));
  });
});
