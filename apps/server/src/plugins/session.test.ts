import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session.js';

type Row = Parameters<SessionCache['read']>[1] extends () => Promise<infer R> ? NonNullable<R> : never;

function row(name: string): Row {
  return {
    tokenHash: 'h',
    userId: 'u',
    agencyId: null,
    agencySelected: true,
    lastSeenAt: new Date(),
    emailAddress: 'a@b.in',
    name,
    isAdmin: false,
    isPwdExpired: false,
    agencyType: null,
    membershipActive: false,
  };
}

/** A loader that counts its calls and answers the row it is given now. */
function loader(initial: Row | undefined) {
  const state = { calls: 0, row: initial };
  return {
    state,
    load: async () => {
      state.calls++;
      return state.row;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('the session cache', () => {
  it('reuses a row for its time, then reads it again', async () => {
    vi.useFakeTimers();
    const cache = new SessionCache(1000);
    const { state, load } = loader(row('first'));
    expect((await cache.read('h', load))?.name).toBe('first');
    state.row = row('second');
    vi.advanceTimersByTime(999);
    expect((await cache.read('h', load))?.name).toBe('first');
    expect(state.calls).toBe(1);
    vi.advanceTimersByTime(2);
    expect((await cache.read('h', load))?.name).toBe('second');
    expect(state.calls).toBe(2);
  });

  it('reads on every request when its time is 0', async () => {
    const cache = new SessionCache(0);
    const { state, load } = loader(row('x'));
    await cache.read('h', load);
    await cache.read('h', load);
    expect(state.calls).toBe(2);
  });

  it('keeps no missing session (an unknown token is read again each time)', async () => {
    const cache = new SessionCache(1000);
    const { state, load } = loader(undefined);
    expect(await cache.read('h', load)).toBeUndefined();
    expect(await cache.read('h', load)).toBeUndefined();
    expect(state.calls).toBe(2);
  });

  it('forgets every row when cleared (a write was answered)', async () => {
    const cache = new SessionCache(1000);
    const { state, load } = loader(row('before'));
    await cache.read('h', load);
    state.row = undefined; // signed out
    cache.clear();
    expect(await cache.read('h', load)).toBeUndefined();
  });

  it('does not keep a row read while a clear happened (a write committed during the read)', async () => {
    const cache = new SessionCache(1000);
    let release: (r: Row) => void = () => {};
    const slow = cache.read('h', () => new Promise<Row>((resolve) => (release = resolve)));
    cache.clear();
    release(row('stale'));
    expect((await slow)?.name).toBe('stale'); // that request began before the write
    const { state, load } = loader(row('fresh'));
    expect((await cache.read('h', load))?.name).toBe('fresh');
    expect(state.calls).toBe(1);
  });

  it('holds at most its bound, dropping the oldest', async () => {
    const cache = new SessionCache(1000, 2);
    const { state, load } = loader(row('x'));
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(state.calls).toBe(3);
    await cache.read('a', load);
    expect(state.calls).toBe(4);
  });
});
