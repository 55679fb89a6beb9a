import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client';

/** A transport that answers with a fixed status and records what was sent. */
function transport(status: number, data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers: {}, config, request: {} };
    if (status < 400) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
  };
  return { adapter, seen };
}

describe('the one HTTP client', () => {
  it('adds lang under explicit params, resolves to the body and keeps a 16 s timeout', async () => {
    const { adapter, seen } = transport(200, { status: true, data: [1] });
    const http = createHttpClient({ adapter, getLang: () => 'ar' });
    expect(await http.get('rest/settings', { params: { page: 2 } })).toEqual({ status: true, data: [1] });
    expect(seen[0].params).toEqual({ lang: 'ar', page: 2 });
    expect(seen[0].timeout).toBe(16_000);
    await http.get('rest/settings', { params: { lang: 'fr' } });
    expect(seen[1].params.lang).toBe('fr');
  });

  it("adds the visitor's currency_id unless the call names one, and nothing without a currency", async () => {
    const { adapter, seen } = transport(200, { data: null });
    let currency: number | null = 2;
    const http = createHttpClient({ adapter, getLang: () => 'en', getCurrencyId: () => currency });
    await http.get('rest/shops/1', { params: { page: 1 } });
    await http.get('dashboard/user/cart', { params: { currency_id: undefined } });
    await http.get('dashboard/user/orders/1', { params: { currency_id: 3 } });
    currency = null;
    await http.get('rest/shops/1');
    expect(seen.map((c) => c.params)).toEqual([{ lang: 'en', page: 1, currency_id: 2 }, { lang: 'en', currency_id: 2 }, { lang: 'en', currency_id: 3 }, { lang: 'en' }]);
  });

  it('on 401 calls the unauthorized handler and rejects with {status, data}', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const { adapter } = transport(401, { statusCode: 'ERROR_100', message: 'Unauthorized' });
    const http = createHttpClient({ adapter, getLang: () => 'en', onUnauthorized, onError });
    await expect(http.get('dashboard/user/profile/show')).rejects.toEqual({ status: 401, data: { statusCode: 'ERROR_100', message: 'Unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('does nothing extra on 403 and reports other failures', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const forbidden = createHttpClient({ adapter: transport(403, {}).adapter, getLang: () => 'en', onUnauthorized, onError });
    await expect(forbidden.post('x')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    const broken = createHttpClient({ adapter: transport(400, { message: 'bad' }).adapter, getLang: () => 'en', onUnauthorized, onError });
    await expect(broken.post('x')).rejects.toMatchObject({ status: 400, data: { message: 'bad' } });
    expect(onError).toHaveBeenCalledWith({ status: 400, data: { message: 'bad' } });
  });

  it('does not report a status the call expects, and still rejects with it', async () => {
    const onError = vi.fn();
    const http = createHttpClient({ adapter: transport(404, { statusCode: 'ERROR_404' }).adapter, getLang: () => 'en', onError });
    await expect(http.get('dashboard/user/cart', { expectedStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(onError).not.toHaveBeenCalled();
    await expect(http.get('dashboard/user/cart')).rejects.toMatchObject({ status: 404 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into status 0', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('down', 'ECONNREFUSED', config);
    };
    const http = createHttpClient({ adapter, getLang: () => 'en' });
    await expect(http.get('x')).rejects.toMatchObject({ status: 0, data: { statusCode: 'NETWORK' } });
  });
});
