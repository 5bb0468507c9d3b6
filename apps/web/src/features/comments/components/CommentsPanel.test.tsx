import type { AgencyType, ConsultantComment } from '@anupalan/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { agency, sessionEntry } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-form';
import { resetSessionExpiry } from '../../../test/reset-session';
import { CommentsPanel } from './CommentsPanel';

const EST = '00000000-0000-4000-8000-000000000301';
const URL_PATH = `/projects/00000000-0000-4000-8000-000000000101/subprojects/00000000-0000-4000-8000-000000000201/establishments/${EST}/requirements/00000000-0000-4000-8000-000000000401`;
const BASE = `/api/establishments/${EST}/consultant-comments`;

function comment(overrides: Partial<ConsultantComment>): ConsultantComment {
  return {
    id: '00000000-0000-4000-8000-000000000501',
    establishment_id: EST,
    url: URL_PATH,
    category: 'establishmentInfo',
    comment: 'Form VII intimation is not uploaded yet.',
    state: 'unresolved',
    created_by: '00000000-0000-4000-8000-000000000601',
    created_by_name: 'Anil Deshpande',
    created_on: '2026-11-12T04:50:00.000Z',
    agency_id: '00000000-0000-4000-8000-0000000000c1',
    agency_name: 'Sai Infra Consultants',
    agency_type: 'Consultant',
    consultant_agency_id: '00000000-0000-4000-8000-0000000000c1',
    resolved_by: null,
    resolved_by_name: null,
    resolved_on: null,
    resolved_by_contractor_user_id: null,
    replies: [],
    ...overrides,
  };
}

let api: FakeApi;
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  api.reply(`GET /api/establishments/${EST}/completion/locked`, 200, { locked: false, message: null });
  api.reply(`GET ${BASE}`, 200, [
    comment({
      replies: [
        {
          id: '00000000-0000-4000-8000-000000000701',
          comment_id: '00000000-0000-4000-8000-000000000501',
          reply: 'We will upload it by Friday.',
          created_on: '2026-11-13T03:35:00.000Z',
          created_by: '00000000-0000-4000-8000-000000000602',
          created_by_name: 'Suresh Patil',
          agency_name: 'Shree Ganesh Constructions',
          agency_type: 'Contractor',
        },
      ],
    }),
  ]);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function signedInAs(role: AgencyType) {
  api.reply('GET /api/get-user', 200, [
    sessionEntry({ role, agencies: [agency('00000000-0000-4000-8000-0000000000a1', role, 'Agency')] }),
  ]);
}

function renderPanel(onClose = vi.fn()) {
  renderPage(<CommentsPanel establishmentId={EST} url={URL_PATH} opened onClose={onClose} />);
  return onClose;
}

describe('the comments side panel', () => {
  it("lists the page's unresolved comments with their replies, and says when there are no resolved ones", async () => {
    signedInAs('Contractor');
    renderPanel();
    expect(await screen.findByText('Form VII intimation is not uploaded yet.')).toBeTruthy();
    expect(screen.getByText('We will upload it by Friday.')).toBeTruthy();
    expect(screen.getByText(/Anil Deshpande, Sai Infra Consultants/)).toBeTruthy();
    expect(screen.getByText('12 Nov 2026, 10:20 AM').tagName).toBe('TIME');
    expect(api.requests.some((r) => r.path === BASE && r.method === 'GET')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: /Resolved/ }));
    expect(await screen.findByText('No Resolved Comments')).toBeTruthy();
  });

  it('offers a consultant the comment form: required, then sent with the page only', async () => {
    signedInAs('Consultant');
    api.on(`POST ${BASE}`, (body) => ({
      status: 200,
      body: comment({ comment: (body as { comment: string }).comment }),
    }));
    renderPanel();
    const field = await screen.findByRole('textbox', { name: /Comment/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(field, { target: { value: 'Labour licence copy is illegible.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      comment: 'Labour licence copy is illegible.',
      url: URL_PATH,
    });
  });

  it.each([
    ['Consultant', true, true, true],
    ['Government', true, true, false],
    ['Contractor', false, true, true],
    ['Subcontractor', false, true, false],
  ] as const)('%s: comment form %s, Reply %s, Resolve %s', async (role, form, reply, resolve) => {
    signedInAs(role);
    renderPanel();
    const card = (await screen.findByText('Form VII intimation is not uploaded yet.')).closest('article')!;
    expect(screen.queryByRole('button', { name: 'Add comment' }) !== null).toBe(form);
    expect(within(card as HTMLElement).queryByRole('button', { name: 'Reply' }) !== null).toBe(reply);
    expect(within(card as HTMLElement).queryByRole('button', { name: 'Resolve' }) !== null).toBe(resolve);
  });

  it('a reply is required; Resolve sends the comment id only', async () => {
    signedInAs('Contractor');
    api.on(`POST ${BASE}/resolve`, () => ({ status: 200, body: comment({ state: 'resolved' }) }));
    renderPanel();
    const card = (await screen.findByText('Form VII intimation is not uploaded yet.')).closest('article')!;
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Reply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === `${BASE}/resolve`)).toBe(true));
    expect(api.requests.find((r) => r.path === `${BASE}/resolve`)!.body).toEqual({
      id: '00000000-0000-4000-8000-000000000501',
    });
  });

  it('on a locked establishment it reads, says why, and offers nothing to write', async () => {
    signedInAs('Consultant');
    api.reply(`GET /api/establishments/${EST}/completion/locked`, 200, {
      locked: true,
      message: 'This establishment is marked as completed and can no longer be changed.',
    });
    renderPanel();
    expect(
      await screen.findByText('This establishment is marked as completed and can no longer be changed.'),
    ).toBeTruthy();
    expect(screen.getByText('Form VII intimation is not uploaded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('Esc closes it', async () => {
    signedInAs('Contractor');
    const onClose = renderPanel();
    await screen.findByText('Form VII intimation is not uploaded yet.');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
