import type { FormSchema } from '@anupalan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureSchema } from '../../test/fixture-schema';
import { resetSessionExpiry } from '../../test/reset-session';
import { saveForm } from './save-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetSessionExpiry();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ message: 'Successfully added the new entry!' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const schema: FormSchema = fixtureSchema({
  type: 'test',
  purpose: 'save',
  title: 'Licence',
  saveUrl: '/api/subprojects/{subprojectId}/licences',
  steps: [{ title: 'Licence', fields: [{ type: 'file', colName: 'body.copy', title: 'Copy' }] }],
});

function sent() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {} };
}

describe('the generic save', () => {
  it('posts {values} as JSON to the saveUrl with its placeholders filled, saying whether it is an edit', async () => {
    await saveForm(schema, { body: { number: 'L-1' } }, { params: { subprojectId: 's 1' }, isEdit: true });
    const { url, init } = sent();
    expect(url).toBe('/api/subprojects/s%201/licences');
    expect(init.body).toBe('{"values":{"body":{"number":"L-1"}}}');
    expect(new Headers(init.headers).get('isEdit')).toBe('true');
  });

  it('hands on the whole answer, so a page can open the record it created by its id', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Employee added', id: 'e-1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const answer = await saveForm(schema, {}, { params: { subprojectId: 's1' }, isEdit: false });
    expect(answer).toEqual({ message: 'Employee added', id: 'e-1' });
  });

  it('sends a multipart form as `values` JSON plus one part per chosen file, named by its column', async () => {
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await saveForm(
      { ...schema, multipart: true },
      { body: { number: 'L-1', copy: { name: 'licence.pdf', url: 'blob:preview', file } } },
      { params: { subprojectId: 's1' }, isEdit: false },
    );
    const body = sent().init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(JSON.parse(String(form.get('values')))).toEqual({
      body: { number: 'L-1', copy: { name: 'licence.pdf', url: 'blob:preview' } },
    });
    expect((form.get('body.copy') as File).name).toBe('licence.pdf');
    expect(new Headers(sent().init.headers).get('content-type')).toBeNull();
  });

  it('refuses a saveUrl whose placeholder the page did not fill', () => {
    expect(() => saveForm(schema, {}, { params: {}, isEdit: false })).toThrow('No value for {subprojectId}');
  });
});
