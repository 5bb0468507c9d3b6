import { describe, expect, it } from 'vitest';
import { clientErrorOf, MALFORMED_MULTIPART_MESSAGE, UNSTORABLE_VALUE_MESSAGE } from './client-errors.js';

/** What the error handler answers 400 instead of 500 (the safety net behind validation). */
describe('clientErrorOf', () => {
  it("maps PostgreSQL's data exceptions (class 22) to 400, also when a driver wrapped them", () => {
    for (const code of ['22P02', '22007', '22008', '22021', '22P05', '22003']) {
      const direct = Object.assign(new Error('invalid input syntax'), { code });
      const wrapped = Object.assign(new Error('Failed query: select ...'), { cause: direct });
      for (const error of [direct, wrapped]) {
        expect(clientErrorOf(error)).toMatchObject({ statusCode: 400, message: UNSTORABLE_VALUE_MESSAGE });
      }
    }
  });

  it('maps a multipart body without a boundary or cut short to 400', () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Boundary required',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
    ]) {
      expect(clientErrorOf(new Error(message))).toMatchObject({
        statusCode: 400,
        message: MALFORMED_MULTIPART_MESSAGE,
      });
    }
  });

  it('leaves everything else to the handler: constraint violations, server faults', () => {
    expect(clientErrorOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(
      clientErrorOf(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })),
    ).toBeNull();
    expect(clientErrorOf(new Error('boom'))).toBeNull();
    expect(clientErrorOf(undefined)).toBeNull();
  });
});
