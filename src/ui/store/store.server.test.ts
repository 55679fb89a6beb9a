import { describe, expect, it } from 'vitest';
import { persistSlices } from './persist';
import { pickStorage } from './persistence';
import { addSearch } from './slices/search';
import { makeStore } from './store';
import { bootstrapped } from './test-fixtures';

// Runs in the node environment: no window, as during server rendering.
describe('store on the server', () => {
  it('uses a noop storage when there is no window', async () => {
    expect(typeof window).toBe('undefined');
    const storage = pickStorage();
    await storage.setItem('persist:root', '{"search":"[\\"x\\"]"}');
    expect(await storage.getItem('persist:root')).toBeNull();
  });

  it('builds a working store without persistence (the app restores only in the browser)', () => {
    const store = makeStore();
    store.dispatch(addSearch('pizza'));
    expect(store.getState().search).toEqual(['pizza']);
    expect(store.getState()).not.toHaveProperty('_persist');
  });

  it('restores nothing from the noop storage', async () => {
    const store = makeStore();
    const persistor = persistSlices(store);
    await bootstrapped(persistor);
    store.dispatch(addSearch('pizza'));
    await persistor.flush();
    expect(store.getState().search).toEqual(['pizza']);
    expect((store.getState() as { _persist?: { rehydrated: boolean } })._persist?.rehydrated).toBe(true);
  });
});
