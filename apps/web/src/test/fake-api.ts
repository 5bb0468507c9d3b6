import { vi } from 'vitest';

type Handler = (body: unknown, url: URL) => { status: number; body: unknown };

/**
 * Stands in for the API server in component tests: answers `METHOD /path` with the registered handler,
 * and records every request so a test can check what the page sent.
 */
export function createFakeApi() {
  const handlers = new Map<string, Handler>();
  const requests: { method: string; path: string; body: unknown; headers: Headers }[] = [];

  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body, headers: new Headers(init?.headers) });
    const handler = handlers.get(`${method} ${url.pathname}`);
    const reply = handler
      ? handler(body, url)
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    fetch: fetchImpl,
    requests,
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    reply(route: string, status: number, body: unknown) {
      handlers.set(route, () => ({ status, body }));
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** The calls every page makes, answered as a freshly installed deployment would. */
export function withPublicEndpoints(api: FakeApi): FakeApi {
  api.reply('GET /api/get-env', 200, {
    DISPLAY_GOVT_AGENCY_NAME: '',
    DISPLAY_GOVT_AGENCY_DEPT: '',
    DISPLAY_GOVT_LOGO: '',
    FOOTER_LEFT_TEXT: '',
    FOOTER_LEFT_LINK: '',
    FOOTER_RIGHT_TEXT: '',
    FOOTER_RIGHT_LINK: '',
  });
  api.reply('GET /api/getAppVersionNo', 200, { version: '0.1.0' });
  let captcha = 0;
  api.on('GET /api/captcha', () => {
    captcha += 1;
    return { status: 200, body: { id: `captcha-${captcha}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' } };
  });
  return api;
}
