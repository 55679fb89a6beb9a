import { describe, expect, it } from 'vitest';
import { EVERYONE, SessionCache } from './session-cache';

const row = (userId: number) => ({ user: { id: userId } });

describe('SessionCache', () => {
  it('keeps a read row per token until it expires', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    cache.keep(7, row(1), cache.mark(), 1_000);
    expect(cache.get(7, 1_001)).toEqual(row(1));
    expect(cache.get(8, 1_001)).toBeUndefined();
    expect(cache.get(7, 1_000 + 30_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops every token of the user a change names, and no other', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    cache.keep(1, row(10), cache.mark(), 0);
    cache.keep(2, row(10), cache.mark(), 0);
    cache.keep(3, row(11), cache.mark(), 0);
    cache.dropUser(10);
    expect([cache.get(1, 1), cache.get(2, 1), cache.get(3, 1)]).toEqual([undefined, undefined, row(11)]);
    cache.dropUser(EVERYONE);
    expect(cache.size).toBe(0);
  });

  it('does not keep a row read before a drop that came while it was read (a sign-out racing a render)', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    const mark = cache.mark();
    cache.dropUser(10); // the sign-out commits while the render's read is on its way
    cache.keep(1, row(10), mark, 0);
    expect(cache.get(1, 1)).toBeUndefined();
    // The next read, started after the drop, is kept.
    cache.keep(1, row(10), cache.mark(), 0);
    expect(cache.get(1, 1)).toEqual(row(10));
  });

  it('keeps a read that only a drop of another user overtook', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    const mark = cache.mark();
    cache.dropUser(11);
    cache.keep(1, row(10), mark, 0);
    expect(cache.get(1, 1)).toEqual(row(10));
    // A drop of everyone overtakes every read.
    const later = cache.mark();
    cache.dropAll();
    cache.keep(2, row(10), later, 0);
    expect(cache.get(2, 1)).toBeUndefined();
  });
});
