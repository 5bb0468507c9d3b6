import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import { outbox, passwordTokens } from '../../db/schema/index.js';
import * as queries from './passwords.queries.js';

// Every step of a reset request is watched, to compare what a known and an unknown address cost.
vi.mock('./passwords.queries.js', async (original) => {
  const actual = await original<typeof import('./passwords.queries.js')>();
  return { ...actual, issuePasswordLink: vi.fn(actual.issuePasswordLink) };
});
vi.mock('../../lib/tokens.js', async (original) => {
  const actual = await original<typeof import('../../lib/tokens.js')>();
  return { ...actual, newToken: vi.fn(actual.newToken), hashToken: vi.fn(actual.hashToken) };
});
vi.mock('../../mail/templates.js', async (original) => {
  const actual = await original<typeof import('../../mail/templates.js')>();
  return { ...actual, passwordResetMail: vi.fn(actual.passwordResetMail) };
});

const tokens = await import('../../lib/tokens.js');
const templates = await import('../../mail/templates.js');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { CAPTCHA_DISABLED: 'true' } });
});
afterAll(async () => ctx?.close());

/** Asks for a reset and returns the steps it took, in the order taken. */
async function stepsOf(email: string) {
  const client = ctx.client();
  await client.get('/api/get-env'); // the page load that hands out the CSRF cookie is not part of the request
  vi.clearAllMocks();
  const res = await client.post('/api/forgotPassword', { email, captchaId: 'x', captchaText: 'abcd' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Email has been sent.' });
  const issued = vi.mocked(queries.issuePasswordLink).mock.calls.map(([, row]) => ({
    userKnown: row.userId !== null,
    tokenHash: /^[0-9a-f]{64}$/.test(row.tokenHash),
    purpose: row.purpose,
    mailParts: Object.keys(row.mail).sort(),
  }));
  return {
    newToken: vi.mocked(tokens.newToken).mock.calls.length,
    hashToken: vi.mocked(tokens.hashToken).mock.calls.length,
    mailWritten: vi.mocked(templates.passwordResetMail).mock.calls.length,
    issued,
  };
}

describe('POST /api/forgotPassword does the same work for a known and an unknown address', () => {
  it('makes a token, hashes it, writes a mail and runs the same statements either way', async () => {
    const known = await stepsOf('contractor@demo.anupalan.in');
    const unknown = await stepsOf('nobody.here@example.in');
    const shape = { newToken: 1, hashToken: 1, mailWritten: 1 };
    expect(known).toMatchObject(shape);
    expect(unknown).toMatchObject(shape);
    expect(known.issued).toHaveLength(1);
    expect(unknown.issued).toHaveLength(1);
    // Only whether a user was found differs; the statements stored nothing for the unknown address.
    expect({ ...known.issued[0], userKnown: null }).toEqual({ ...unknown.issued[0], userKnown: null });
    expect(known.issued[0]?.userKnown).toBe(true);
    expect(unknown.issued[0]?.userKnown).toBe(false);
  });

  it('stores a link and a mail only for the known address', async () => {
    const db = ctx.database.db;
    const before = { tokens: await db.$count(passwordTokens), mails: await db.$count(outbox) };
    await stepsOf('nobody.else@example.in');
    expect({ tokens: await db.$count(passwordTokens), mails: await db.$count(outbox) }).toEqual(before);
    await stepsOf('contractor2@demo.anupalan.in');
    expect({ tokens: await db.$count(passwordTokens), mails: await db.$count(outbox) }).toEqual({
      tokens: before.tokens + 1,
      mails: before.mails + 1,
    });
  });
});
