import { legacy_createStore as createStore, type StoreEnhancer } from 'redux';
import { rootReducer } from './root-reducer';

type DevTools = { __REDUX_DEVTOOLS_EXTENSION__?: () => StoreEnhancer };

/**
 * Redux's own store (Redux Toolkit's configureStore added only development checks and a thunk middleware we do
 * not use; ADR 0019). Slices are immer-based (create-slice.ts), so state is frozen and never mutated in place.
 */
function buildStore() {
  const devTools = process.env.NODE_ENV === 'development' && typeof window !== 'undefined' ? (window as DevTools).__REDUX_DEVTOOLS_EXTENSION__?.() : undefined;
  return createStore(rootReducer, devTools);
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
