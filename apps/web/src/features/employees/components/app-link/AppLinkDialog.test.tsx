import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-form';
import { resetSessionExpiry } from '../../../../test/reset-session';
import { AppLinkDialog } from './AppLinkDialog';

let api: FakeApi;
let copied: string[];
beforeEach(() => {
  resetSessionExpiry();
  api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function dialog() {
  renderPage(<AppLinkDialog opened onClose={() => undefined} />);
  return screen.findByRole('dialog', { name: 'Android app link' });
}

describe('the Android app link', () => {
  it('shows the configured link, copies it and offers it by e-mail', async () => {
    api.reply('GET /api/androidAppLink', 200, {
      link: 'https://play.google.com/store/apps/details?id=in.anupalan',
      configured: true,
    });
    const modal = await dialog();
    const box = (await within(modal).findByRole('textbox', { name: 'Link' })) as HTMLInputElement;
    expect(box.value).toBe('https://play.google.com/store/apps/details?id=in.anupalan');
    expect(within(modal).getByText(/opens the Android app/)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(copied).toEqual(['https://play.google.com/store/apps/details?id=in.anupalan']),
    );
    expect(await within(modal).findByRole('button', { name: 'Copied' })).toBeTruthy();
    const mail = within(modal).getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '';
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain('https://play.google.com/store/apps/details?id=in.anupalan');
  });

  it("says when no app is configured and the link is the web app's own", async () => {
    api.reply('GET /api/androidAppLink', 200, { link: 'https://anupalan.example.in/', configured: false });
    const modal = await dialog();
    expect(await within(modal).findByText(/No Android app is configured/)).toBeTruthy();
    expect((within(modal).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
      'https://anupalan.example.in/',
    );
  });

  it('says so when the link cannot be loaded', async () => {
    api.reply('GET /api/androidAppLink', 403, {
      message: 'Only the contractor sends the app link.',
      code: 'X',
    });
    const modal = await dialog();
    expect(await within(modal).findByText('The app link could not be loaded.')).toBeTruthy();
  });
});
