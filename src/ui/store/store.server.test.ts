import { describe, expect, it } from 'vitest';
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

  it('builds a working store that restores nothing', async () => {
    const { store, persistor } = makeStore();
    await bootstrapped(persistor);
    store.dispatch(addSearch('pizza'));
    await persistor.flush();
    expect(store.getState().search).toEqual(['pizza']);
    expect(store.getState()._persist.rehydrated).toBe(true);
  });
});
