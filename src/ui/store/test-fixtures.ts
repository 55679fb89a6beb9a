import type { Persistor, WebStorage } from 'redux-persist';
import { persistSlices } from './persist';
import { makeStore } from './store';
import type { Cart, Currency, Shop, User } from './types';

// Shared sample data for the store's tests only.

export const usd: Currency = { id: 1, rate: 1, default: 1, symbol: '$', title: 'USD', position: 'before' };
export const eur: Currency = { id: 2, rate: 0.92, default: 0, symbol: '€', title: 'EUR', position: 'after' };

export const shop = (id: number): Shop => ({ id, uuid: `shop-${id}`, type: 'shop' });

export const user: User = { id: 7, uuid: 'user-7', firstname: 'Ada', lastname: 'Lovelace', role: 'user' };

export const serverCart: Cart = {
  id: 10,
  shop_id: 3,
  total_price: 12.5,
  group: false,
  owner_id: 7,
  user_carts: [{ id: 11, name: 'Ada', user_id: 7, uuid: 'uc-11', cartDetails: [] }],
};

/** Resolves once redux-persist has finished (or given up) restoring. */
export function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** A store with its persisted slices restoring, as the app sets it up in the browser. */
export function makePersistedStore(storage?: WebStorage) {
  const store = makeStore();
  return { store, persistor: persistSlices(store, storage) };
}
