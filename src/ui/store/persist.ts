import { persistReducer, persistStore, type Persistor, type WebStorage } from 'redux-persist';
import { createPersistConfig, pickStorage } from './persistence';
import { rootReducer } from './root-reducer';
import type { AppStore } from './store';

const persisted = new WeakMap<AppStore, Persistor>();

/**
 * Restores the persisted slices (liked, currency, search) into a running store and saves them from then on.
 * Its own module so redux-persist stays off the first load: the app imports it right after building the store.
 * Once per store (StrictMode may ask twice).
 */
export function persistSlices(store: AppStore, storage: WebStorage = pickStorage()): Persistor {
  const known = persisted.get(store);
  if (known) return known;
  // The persisted reducer adds `_persist` (read by useMergeLiked); slice state is unchanged.
  store.replaceReducer(persistReducer(createPersistConfig(storage), rootReducer) as unknown as typeof rootReducer);
  const persistor = persistStore(store);
  persisted.set(store, persistor);
  return persistor;
}

/** Runs `then` once the persisted slices are back (or restore gave up). */
export function afterRestore(persistor: Persistor, then: () => void): void {
  if (persistor.getState().bootstrapped) return then();
  const stop = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    stop();
    then();
  });
}
