import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * Per-client limits key on the client address. X-Forwarded-For / -Proto are believed only when the socket
 * peer is a configured trusted proxy (TRUSTED_PROXIES); the tests' peer is always 127.0.0.1.
 */
let direct: TestApi;
let proxied: TestApi;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestApi(), startTestApi({ trustedProxies: ['127.0.0.1', '10.0.0.0/8'] })]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

let phoneCounter = 0;
const freshPhone = () => `+1202555${String(6100 + phoneCounter++).padStart(4, '0')}`;
/** One SMS code request (per-IP budget: 10 per 10 minutes). */
const sendCode = (api: TestApi, forwardedFor?: string) =>
  api.call('POST', '/auth/register', { body: { phone: freshPhone() }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('without trusted proxies', () => {
  it('ignores X-Forwarded-For: a new forwarded address every time still hits the per-IP limit', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await sendCode(direct, `203.0.113.${i + 1}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('ignores X-Forwarded-Proto: the cookie is not marked Secure for plain HTTP', async () => {
    const res = await direct.call('POST', '/auth/login', {
      body: { email: direct.config.demoLogin, password: direct.config.demoPassword },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toContain('Secure');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a trusted proxy', () => {
  it('takes the client address from X-Forwarded-For, and the limits follow it', async () => {
    for (let i = 0; i < 10; i++) expect((await sendCode(proxied, '192.0.2.1')).status).toBe(200);
    expect((await sendCode(proxied, '192.0.2.1')).status).toBe(429);
    expect((await sendCode(proxied, '192.0.2.2')).status).toBe(200);
  });

  it('walks the chain right to left past trusted hops; a client-written left part changes nothing', async () => {
    expect((await sendCode(proxied, '203.0.113.77, 192.0.2.1')).status).toBe(429);
    expect((await sendCode(proxied, '192.0.2.1, 10.1.2.3')).status).toBe(429);
    expect((await sendCode(proxied, '192.0.2.3, 10.1.2.3, 10.9.9.9')).status).toBe(200);
  });

  it('believes X-Forwarded-Proto for the cookie Secure flag', async () => {
    const res = await proxied.call('POST', '/auth/login', {
      body: { email: proxied.config.demoLogin, password: proxied.config.demoPassword },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.50' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });
});
