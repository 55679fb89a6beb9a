import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fetchGet, getUrl, isPlainGet } from './fetch-get';

/** A transport that answers with a fixed status and body and records the URLs asked for. */
function answering(status: number, body: string) {
  const urls: string[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    urls.push(url);
    expect(init.credentials).toBe('include');
    return new Response(body || null, { status });
  }) as unknown as typeof fetch;
  return { doFetch, urls };
}

const rules = (extra = {}) => ({ getLang: () => 'ar', getCurrencyId: () => 2, ...extra });

describe('plain GETs over fetch', () => {
  it('writes the same URL as axios (base, params, encoding, null and undefined left out)', () => {
    const params = { lang: 'ar', q: 'pizza & pasta: 50$,x y', page: 2, open: true, gone: undefined, none: null, currency_id: 3 };
    for (const [base, url] of [['/api/v1/', 'rest/shops/paginate'], ['/api/v1', '/rest/shops'], ['https://api.example.com/v1/', 'rest/x?y=1'], ['/api/v1/', 'https://other.example/z']]) {
      expect(getUrl(base, url, params)).toBe(axios.getUri({ baseURL: base, url, params }));
    }
  });

  it('adds lang and the currency as the axios client does and resolves to the body', async () => {
    const { doFetch, urls } = answering(200, '{"status":true,"data":[1]}');
    expect(await fetchGet('/api/v1/', 'dashboard/user/cart', { params: { allow_empty: 1 } }, rules(), doFetch)).toEqual({ status: true, data: [1] });
    await fetchGet('/api/v1/', 'rest/shops/1', { params: { lang: 'fr', currency_id: 5 } }, rules(), doFetch);
    expect(urls).toEqual(['/api/v1/dashboard/user/cart?lang=ar&allow_empty=1&currency_id=2', '/api/v1/rest/shops/1?lang=fr&currency_id=5']);
  });

  it('rejects with {status, data}: 401 calls the handler, expected statuses are not reported, others are', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const unauthorized = answering(401, '{"statusCode":"ERROR_100","message":"Unauthorized"}');
    await expect(fetchGet('/api/v1/', 'x', undefined, rules({ onUnauthorized, onError }), unauthorized.doFetch)).rejects.toEqual({ status: 401, data: { statusCode: 'ERROR_100', message: 'Unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const missing = answering(404, '{"statusCode":"ERROR_404"}');
    await expect(fetchGet('/api/v1/', 'dashboard/user/cart', { expectedStatuses: [404] }, rules({ onError }), missing.doFetch)).rejects.toMatchObject({ status: 404 });
    expect(onError).not.toHaveBeenCalled();
    await expect(fetchGet('/api/v1/', 'x', undefined, rules({ onError }), answering(500, '').doFetch)).rejects.toEqual({ status: 500, data: {} });
    expect(onError).toHaveBeenCalledWith({ status: 500, data: {} });
  });

  it('turns a network failure into status 0', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchGet('/api/v1/', 'x', undefined, rules(), down)).rejects.toEqual({ status: 0, data: { statusCode: 'NETWORK', message: 'network' } });
  });

  it('takes only plain reads: scalar params and expectedStatuses, nothing else', () => {
    expect(isPlainGet(undefined)).toBe(true);
    expect(isPlainGet({ params: { page: 1, q: 'a', open: false, none: null } })).toBe(true);
    expect(isPlainGet({ params: { ids: [1, 2] } })).toBe(false);
    expect(isPlainGet({ params: { filter: { a: 1 } } })).toBe(false);
    expect(isPlainGet({ responseType: 'blob' })).toBe(false);
    expect(isPlainGet({ signal: new AbortController().signal })).toBe(false);
  });
});
