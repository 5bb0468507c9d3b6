import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { UnsubmittedNote } from './UnsubmittedNote';

beforeEach(() => {
  resetSessionExpiry();
  const api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('a requirement nobody submitted', () => {
  it('speaks to the contractor about its own requirement', async () => {
    renderPage(<UnsubmittedNote viewer="Contractor" />);
    expect(await screen.findByText(/^You did not submit this requirement/)).toBeTruthy();
    expect(screen.queryByText(/The contractor has not submitted/)).toBeNull();
  });

  it('tells everyone else that the contractor has not submitted it', async () => {
    renderPage(<UnsubmittedNote viewer="Government" />);
    expect(await screen.findByText('The contractor has not submitted this requirement yet.')).toBeTruthy();
  });
});
