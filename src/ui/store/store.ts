import { configureStore } from '@reduxjs/toolkit';
import { PERSIST_ACTION_TYPES } from './persist-actions';
import { rootReducer } from './root-reducer';

function buildStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks (register, rehydrate); they never reach slice state.
        serializableCheck: { ignoredActions: [...PERSIST_ACTION_TYPES] },
      }),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Builds a store, once per browser session (and once per request on the server). It holds no persisted state
 * yet: in the browser `persistSlices` (./persist.ts, loaded apart from the first load) restores and saves the
 * persisted slices.
 */
export function makeStore(): AppStore {
  return buildStore();
}
