import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const demo = () => ({ email: api.config.demoLogin, password: api.config.demoPassword });

describe('password sign-in', () => {
  it('returns the token and sets an HttpOnly, SameSite cookie', async () => {
    const res = await api.call('POST', '/auth/login', { body: demo() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token_type: 'Bearer', user: { email: api.config.demoLogin, firstname: 'Alex', lastname: 'Rivera' } });
    expect(res.body.data.access_token).toMatch(/^[0-9]+\|[A-Za-z0-9_-]{20,}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^access_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).not.toContain('Secure');
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  // Secure behind HTTPS (X-Forwarded-Proto from a trusted proxy only): client-address.test.ts.

  it('accepts the phone number in any common notation', async () => {
    const res = await api.call('POST', '/auth/login', { body: { phone: '+1 (202) 555-0100', password: api.config.demoPassword } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.phone).toBe('+12025550100');
  });

  it('shows the profile with the bearer token or the cookie, and 401 ERROR_100 without', async () => {
    const login = await api.call('POST', '/auth/login', { body: demo() });
    const token = login.body.data.access_token;
    const withHeader = await api.call('GET', '/dashboard/user/profile/show', { token });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.data).toMatchObject({ email: api.config.demoLogin, role: 'user', wallet: { price: 250 } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const withCookie = await api.call('GET', '/dashboard/user/profile/show', { headers: { cookie } });
    expect(withCookie.body.data.id).toBe(withHeader.body.data.id);
    const bearerInCookie = await api.call('GET', '/dashboard/user/profile/show', { headers: { cookie: `access_token=${encodeURIComponent(`Bearer ${token}`)}` } });
    expect(bearerInCookie.status).toBe(200);
    const without = await api.call('GET', '/dashboard/user/profile/show');
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ status: false, statusCode: 'ERROR_100' });
  });

  it('refuses tampered, malformed and query-string tokens alike', async () => {
    const token = await signInDemo(api);
    const [id, secret] = token.split('|');
    const variants = [`${id}|${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, `${Number(id) + 1000}|${secret}`, 'garbage', `${id}|${secret}|x`, ''];
    for (const bad of variants) {
      const res = await api.call('GET', '/dashboard/user/profile/show', { headers: { authorization: `Bearer ${bad}` } });
      expect(res.status, bad).toBe(401);
      expect(res.body.statusCode).toBe('ERROR_100');
    }
    expect((await api.call('GET', '/dashboard/user/profile/show', { headers: { authorization: token } })).status).toBe(401);
    expect((await api.call('GET', `/dashboard/user/profile/show?token=${encodeURIComponent(token)}`)).status).toBe(401);
  });

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const token = await signInDemo(api);
    const out = await api.call('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/access_token=;.*Max-Age=0/);
    expect((await api.call('GET', '/dashboard/user/profile/show', { token })).status).toBe(401);
    const again = await api.call('POST', '/auth/logout', { token });
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toMatch(/access_token=;.*Max-Age=0/);
  });

  it('expires tokens after their lifetime', async () => {
    const token = await signInDemo(api);
    api.clock.advance(8 * 86_400_000);
    expect((await api.call('GET', '/dashboard/user/profile/show', { token })).status).toBe(401);
    api.clock.advance(-8 * 86_400_000);
  });
});

describe('sign-in throttling and enumeration', () => {
  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await api.call('POST', '/auth/login', { body: { email: 'seller@groops.test', password: 'nope-nope' } });
    const unknown = await api.call('POST', '/auth/login', { body: { email: 'nobody-here@groops.test', password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.statusCode).toBe('ERROR_102');
    expect(unknown.body.statusCode).toBe('ERROR_102');
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('blocks an account after 5 wrong passwords with a growing Retry-After, even for the right one', async () => {
    const body = { email: 'driver@groops.test', password: 'wrong-password' };
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/auth/login', { body })).status).toBe(400);
    const blocked = await api.call('POST', '/auth/login', { body: { ...body, password: api.config.demoPassword } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.statusCode).toBe('ERROR_429');
    const first = Number(blocked.headers.get('retry-after'));
    expect(first).toBeGreaterThanOrEqual(25);
    api.clock.advance((first + 1) * 1000);
    expect((await api.call('POST', '/auth/login', { body })).status).toBe(400);
    const again = await api.call('POST', '/auth/login', { body });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(first);
    api.clock.advance(3600_000);
    expect((await api.call('POST', '/auth/login', { body: { ...body, password: api.config.demoPassword } })).status).toBe(200);
  });

  it('throttles a burst of parallel attempts on one account', async () => {
    const body = { email: 'admin@groops.test', password: 'wrong-password' };
    const results = await Promise.all(Array.from({ length: 20 }, () => api.call('POST', '/auth/login', { body })));
    const limited = results.filter((r) => r.status === 429).length;
    expect(limited).toBeGreaterThanOrEqual(10);
    expect(results.every((r) => r.status === 400 || r.status === 429)).toBe(true);
  });
});
