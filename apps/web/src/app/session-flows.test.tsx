import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../lib/session/get-user';
import { createFakeApi, type FakeApi, withPublicEndpoints } from '../test/fake-api';
import { sessionEntry } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { resetSessionExpiry } from '../test/reset-session';

const unauthenticated = { status: 401, body: { message: 'Please log in', code: 'UNAUTHENTICATED' } };

let api: FakeApi;

beforeEach(() => {
  resetSessionExpiry();
  api = withPublicEndpoints(createFakeApi());
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

function type(label: RegExp, value: string, container: HTMLElement = document.body) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

async function submitWhenReady(name: string, container: HTMLElement = document.body) {
  const button = within(container).getByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('login', () => {
  it("marks every empty field 'Required' and sends nothing", async () => {
    api.on('GET /api/get-user', () => unauthenticated);
    renderApp('/login');
    await submitWhenReady('Login', await screen.findByRole('main'));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(api.requests.some((request) => request.path === '/api/login')).toBe(false);
  });

  it('returns a visitor to the protected page they opened once they have logged in', async () => {
    let signedIn = false;
    api.on('GET /api/get-user', () => (signedIn ? { status: 200, body: [sessionEntry()] } : unauthenticated));
    api.on('POST /api/login', () => {
      signedIn = true;
      return { status: 200, body: { message: 'Logged in', chooseAgency: false, is_pwd_expired: false } };
    });

    const { router } = renderApp('/projects?status=active');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { name: 'Login' });
    type(/^Email/, 'person@example.in', main);
    type(/^Password/, 'Secret@123', main);
    type(/^Captcha text/, 'ab12', main);
    await submitWhenReady('Login', main);

    // The project list is a lazy route: its module is fetched (here: transformed) on first use.
    expect(
      await screen.findByRole('heading', { name: 'Projects', level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/projects?status=active');
    expect(api.requests.find((request) => request.path === '/api/login')?.body).toEqual({
      email: 'person@example.in',
      password: 'Secret@123',
      captchaText: 'ab12',
      captchaId: 'captcha-1',
    });
  });

  it('shows the server message under the form and draws a new captcha after a failed login', async () => {
    api.on('GET /api/get-user', () => unauthenticated);
    api.reply('POST /api/login', 400, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });

    renderApp('/login');
    const main = await screen.findByRole('main');
    type(/^Email/, 'person@example.in', main);
    type(/^Password/, 'wrong', main);
    type(/^Captcha text/, 'ab12', main);
    await submitWhenReady('Login', main);

    const alert = await within(main).findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password');
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/api/captcha')).toHaveLength(2),
    );
    // Said once: no notification repeats it.
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });

  it('says a wrong captcha once, under the captcha', async () => {
    api.on('GET /api/get-user', () => unauthenticated);
    api.reply('POST /api/login', 400, {
      message: 'Invalid Captcha',
      code: 'INVALID_CAPTCHA',
      fields: { captchaText: 'Invalid Captcha' },
    });
    renderApp('/login');
    const main = await screen.findByRole('main');
    type(/^Email/, 'person@example.in', main);
    type(/^Password/, 'Secret@123', main);
    type(/^Captcha text/, 'zz99', main);
    await submitWhenReady('Login', main);
    expect(await screen.findByText('Invalid Captcha')).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/api/captcha')).toHaveLength(2),
    );
    expect(screen.getAllByText('Invalid Captcha')).toHaveLength(1);
    expect(within(main).queryByRole('alert')).toBeNull();
  });
});

describe('first user load', () => {
  it("reports a failure other than 401 as 'Error' with the server's message, and shows the login", async () => {
    api.reply('GET /api/get-user', 503, { message: 'The database is not reachable.', code: 'UNAVAILABLE' });
    renderApp('/projects');
    expect(await screen.findByText('The database is not reachable.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(api.requests.filter((request) => request.path === '/api/get-user')).toHaveLength(1);
  });

  it('shows no error for a visitor who is simply not logged in', async () => {
    api.on('GET /api/get-user', () => unauthenticated);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.queryByText('Error')).toBeNull();
  });
});

describe('expired session', () => {
  async function expireSignedInSession() {
    let expired = false;
    api.on('GET /api/get-user', () => (expired ? unauthenticated : { status: 200, body: [sessionEntry()] }));
    const view = renderApp('/projects');
    await screen.findByRole('heading', { name: 'Projects', level: 1 });
    expired = true;
    await view.queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    return { ...view, dialog, renew: () => (expired = false) };
  }

  async function attemptRelogin(dialog: HTMLElement) {
    type(/^Password/, 'Secret@123', dialog);
    type(/^Captcha text/, 'ab12', dialog);
    await submitWhenReady('Login again', dialog);
  }

  it('keeps the page and asks for the password again; a good re-login closes the modal', async () => {
    const { dialog, renew, router } = await expireSignedInSession();
    expect(router.state.location.pathname).toBe('/projects');
    api.on('POST /api/login/refresh', () => {
      renew();
      return {
        status: 200,
        body: { message: 'Logged in successfully', chooseAgency: false, is_pwd_expired: false },
      };
    });

    await attemptRelogin(dialog);

    expect(
      await screen.findByText('User re-authenticated successfully. Please redo the last action.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session expired' })).toBeNull());
    expect(api.requests.find((request) => request.path === '/api/login/refresh')?.body).toEqual({
      email: 'person@example.in',
      password: 'Secret@123',
      agencyId: sessionEntry().user.agency_id,
      captchaText: 'ab12',
      captchaId: expect.stringMatching(/^captcha-/),
    });
  });

  it('logs the user out after three failed re-logins', async () => {
    const { dialog, router } = await expireSignedInSession();
    api.reply('POST /api/login/refresh', 401, { message: 'Invalid password', code: 'UNAUTHENTICATED' });

    for (const attempt of [1, 2]) {
      await attemptRelogin(dialog);
      await waitFor(() =>
        expect(api.requests.filter((request) => request.path === '/api/login/refresh')).toHaveLength(attempt),
      );
      expect(await within(dialog).findByText('Invalid password')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/projects');
    }

    await attemptRelogin(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
