import type { FormSchema } from '@anupalan/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test/fake-api';
import { fixtureSchema } from '../test/fixture-schema';
import { renderPage } from '../test/render-form';
import { FormModal } from './FormModal';

const schema: FormSchema = fixtureSchema({
  type: 'test',
  purpose: 'close',
  title: 'Close Record',
  saveUrl: '/api/records/close',
  steps: [{ title: 'Close', fields: [{ type: 'text', colName: 'reason', title: 'Reason' }] }],
});

beforeEach(() => {
  const api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function Opener({ submitWithTitle }: { submitWithTitle?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        schema={schema}
        submitWithTitle={submitWithTitle}
      />
    </>
  );
}

describe('a form in a modal', () => {
  it('renders nothing until it first opens, then the form under its schema title', async () => {
    renderPage(<Opener />);
    await screen.findByRole('button', { name: 'Open' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Close Record' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('says the title on its submit button when asked to', async () => {
    renderPage(<Opener submitWithTitle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await screen.findByRole('textbox', { name: 'Reason' });
    expect(screen.getByRole('button', { name: 'Close Record' })).toBeTruthy();
  });
});
