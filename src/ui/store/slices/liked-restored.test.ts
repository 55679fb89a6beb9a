// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSIST_STORAGE_KEY } from '../persistence';
import { selectRestored } from './liked';
import { makeStore } from '../store';
import { bootstrapped, makePersistedStore, shop } from '../test-fixtures';

beforeEach(() => window.localStorage.clear());

describe('selectRestored', () => {
  it('is false for a store without persistence (the server, the first render)', () => {
    expect(selectRestored(makeStore().getState())).toBe(false);
  });

  it('turns true only once the saved liked shops are back in the store', async () => {
    window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ liked: JSON.stringify({ likedShops: [shop(7)] }), _persist: JSON.stringify({ version: -1, rehydrated: true }) }));
    const { store, persistor } = makePersistedStore();
    expect(selectRestored(store.getState())).toBe(false);
    await bootstrapped(persistor);
    expect(selectRestored(store.getState())).toBe(true);
    expect(store.getState().liked.likedShops).toEqual([shop(7)]);
  });
});
