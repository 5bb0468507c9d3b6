import { messageResponse } from '@anupalan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionExpiry } from '../test/reset-session';
import { ApiError, apiRequest, CSRF_HEADER, errorMessage } from './api';
import { sessionExpiry } from './session/expiry';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetSessionExpiry();
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=light; anupalan_csrf=token%2F123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends the CSRF cookie value in the x-csrf-token header on reads and writes, with credentials', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { message: 'ok' }));

    await apiRequest('/api/get-env', { parser: messageResponse });
    expect(new Headers(lastRequest().init.headers).get(CSRF_HEADER)).toBe('token/123');
    expect(lastRequest().init.credentials).toBe('include');

    await apiRequest('/api/login/logout', { method: 'POST', body: { a: 1 }, parser: messageResponse });
    const { init } = lastRequest();
    expect(new Headers(init.headers).get(CSRF_HEADER)).toBe('token/123');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('puts defined query values in the URL and leaves out missing ones', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { message: 'ok' }));
    await apiRequest('/api/get-token', {
      query: { user_id: 'u1', agency_id: undefined },
      parser: messageResponse,
    });
    expect(lastRequest().url).toBe('/api/get-token?user_id=u1');
  });

  it('throws an ApiError carrying status, code, message and fields of the error body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Invalid input', code: 'VALIDATION', fields: { email: 'Required' } }),
    );
    const failure = apiRequest('/api/login', { method: 'POST', body: {}, parser: messageResponse });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid input',
      fields: { email: 'Required' },
    });
  });

  it("carries a refused file's problems row by row, and only well-formed ones", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'The file has 1 problem.',
        code: 'CSV_INVALID',
        rows: [{ row: 3, column: 'Name', message: 'Required' }, { row: 'x' }],
      }),
    );
    const failure = apiRequest('/api/upload', { method: 'POST', body: {}, parser: messageResponse });
    await expect(failure).rejects.toMatchObject({
      code: 'CSV_INVALID',
      rows: [{ row: 3, column: 'Name', message: 'Required' }],
    });
  });

  it('raises the session-expired flag on a 401 while signed in, without signing out', async () => {
    sessionExpiry.setSignedIn(true);
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    );

    await expect(apiRequest('/api/kits', { parser: messageResponse })).rejects.toBeInstanceOf(ApiError);
    expect(sessionExpiry.getSnapshot()).toMatchObject({ signedIn: true, expired: true });
  });

  it('leaves the flag down on a 401 for a visitor who never signed in', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    );
    await expect(apiRequest('/api/get-user', { parser: messageResponse })).rejects.toBeInstanceOf(ApiError);
    expect(sessionExpiry.getSnapshot().expired).toBe(false);
  });

  it('never surfaces a raw error: network failures and odd responses fall back to the given text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await apiRequest('/api/kits', { parser: messageResponse }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(offline, 'Failed to login')).toBe('Failed to login');

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await apiRequest('/api/kits', { parser: messageResponse }).catch(
      (error: unknown) => error,
    );
    expect(gateway).toMatchObject({ status: 502 });
    expect(errorMessage(gateway, 'Something went wrong')).toBe('Something went wrong');
  });
});
