import type { FormSchema } from '@anupalan/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { fixtureSchema } from '../../test/fixture-schema';
import { renderPage } from '../../test/render-form';
import { resetSessionExpiry } from '../../test/reset-session';
import { FormRenderer } from '../FormRenderer';

const schema: FormSchema = fixtureSchema({
  type: 'test',
  purpose: 'licence',
  title: 'Licence',
  saveUrl: '/api/licences',
  steps: [{ title: 'Licence', fields: [{ type: 'file', colName: 'body.document', title: 'Licence copy' }] }],
});
const saved = { body: { document: { name: 'licence.pdf', url: '00000000-0000-4000-8000-0000000000f1' } } };

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function removeTheFile() {
  renderPage(<FormRenderer schema={schema} initialValues={saved} isEdit />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete licence.pdf' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
}

describe('removing a file that a saved record holds', () => {
  it('takes it out of the form when the server keeps it for the record (it goes with the save)', async () => {
    api.reply('DELETE /api/files', 409, {
      message: 'This file is part of a saved record and cannot be deleted on its own.',
      code: 'FILE_IN_USE',
    });
    await removeTheFile();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete licence.pdf' })).toBeNull());
    expect(screen.queryByText('File delete failed')).toBeNull();
  });

  it('keeps it and says so when the delete fails for another reason', async () => {
    api.reply('DELETE /api/files', 403, { message: 'Locked.', code: 'LOCKED' });
    await removeTheFile();
    expect(await screen.findByText('File delete failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete licence.pdf' })).toBeTruthy();
  });
});
