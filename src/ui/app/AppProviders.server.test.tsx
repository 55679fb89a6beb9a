import { dehydrate, QueryClient, useQuery } from '@tanstack/react-query';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellProps } from '../ssr/shell';
import { AppProviders } from './AppProviders';

const shell: ShellProps = {
  locale: 'en', dir: 'ltr', device: 'desktop', themeMode: 'system', uiVariant: 1, settings: {}, languages: [], currencies: [],
  currencyId: null, user: null, userSettings: null, sessionExpired: false,
};

/** Enough of Next's router for the providers' hooks in a render (no navigation happens on the server). */
const router = { pathname: '/restaurant/[id]', asPath: '/restaurant/1', query: { id: '1' }, locale: 'en', events: { on() {}, off() {} } } as unknown as NextRouter;

function Menu() {
  const { data } = useQuery({ queryKey: ['shop', 'en', '1', 'menu'], queryFn: async () => 'fetched' });
  return <p>{String(data)}</p>;
}

describe('AppProviders in a server render', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves no timer behind, so nothing keeps a rendered page alive after it is sent', async () => {
    const prefetched = new QueryClient();
    await prefetched.prefetchQuery({ queryKey: ['shop', 'en', '1', 'menu'], queryFn: async () => 'Margherita', staleTime: Infinity });
    const state = dehydrate(prefetched);
    prefetched.clear();
    vi.useFakeTimers();
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <AppProviders shell={shell} dehydratedState={state}>
          <Menu />
        </AppProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('Margherita');
    // A query's gcTime timer (5 h in the browser) held each render's cache and page: the server's heap grew
    // ~100 KB per rendered page until it ran out of memory (issue 20's SSR tail, ADR 0044).
    expect(vi.getTimerCount()).toBe(0);
  });
});
