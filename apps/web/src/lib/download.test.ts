import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionExpiry } from '../test/reset-session';
import { attachmentName, downloadFile } from './download';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  resetSessionExpiry();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('downloading a file the API answers with', () => {
  it('names the file as the server does, the UTF-8 name first', () => {
    expect(attachmentName(`attachment; filename="a.xlsx"; filename*=UTF-8''Manpower%20%E2%82%B9.xlsx`)).toBe(
      'Manpower ₹.xlsx',
    );
    expect(attachmentName('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(attachmentName(null)).toBeNull();
  });

  it("throws the server's refusal with its message and fields, asking with the query", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Please correct the highlighted fields.',
          code: 'VALIDATION',
          fields: { to_date: 'The manpower report covers at most 60 days' },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    await expect(
      downloadFile('/api/report', { from_date: '2026-01-01', to_date: '2026-04-01' }, 'r.xlsx'),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { to_date: 'The manpower report covers at most 60 days' },
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/report?from_date=2026-01-01&to_date=2026-04-01');
  });
});
