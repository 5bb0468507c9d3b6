import type { ConsultantComment } from '@anupalan/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-form';
import { resetSessionExpiry } from '../../../test/reset-session';
import { CategoryComments } from './CategoryComments';

const EST = '00000000-0000-4000-8000-000000000301';
const PAGE = `/projects/p/subprojects/s/establishments/${EST}/returns`;
const BASE = `/api/establishments/${EST}/consultant-comments/category/returns`;

const row = (id: string, text: string, state: ConsultantComment['state']): ConsultantComment => ({
  id,
  establishment_id: EST,
  url: PAGE,
  category: 'returns',
  comment: text,
  state,
  created_by: '00000000-0000-4000-8000-000000000601',
  created_by_name: 'Priya Sharma',
  created_on: '2026-11-21T10:35:00.000Z',
  agency_id: '00000000-0000-4000-8000-0000000000c1',
  agency_name: 'PWD Karnataka',
  agency_type: 'Government',
  consultant_agency_id: null,
  resolved_by: null,
  resolved_by_name: null,
  resolved_on: null,
  resolved_by_contractor_user_id: null,
  replies: [],
});

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  api.reply('GET /api/get-user', 401, { message: 'Please log in', code: 'UNAUTHENTICATED' });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderList = () =>
  renderPage(<CategoryComments establishmentId={EST} category="returns" dashboardPath="/dashboard" />);

describe("a section's comments page", () => {
  it('lists the unresolved comments, each opening its page with the panel open; the resolved ones on demand', async () => {
    api.reply(`GET ${BASE}`, 200, {
      category: 'returns',
      unresolved: [row('00000000-0000-4000-8000-000000000501', 'Half-yearly return not filed.', 'reopened')],
      resolved: [row('00000000-0000-4000-8000-000000000502', 'Annual return filed late.', 'resolved')],
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Returns comments' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Half-yearly return not filed/ });
    expect(link.getAttribute('href')).toBe(`${PAGE}?isComment=true`);
    expect(screen.getByText('Reopened')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /Resolved comments \(1\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: /Annual return filed late/ })).toBeTruthy();
  });

  it("says 'No Unresolved Comments' and 'No Resolved Comments'", async () => {
    api.reply(`GET ${BASE}`, 200, { category: 'returns', unresolved: [], resolved: [] });
    renderList();
    expect(await screen.findByText('No Unresolved Comments')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Resolved comments \(0\)/ }));
    expect(await screen.findByText('No Resolved Comments')).toBeTruthy();
  });
});
