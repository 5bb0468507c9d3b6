import type { FormSchema } from '@anupalan/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { fixtureSchema } from '../../test/fixture-schema';
import { sessionEntry } from '../../test/fixtures';
import { renderPage } from '../../test/render-form';
import { resetSessionExpiry } from '../../test/reset-session';
import { FormDisplay } from './FormDisplay';

const schema: FormSchema = fixtureSchema({
  type: 'test',
  purpose: 'details',
  title: 'Agency Details',
  saveUrl: '/api/agencies/current',
  auditUrl: '/api/audit/agency-users',
  accessBy: ['Contractor'],
  editDisabledIf: 'body.closed',
  steps: [
    {
      title: 'Agency Details',
      fields: [
        { type: 'text', colName: 'body.name', title: 'Agency name' },
        { type: 'date-simple', colName: 'body.since', title: 'Registered on' },
        { type: 'text', colName: 'body.note', title: 'Internal note', isHiddenForDisplay: true },
        { type: 'text', colName: 'body.pan', title: 'PAN', hideForRoles: ['Contractor'] },
        { type: 'checkbox', colName: 'body.msme', title: 'MSME' },
      ],
    },
  ],
});

let api: FakeApi;

beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  api.reply('GET /api/get-user', 200, [sessionEntry({ role: 'Contractor' })]);
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

const values = {
  body: {
    name: 'Shree Ganesh Constructions',
    since: '2024-04-01',
    note: 'x',
    pan: 'AAFCS1234K',
    msme: { checked: true },
  },
};

describe('the details view', () => {
  it('shows the values as people read them, leaving out fields hidden in it or for the role', async () => {
    renderPage(<FormDisplay schema={schema} values={values} onEdit={() => undefined} />);
    expect(await screen.findByText('Shree Ganesh Constructions')).toBeTruthy();
    expect(screen.getByText('01/04/2024')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.queryByText('Internal note')).toBeNull();
    // Once the session says who is looking: a Contractor does not see the PAN.
    await waitFor(() => expect(screen.queryByText('PAN')).toBeNull());
  });

  it('offers Edit to the roles of accessBy, unless editDisabledIf holds', async () => {
    const onEdit = vi.fn();
    const { unmount } = renderPage(<FormDisplay schema={schema} values={values} onEdit={onEdit} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
    unmount();
    renderPage(
      <FormDisplay schema={schema} values={{ body: { ...values.body, closed: true } }} onEdit={onEdit} />,
    );
    await screen.findByText('Shree Ganesh Constructions');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("opens the 'Logs' panel from View Logs with the record's entries", async () => {
    api.reply('GET /api/audit/agency-users', 200, [
      {
        id: 7,
        op_type: 'UPDATE',
        action: 'Updated',
        entity: 'Agency',
        description: 'Shree Ganesh Constructions',
        changes: ['body.town'],
        user: 'Suresh Patil',
        created_on: '2026-03-31T18:45:00.000Z',
        serial_no: 1,
        max_count: 1,
      },
    ]);
    renderPage(<FormDisplay schema={schema} values={values} auditQuery={{ agency_id: 'a1' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Logs' }));
    const panel = await screen.findByRole('dialog', { name: 'Logs' });
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(panel.textContent).toContain('Suresh Patil · 01/04/2026 12:15 AM');
    expect(panel.textContent).toContain('Changed: body.town');
    const request = api.requests.find((r) => r.path === '/api/audit/agency-users');
    expect(request).toBeTruthy();
  });
});
