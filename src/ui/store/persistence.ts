import type { PersistConfig, StateReconciler, WebStorage } from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@/ui/config/constants';
import type { SlicesState } from './root-reducer';

export const PERSIST_KEY = 'root';
// Re-exported for the tests; the store imports the tiny module itself, not this one.
export { PERSIST_ACTION_TYPES } from './persist-actions';
/** localStorage key redux-persist writes to (its `persist:` prefix + our key). */
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

/**
 * The only slices restored on load (spec §4). The carts are deliberately absent: the guest cart lives for
 * the visit and the user cart is always reloaded from the server.
 */
export const PERSISTED_SLICES = ['liked', 'currency', 'search'] as const satisfies ReadonlyArray<keyof SlicesState>;
type PersistedSlice = (typeof PERSISTED_SLICES)[number];

/** Server rendering has no localStorage: reads find nothing and writes vanish. */
export function createNoopStorage(): WebStorage {
  return {
    getItem: async () => null,
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
}

/** Looks localStorage up on each call, and async so a storage that throws (private mode) rejects instead. */
export function createLocalStorage(): WebStorage {
  return {
    getItem: async (key) => window.localStorage.getItem(key),
    setItem: async (key, value) => window.localStorage.setItem(key, value),
    removeItem: async (key) => window.localStorage.removeItem(key),
  };
}

export function pickStorage(): WebStorage {
  return typeof window === 'undefined' ? createNoopStorage() : createLocalStorage();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shape checks for restored data: a stale or hand-edited entry is dropped rather than crashing the UI. */
const looksRestorable: Record<PersistedSlice, (value: unknown) => boolean> = {
  liked: (value) => isRecord(value) && Array.isArray(value.likedShops),
  currency: (value) => isRecord(value) && 'currency' in value && 'defaultCurrency' in value,
  search: (value) => Array.isArray(value) && value.every((term) => typeof term === 'string'),
};

/**
 * Restores only whitelisted slices (redux-persist's default merge takes every stored key, so a `cart` left
 * in storage by an older build would come back). A slice already changed before the restore keeps its value.
 */
export const restoreWhitelisted: StateReconciler<SlicesState> = (inbound, original, reduced) => {
  if (!isRecord(inbound)) return reduced;
  const next: Record<string, unknown> = { ...reduced };
  for (const key of PERSISTED_SLICES) {
    if (key in inbound && original[key] === reduced[key] && looksRestorable[key](inbound[key])) {
      next[key] = inbound[key];
    }
  }
  return next as SlicesState;
};

export function createPersistConfig(storage: WebStorage): PersistConfig<SlicesState> {
  return {
    key: PERSIST_KEY,
    storage,
    whitelist: [...PERSISTED_SLICES],
    // Restore gives up after this long and the app starts from the initial state (spec §4).
    timeout: PERSIST_TIMEOUT_MS,
    stateReconciler: restoreWhitelisted,
  };
}
