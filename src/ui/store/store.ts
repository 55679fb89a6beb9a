import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type WebStorage,
} from 'redux-persist';
import { createPersistConfig, pickStorage } from './persistence';
import { rootReducer } from './root-reducer';

export interface MakeStoreOptions {
  /** Defaults to localStorage in the browser and a noop storage on the server; tests pass their own. */
  storage?: WebStorage;
}

function buildStore(storage: WebStorage) {
  return configureStore({
    reducer: persistReducer(createPersistConfig(storage), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks (register, rehydrate); they never reach slice state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Builds a store and starts restoring the persisted slices. Call once per browser session (and once per
 * request on the server, where storage is a noop); hand `persistor` to PersistGate.
 */
export function makeStore(options: MakeStoreOptions = {}): { store: AppStore; persistor: Persistor } {
  const store = buildStore(options.storage ?? pickStorage());
  const persistor = persistStore(store);
  return { store, persistor };
}
