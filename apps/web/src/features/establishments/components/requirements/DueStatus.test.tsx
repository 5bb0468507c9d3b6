import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { DueStatus } from './DueStatus';

beforeEach(() => {
  resetSessionExpiry();
  const api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
  // 23:00 in India on 15 March 2026.
  vi.useFakeTimers({ now: new Date('2026-03-15T17:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the status of a requirement', () => {
  it.each([
    ['2025-12-15', 'Overdue by 90 Day(s)'],
    ['2026-03-15', 'Due Today'],
    ['2026-03-20', 'Due in 5 Day(s)'],
  ])('due on %s reads %s', async (dueOn, text) => {
    renderPage(<DueStatus dueOn={dueOn} submittedOn={null} />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('says when it was submitted', async () => {
    renderPage(<DueStatus dueOn="2025-12-15" submittedOn="2026-01-10T06:00:00Z" />);
    expect(await screen.findByText('Submitted on 10/01/2026')).toBeTruthy();
  });
});
