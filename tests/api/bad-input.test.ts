import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startTestApi, type TestApi } from './harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ bodyLimitBytes: 1024 * 1024 });
  token = await signInDemo(api);
});
afterAll(() => api.close());

const expectEnvelope = (res: { status: number; body: any }, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status: false, statusCode: expect.stringMatching(/^ERROR_\d+$/), message: expect.any(String) });
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+|SELECT |INSERT |node_modules/);
};

describe('bad input answers 4xx in the envelope and changes nothing', () => {
  it('rejects wrong types, missing and unknown fields with params naming them', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 123, password: 'x' }, 'email'],
      [{ email: api.config.demoLogin, password: null }, 'password'],
      [{ email: api.config.demoLogin, password: ['a'] }, 'password'],
      [{ email: api.config.demoLogin }, 'password'],
      [{ email: api.config.demoLogin, password: 'x', isAdmin: true }, 'isAdmin'],
      [[], 'body'],
      ['just a string', 'body'],
      [{ email: 'not-an-email', password: 'x' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await api.call('POST', '/auth/login', { body });
      expectEnvelope(res, 400);
      expect(res.body.statusCode).toBe('ERROR_400');
      expect(Object.keys(res.body.params ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('rejects prototype keys, NUL bytes, lone surrogates and deep nesting', async () => {
    const raw = [
      '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.co","password":"x","constructor":{"prototype":{"x":1}}}',
      '{"email":"a\\u0000@b.co","password":"x"}',
      '{"email":"a@b.co","password":"\\ud800"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    for (const rawBody of raw) {
      const res = await api.call('POST', '/auth/login', { rawBody, headers: { 'content-type': 'application/json' } });
      expectEnvelope(res, 400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('rejects invalid JSON and invalid UTF-8 with 400, non-JSON bodies with 415', async () => {
    for (const rawBody of ['{"email":', '{NaN: 1}', '{"a": Infinity}']) {
      expectEnvelope(await api.call('POST', '/auth/login', { rawBody, headers: { 'content-type': 'application/json' } }), 400);
    }
    const badUtf8 = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xc3, 0x28]), Buffer.from('","password":"x"}')]);
    expectEnvelope(await api.call('POST', '/auth/login', { rawBody: badUtf8, headers: { 'content-type': 'application/json' } }), 400);
    expectEnvelope(await api.call('POST', '/auth/login', { rawBody: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415);
    expectEnvelope(await api.call('POST', '/auth/login', { rawBody: '{"email":"a@b.co"}', headers: { 'content-type': 'text/plain' } }), 415);
  });

  it('answers 413 for a body over the limit', async () => {
    const rawBody = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_200_000) });
    expectEnvelope(await api.call('POST', '/auth/login', { rawBody, headers: { 'content-type': 'application/json' } }), 413);
  });

  it('bounds strings and numbers', async () => {
    expectEnvelope(await api.call('POST', '/auth/login', { body: { email: `${'a'.repeat(10_000)}@b.co`, password: 'x' } }), 400);
    expectEnvelope(await api.call('POST', '/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(10_000) } }), 400);
    for (const currency of ['abc', '-1', '0', '1.5', '1e309', '99999999999999', "1' OR 1=1--", '1;DROP TABLE users']) {
      expectEnvelope(await api.call('GET', `/dashboard/user/profile/show?currency_id=${encodeURIComponent(currency)}`, { token }), 400);
    }
    const users = await api.call('GET', '/rest/stat');
    expect(users.body.data.users).toBeGreaterThan(0);
  });

  it('rejects malformed query structures and path codes', async () => {
    expectEnvelope(await api.call('GET', '/rest/settings?a[b][c][d][e]=1'), 400);
    expectEnvelope(await api.call('GET', '/rest/settings?__proto__[x]=1'), 400);
    expectEnvelope(await api.call('GET', '/rest/settings?lang=../../etc'), 400);
    for (const code of ['abc', '12345', '1234567', '%00', "1' or '1'='1"]) {
      const res = await api.call('GET', `/auth/verify/${encodeURIComponent(code)}`);
      expect(res.status, code).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('answers broken uploads, phone changes and locale requests with 4xx', async () => {
    const upload = (rawBody: string | Buffer, contentType: string) => api.call('POST', '/dashboard/galleries', { token, rawBody, headers: { 'content-type': contentType } });
    expectEnvelope(await upload('{"image":"x"}', 'application/json'), 415);
    expectEnvelope(await upload('--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nusers', 'multipart/form-data; boundary=x'), 400);
    expectEnvelope(await upload('garbage', 'multipart/form-data'), 400);
    const part = (name: string, value: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    expectEnvelope(await upload(`${part('type', 'users')}${part('image', 'not a file')}--b--\r\n`, 'multipart/form-data; boundary=b'), 400);
    expectEnvelope(await upload(`${part('type', 'users')}${part('__proto__', 'x')}--b--\r\n`, 'multipart/form-data; boundary=b'), 400);
    for (const phone of [null, 1.5, '<svg>', '+1'.repeat(50), { $gt: '' }]) {
      expectEnvelope(await api.call('POST', '/dashboard/user/profile/phone/send', { token, body: { phone } }), 400);
    }
    expectEnvelope(await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: 'A', phone: '+12025551234', verifyId: 'x', verifyCode: '1' } }), 400);
    expectEnvelope(await api.call('GET', '/locales/en/..%2F..%2F.env.json'), 400);
    expectEnvelope(await api.call('POST', '/locales/add/en/translation', { body: { ['k'.repeat(300)]: 'x' } }), 400);
  });

  it('treats odd Authorization headers as signed out', async () => {
    for (const authorization of ['Basic abc', `Bearer`, `Bearer ${token} extra`, `Token ${token}`, 'Bearer ' + 'x'.repeat(5000)]) {
      const res = await api.call('GET', '/dashboard/user/profile/show', { headers: { authorization } });
      expectEnvelope(res, 401);
    }
  });

  it('never answers 5xx to any of a batch of hostile inputs', async () => {
    const hostile = ['<img src=x onerror=alert(1)>', '"><svg onload=1>', "' OR 1=1--", '%', '_', '\u202Eevil', 'ı', 'é', 'e\u0301', '😀‍🔥', '{"$gt":""}'];
    for (const value of hostile) {
      const login = await api.call('POST', '/auth/login', { body: { email: value, password: value } });
      expect(login.status).toBeLessThan(500);
      const phone = await api.call('POST', '/auth/register', { body: { phone: value } });
      expect(phone.status).toBeLessThan(500);
      const name = await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: value } });
      expect(name.status).toBeLessThan(500);
      const query = await api.call('GET', `/rest/translations/paginate?lang=${encodeURIComponent(value)}`);
      expect(query.status).toBeLessThan(500);
    }
    const stored = await api.call('GET', '/dashboard/user/profile/show', { token });
    expect(stored.body.data.firstname).toBe('{"$gt":""}');
  });

  it('answers hostile cart, calculate and coupon bodies with 4xx and creates no cart', async () => {
    const hostile: unknown[] = [null, true, -1, 1.5, '2x', 2 ** 31, 2 ** 53 + 1, '<svg onload=1>', "1' OR 1=1--", [], {}, { $gt: '' }, 'x'.repeat(5000)];
    for (const v of hostile) {
      const bodies: Array<[string, string, unknown]> = [
        ['POST', '/dashboard/user/cart/insert-product', { shop_id: 1, products: [{ stock_id: 1, quantity: v }] }],
        ['POST', '/dashboard/user/cart/insert-product', { shop_id: v, products: [{ stock_id: v, quantity: 1, parent_id: v }] }],
        ['POST', '/dashboard/user/cart/insert-product', { shop_id: 1, products: v }],
        ['POST', '/dashboard/user/cart/open', { shop_id: v }],
        ['DELETE', '/dashboard/user/cart/product/delete', { ids: [v] }],
        ['DELETE', '/dashboard/user/cart/delete', { ids: v }],
        ['POST', '/dashboard/user/cart/calculate/1', { type: v, address: { latitude: v, longitude: v }, coupon: v, tips: v }],
        ['POST', '/rest/coupons/check', { coupon: v, shop_id: v }],
        ['POST', '/rest/cart/open', { name: v, shop_id: v, cart_id: v }],
        ['POST', '/rest/cart/insert-product', { shop_id: 1, cart_id: v, user_cart_uuid: v, products: [{ stock_id: 1, quantity: v }] }],
        ['DELETE', '/rest/cart/product/delete', { ids: [v], cart_id: v, user_cart_uuid: v }],
      ];
      for (const [method, path, body] of bodies) {
        const res = await api.call(method, path, { token, body });
        expect(res.status, `${method} ${path} ${JSON.stringify(v)}`).toBeGreaterThanOrEqual(400);
        expectEnvelope(res, res.status);
        expect(res.status).toBeLessThan(500);
      }
    }
    expect((await api.call('POST', '/dashboard/user/cart/calculate/abc', { token, body: { type: 'pickup' } })).status).toBe(400);
    expect((await api.call('GET', '/dashboard/user/cart?shop_id=-1', { token })).status).toBe(400);
    expect((await api.call('GET', '/dashboard/user/cart', { token })).status).toBe(404);
  });
});
