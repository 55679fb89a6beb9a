import { Axios } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../src/server/routes';
import { createServerClient } from '../../src/ui/http/server-client';
import { resetRenderCaches } from '../../src/ui/ssr/cache-resets';
import { ssrWorld } from './ssr-world';

/**
 * Issue 20 item 1: a signed-in page's catalogue reads (`rest/*` GETs) are the guests' reads — asked without the
 * token and answered from the same short-lived cache — while account reads still carry the session.
 */
const world = ssrWorld();
const { calls } = world;

const pageRequest = (cookie?: string) => ({ headers: cookie ? { cookie } : {}, socket: { remoteAddress: '127.0.0.1' } }) as never;

describe('server rendering for a signed-in visitor', () => {
  it('no rest GET reads the session, so none may depend on it', () => {
    const readers = apiRoutes.filter((r) => r.method === 'GET' && r.path.startsWith('/rest/') && r.auth !== 'none').map((r) => r.path);
    expect(readers).toEqual([]);
  });

  it('asks catalogue reads without the token and shares the guests’ cached answer', async () => {
    resetRenderCaches();
    calls.length = 0;
    const guest = await createServerClient(pageRequest(), 'en').get('rest/shops/paginate', { params: { perPage: 2 } });
    const member = await createServerClient(pageRequest(`access_token=${world.token}`), 'en').get('rest/shops/paginate', { params: { perPage: 2 } });
    expect(member).toEqual(guest);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('still sends the session with account reads', async () => {
    calls.length = 0;
    // The shared client answers with the envelope itself.
    const res = (await createServerClient(pageRequest(`access_token=${world.token}`), 'en').get('dashboard/user/profile/show')) as unknown as { data: { email: string } };
    expect(res.data.email).toBe(world.api.config.demoLogin);
    expect(calls[0].headers.authorization).toBe(`Bearer ${world.token}`);
  });

  it('answers a plain GET without axios exactly as axios does: the same call, body and failure', async () => {
    const http = createServerClient(pageRequest(`access_token=${world.token}; currency=2`), 'ar');
    // Any option beyond params and expectedStatuses takes axios (the same transport as before ADR 0030).
    const viaAxios = { headers: {} };
    const seen = async (run: () => Promise<unknown>) => {
      resetRenderCaches();
      calls.length = 0;
      // The envelope's timestamp is the only part that differs between two calls.
      const masked = (value: unknown) => JSON.parse(JSON.stringify(value ?? null).replace(/"timestamp":"[^"]*"/g, '"timestamp":"T"'));
      const outcome = await run().then((body) => ({ body: masked(body) }), (failure: unknown) => ({ failure: masked(failure) }));
      return { outcome, calls: calls.map(({ method, url, headers }) => ({ method, url, authorization: headers.authorization, accept: headers.accept })) };
    };
    for (const [url, params] of [
      ['rest/shops/paginate', { perPage: 2, page: 1, type: 'restaurant' }],
      ['dashboard/user/profile/show', {}],
      ['rest/shops/99999999', {}],
      ['dashboard/user/orders/99999999', {}],
    ] as const) {
      const request = vi.spyOn(Axios.prototype, 'request');
      const plain = await seen(() => http.get(url, { params }));
      expect(request).not.toHaveBeenCalled();
      const axios = await seen(() => http.get(url, { params, ...viaAxios }));
      expect(request).toHaveBeenCalledTimes(1);
      request.mockRestore();
      expect(plain).toEqual(axios);
      expect(plain.calls).toHaveLength(1);
    }
  });
});

