/**
 * redux-persist's action types (its FLUSH, REHYDRATE, …), spelled out so code can name them without importing
 * redux-persist — or the persistence set-up — on the first load
 * (store.test.ts checks they match).
 */
export const PERSIST_ACTION_TYPES = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'] as const;
