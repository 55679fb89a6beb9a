import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../types/cart';
import { afterCartChanges, changeCart } from './mutations';

const KEY = ['user-cart', 1] as const;
const cartOf = (lines: number): Cart => ({ id: 1, shop_id: 3, owner_id: 1, total_price: lines, group: false, user_carts: [] });
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('changeCart', () => {
  it('a read sent during a change answers with the changed cart, never an older one', async () => {
    const qc = new QueryClient();
    let saved = 1;
    qc.setQueryData(KEY, cartOf(saved));
    const done = changeCart(qc, {
      key: KEY,
      optimistic: () => cartOf(2),
      send: async () => (await later(30), (saved = 2), cartOf(saved)),
      onError: () => undefined,
    });
    // A component mounting mid-change reads the cart; the server answers with what it holds when asked.
    const read = qc.fetchQuery({ queryKey: KEY, queryFn: async () => (await afterCartChanges(), cartOf(saved)), staleTime: 0 });
    await done;
    await read;
    expect(qc.getQueryData<Cart>(KEY)?.total_price).toBe(2);
  });

  it('a failed change reloads the cart without waiting on itself', async () => {
    const qc = new QueryClient();
    let reads = 0;
    qc.setQueryData(KEY, cartOf(1));
    // The cart on screen: a mounted reader, so the reload after the failure refetches it.
    const unsubscribe = new QueryObserver(qc, { queryKey: KEY, queryFn: async () => (await afterCartChanges(), (reads += 1), cartOf(1)), staleTime: Infinity }).subscribe(() => undefined);
    const errors: unknown[] = [];
    await changeCart(qc, { key: KEY, optimistic: () => cartOf(5), send: async () => Promise.reject(new Error('no')), onError: (e) => errors.push(e) });
    await later(10);
    expect(errors).toHaveLength(1);
    expect(reads).toBe(1);
    expect(qc.getQueryData<Cart>(KEY)?.total_price).toBe(1);
    unsubscribe();
  });

  it('a failure handler that throws does not stop later changes or reads', async () => {
    const qc = new QueryClient();
    qc.setQueryData(KEY, cartOf(1));
    await changeCart(qc, { key: KEY, optimistic: (c) => c, send: async () => Promise.reject(new Error('no')), onError: () => { throw new Error('handler'); } });
    await changeCart(qc, { key: KEY, optimistic: () => cartOf(3), send: async () => cartOf(3), onError: () => undefined });
    await afterCartChanges();
    expect(qc.getQueryData<Cart>(KEY)?.total_price).toBe(3);
  });
});
