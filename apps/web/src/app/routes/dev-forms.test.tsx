import { fieldGallerySchema } from '@anupalan/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, withPublicEndpoints } from '../../test/fake-api';
import { sessionEntry } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetSessionExpiry } from '../../test/reset-session';

let api: FakeApi;

beforeEach(() => {
  resetSessionExpiry();
  api = withPublicEndpoints(createFakeApi());
  api.reply('GET /api/get-user', 200, [sessionEntry()]);
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

const record = { id: '00000000-0000-4000-8000-00000000c001', type: 'gallery', purpose: 'all-field-types' };

describe('the form gallery', () => {
  it('renders the server’s gallery schema as a three-step form', async () => {
    api.reply('GET /api/master-cms', 200, [{ ...record, body: fieldGallerySchema }]);
    renderApp('/dev/forms');
    expect(await screen.findByRole('heading', { name: 'Form engine gallery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 Wages and documents' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Worker name' })).toBeTruthy();
  });

  it('says plainly that it is not available where the server has no gallery (production)', async () => {
    api.reply('GET /api/master-cms', 200, []);
    renderApp('/dev/forms');
    expect(await screen.findByText('The form gallery is not available on this server.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
