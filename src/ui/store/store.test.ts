// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type WebStorage } from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@/ui/config/constants';
import { persistSlices } from './persist';
import { createPersistConfig, PERSIST_ACTION_TYPES, PERSIST_STORAGE_KEY, PERSISTED_SLICES, pickStorage } from './persistence';
import { addToCart } from './slices/cart';
import { setCurrencies } from './slices/currency';
import { toggleLiked } from './slices/liked';
import { addSearch } from './slices/search';
import { setLocation } from './slices/settings';
import { setUserCart } from './slices/user-cart';
import { makeStore } from './store';
import { bootstrapped, makePersistedStore, serverCart, shop, usd } from './test-fixtures';

/** What redux-persist wrote: each slice is JSON inside the JSON record. */
function readPersisted(): Record<string, unknown> {
  const raw = window.localStorage.getItem(PERSIST_STORAGE_KEY);
  if (!raw) throw new Error('nothing persisted');
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('store persistence', () => {
  it('persists exactly liked, currency and search, never cart or userCart', async () => {
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);
    store.dispatch(toggleLiked(shop(1)));
    store.dispatch(setCurrencies([usd]));
    store.dispatch(addSearch('pizza'));
    store.dispatch(addToCart({ id: 1, quantity: 2, stock: { id: 10 }, addons: [], shop_id: 3 }));
    store.dispatch(setUserCart(serverCart));
    store.dispatch(setLocation('1,2'));
    await persistor.flush();

    const persisted = readPersisted();
    expect(Object.keys(persisted).sort()).toEqual(['_persist', 'currency', 'liked', 'search']);
    expect(persisted).not.toHaveProperty('cart');
    expect(persisted).not.toHaveProperty('userCart');
    expect(persisted.liked).toEqual({ likedShops: [shop(1)] });
    expect(persisted.currency).toEqual({ currency: usd, defaultCurrency: usd });
    expect(persisted.search).toEqual(['pizza']);
  });

  it('restores only the whitelisted slices, even when storage holds others', async () => {
    const stored = {
      search: JSON.stringify(['sushi']),
      liked: JSON.stringify({ likedShops: [shop(2)] }),
      cart: JSON.stringify({ items: [{ id: 1, quantity: 1, stock: { id: 1 }, addons: [], shop_id: 1 }] }),
      userCart: JSON.stringify({ userCart: serverCart }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    };
    window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify(stored));
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);

    const state = store.getState();
    expect(state.search).toEqual(['sushi']);
    expect(state.liked.likedShops).toEqual([shop(2)]);
    expect(state.cart.items).toEqual([]);
    expect(state.userCart.userCart).toBeNull();
  });

  it('drops a stored slice with the wrong shape instead of restoring it', async () => {
    window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ search: JSON.stringify({ not: 'a list' }) }));
    const { store, persistor } = makePersistedStore();
    await bootstrapped(persistor);
    expect(store.getState().search).toEqual([]);
  });

  it(`gives up restoring after ${PERSIST_TIMEOUT_MS} ms (config and behaviour)`, async () => {
    expect(createPersistConfig(pickStorage())).toMatchObject({ key: 'root', timeout: 5000 });
    expect(createPersistConfig(pickStorage()).whitelist).toEqual([...PERSISTED_SLICES]);

    vi.useFakeTimers();
    const hanging: WebStorage = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: async () => undefined,
      removeItem: async () => undefined,
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { persistor } = makePersistedStore(hanging);
    await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
    expect(persistor.getState().bootstrapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(persistor.getState().bootstrapped).toBe(true);
    errors.mockRestore();
  });

  it('lets redux-persist actions through the serializable check without warnings', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { persistor } = makePersistedStore();
    await bootstrapped(persistor);
    await persistor.flush();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('names the action types the serializable check lets through as redux-persist does', () => {
    expect([...PERSIST_ACTION_TYPES].sort()).toEqual([FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER].sort());
  });

  it('restores once per store, even when asked twice (StrictMode)', async () => {
    window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ search: JSON.stringify(['tacos']) }));
    const store = makeStore();
    store.dispatch(setLocation('1,2'));
    const persistor = persistSlices(store);
    expect(persistSlices(store)).toBe(persistor);
    await bootstrapped(persistor);
    expect(store.getState().search).toEqual(['tacos']);
    // Slices outside the persisted ones keep what happened before the restore.
    expect(store.getState().settings).toMatchObject({ location: '1,2' });
    await persistor.flush();
  });
});
