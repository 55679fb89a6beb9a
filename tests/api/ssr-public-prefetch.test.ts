import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { withPublicPrefetch } from '../../src/ui/content/ssr';
import { prefetchHome } from '../../src/ui/home/ssr';
import { loadShopPage } from '../../src/ui/shops/ssr';
import { pageJsonLd } from '../../src/ui/seo/page-jsonld';
import type { Http } from '../../src/ui/http/json';
import { PUBLIC_TTL_MS } from '../../src/ui/http/server-client';
import { resetRenderCaches } from '../../src/ui/ssr/cache-resets';
import { ssrWorld } from './ssr-world';

/**
 * Issue 20 item 1: a page whose prefetch reads only public answers keeps its dehydrated state as long as those
 * answers are kept, so a signed-in render of `/` makes no API call at all; anything private or failed is never kept.
 */
const world = ssrWorld();
const { calls } = world;

const render = (load: ReturnType<typeof withPublicPrefetch>, cookie: string, locale = 'en') =>
  load({ req: { headers: { cookie, host: 'shop.test' }, socket: { remoteAddress: '127.0.0.1' } } } as never, { locale } as never) as Promise<{ dehydratedState: { queries: unknown[] } }>;
// Counts the prefetch's runs: a kept state is served without running it (the API calls alone would not show it,
// since the public answers are kept too).
let runs = 0;
const home = withPublicPrefetch((...args: Parameters<typeof prefetchHome>) => (runs++, prefetchHome(...args)));

describe('withPublicPrefetch', () => {
  it('renders `/` for a signed-in visitor from the state a guest render built, without any API call', async () => {
    resetRenderCaches();
    calls.length = 0;
    runs = 0;
    const guest = await render(home, '');
    expect(calls.length).toBeGreaterThan(3);
    expect(guest.dehydratedState.queries.length).toBeGreaterThan(3);
    calls.length = 0;
    const member = await render(home, `access_token=${world.token}`);
    expect(calls).toEqual([]);
    expect(runs).toBe(1);
    expect(member).toEqual(guest);
  });

  it('keeps one state per language and currency, and none past the answers it came from or a reset', async () => {
    resetRenderCaches();
    runs = 0;
    await render(home, '');
    await render(home, '', 'ar');
    await render(home, 'currency=2');
    expect(runs).toBe(3);
    const [en, ar] = [await render(home, ''), await render(home, '', 'ar')];
    expect(runs).toBe(3);
    expect(JSON.stringify(ar)).not.toEqual(JSON.stringify(en));
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_TTL_MS + 1);
    try {
      await render(home, '');
      expect(runs).toBe(4);
    } finally {
      later.mockRestore();
    }
    resetRenderCaches();
    await render(home, '', 'ar');
    expect(runs).toBe(5);
  });

  it('never keeps a state with a private read or a failed query', async () => {
    const privateRead = withPublicPrefetch((qc: QueryClient, http: Http) =>
      (runs++, qc.prefetchQuery({ queryKey: ['profile'], queryFn: () => http.get('dashboard/user/profile/show') })),
    );
    const failing = withPublicPrefetch((qc: QueryClient, http: Http) => (runs++, qc.prefetchQuery({ queryKey: ['missing'], queryFn: () => http.get('rest/shops/99999999') })));
    for (const load of [privateRead, failing]) {
      resetRenderCaches();
      calls.length = 0;
      runs = 0;
      await render(load, `access_token=${world.token}`);
      await render(load, `access_token=${world.token}`);
      expect(runs).toBe(2);
      expect(calls).toHaveLength(2);
    }
  });

  it('keeps a shop page (its data and JSON-LD) for a signed-in visitor, and never an unknown shop', async () => {
    const load = loadShopPage('restaurant');
    const page = (id: string, cookie: string) => {
      const res = { getHeader: () => undefined, setHeader: () => undefined };
      const req = { headers: { cookie, host: 'shop.test' }, socket: { remoteAddress: '127.0.0.1' } };
      const shell = { locale: 'en', currencies: [], currencyId: null };
      return load({ req, res, params: { id }, query: {} } as never, shell as never).then((props) => ({ props, jsonLd: pageJsonLd(res as never) }));
    };
    resetRenderCaches();
    const reads = vi.spyOn(QueryClient.prototype, 'fetchQuery');
    try {
      const guest = await page('1', '');
      const builtWith = reads.mock.calls.length;
      expect(builtWith).toBeGreaterThan(2);
      expect(guest.jsonLd.length).toBeGreaterThan(0);
      const member = await page('1', `access_token=${world.token}`);
      expect(reads.mock.calls.length).toBe(builtWith);
      expect(member).toEqual(guest);
      expect(await page('99999999', '')).toEqual({ props: { notFound: true }, jsonLd: [] });
      const afterUnknown = reads.mock.calls.length;
      await page('99999999', '');
      expect(reads.mock.calls.length).toBeGreaterThan(afterUnknown);
    } finally {
      reads.mockRestore();
    }
  });
});
