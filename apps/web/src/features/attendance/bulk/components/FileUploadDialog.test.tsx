import { ATTENDANCE_WORKBOOK_EXTENSIONS } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { canUploadBulk } from '../access';
import { uploadWorkbook } from '../api/uploads';
import { FileUploadDialog } from './FileUploadDialog';

const EST = '00000000-0000-4000-8000-000000000301';
const route = `POST /api/establishments/${EST}/attendance-registers/upload-xl`;

let api: FakeApi;
let closed = 0;
let done = 0;
beforeEach(() => {
  resetSessionExpiry();
  closed = 0;
  done = 0;
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  renderPage(
    <FileUploadDialog
      opened
      onClose={() => {
        closed += 1;
      }}
      onDone={() => {
        done += 1;
      }}
      title="Upload bulk attendance"
      help="Upload the workbook."
      extensions={ATTENDANCE_WORKBOOK_EXTENSIONS}
      placeholder="Choose an .xlsx file"
      upload={(file) => uploadWorkbook(EST, file)}
    />,
  );
}

const choose = (name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};

describe('the attendance workbook upload', () => {
  it('takes .xlsx only and keeps Submit disabled until such a file is chosen', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Upload bulk attendance' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.xlsx');
    choose('attendance.csv');
    expect(await screen.findByText('Choose a file of the type .xlsx')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    choose('attendance.xlsx');
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('lists every bad row as row, column and problem, writes nothing and stays open', async () => {
    api.reply(route, 400, {
      message:
        '1 row of the file has problems, so no attendance was saved. Correct it and upload the file again.',
      code: 'ATTENDANCE_FILE_INVALID',
      rows: [{ row: 3, column: 'In Time', message: 'Enter the time as 08:00 AM or 08:00 (24-hour)' }],
    });
    open();
    choose('attendance.xlsx');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowColumnProblem', '3In TimeEnter the time as 08:00 AM or 08:00 (24-hour)']);
    expect(screen.getByRole('alert').textContent).toContain('1 row of the file has problems');
    expect([closed, done]).toEqual([0, 0]);
  });

  it("says 'Failed to upload the excel file' when the server gives no message, and closes on success", async () => {
    api.reply(route, 500, {});
    open();
    choose('attendance.xlsx');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to upload the excel file')).toBeTruthy();
    api.reply(route, 200, {
      message: '2 attendance entries saved',
      saved: 2,
      unchanged: 0,
      registers_created: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 attendance entries saved')).toBeTruthy();
    await waitFor(() => expect([closed, done]).toEqual([1, 1]));
  });
});

describe('who is offered the uploads', () => {
  it('the contractor and the Government, on an establishment that is not locked', () => {
    expect(canUploadBulk('Contractor', false)).toBe(true);
    expect(canUploadBulk('Government', false)).toBe(true);
    expect(canUploadBulk('Subcontractor', false)).toBe(false);
    expect(canUploadBulk('Consultant', false)).toBe(false);
    expect(canUploadBulk('Contractor', true)).toBe(false);
    expect(canUploadBulk(null, false)).toBe(false);
  });
});
