import { sql } from 'drizzle-orm';
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

  it('refuses malformed third-party sign-in calls (auth/{provider}/callback) before any token check', async () => {
    const cases: unknown[] = [
      {}, { id: 'uid' }, { id_token: 'x' }, { id_token: 123, id: 'uid' }, { id_token: 'x', id: ['uid'] },
      { id_token: 'x'.repeat(9000), id: 'uid' }, { id_token: 'x', id: 'u'.repeat(200) }, { id_token: 'x', id: 'uid', role: 'admin' }, [], 'token',
    ];
    for (const body of cases) expectEnvelope(await api.call('POST', '/auth/google/callback', { body }), 400);
    for (const provider of ['twitter', 'GOOGLE', 'google.com', '%00']) {
      expectEnvelope(await api.call('POST', `/auth/${provider}/callback`, { body: { id_token: 'x', id: 'uid' } }), 400);
    }
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

  it('answers malformed recipe ids and filters (rest/receipts) with 400 in the envelope', async () => {
    const values = ['abc', '-1', '0', '1.5', '1e309', '99999999999999', "1' OR 1=1--", '%00', '<svg onload=1>'];
    for (const v of values.map(encodeURIComponent)) {
      for (const path of [`/rest/receipts/${v}`, `/rest/receipts/paginate?category_id=${v}`, `/rest/receipts/paginate?shop_id=${v}`, `/rest/receipts/paginate?page=${v}`, `/rest/receipts/1?currency_id=${v}`]) {
        expectEnvelope(await api.call('GET', path), 400);
      }
    }
    expectEnvelope(await api.call('GET', '/rest/receipts/paginate?perPage=101'), 400);
    expectEnvelope(await api.call('GET', '/rest/receipts/2147483646'), 404);
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

  it('answers hostile reservation bodies, ids and queries with 4xx and stores no booking', async () => {
    const hostile: unknown[] = [null, true, -1, 1.5, '2x', 2 ** 31, '<svg onload=1>', "1' OR 1=1--", '\u202Eevil', [], {}, { $gt: '' }, 'x'.repeat(5000)];
    const bookingCount = async () => Number(((await api.ctx.db.execute(sql`select count(*)::int as n from user_bookings`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
    const before = await bookingCount();
    const start = '2099-01-05 13:00';
    for (const v of hostile) {
      const bodies: Array<[string, unknown]> = [
        ['/dashboard/user/my-bookings', { table_id: v, start_date: start, guest: 2 }],
        ['/dashboard/user/my-bookings', { table_id: 1, start_date: v, guest: 2 }],
        ['/dashboard/user/my-bookings', { table_id: 1, start_date: start, end_date: v, guest: 2 }],
        ['/dashboard/user/my-bookings', { table_id: 1, start_date: start, guest: v }],
        ['/dashboard/user/my-bookings', { table_id: 1, start_date: start, guest: 2, note: v, booking_id: v }],
        ['/dashboard/seller/bookings/1/status/update', { status: v }],
      ];
      for (const [path, body] of bodies) {
        const res = await api.call('POST', path, { token, body });
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expectEnvelope(res, res.status);
      }
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999']) {
      expectEnvelope(await api.call('GET', `/rest/booking/shops/${id}`), 400);
      expectEnvelope(await api.call('GET', `/rest/booking/shop-sections/${id}`), 400);
      expectEnvelope(await api.call('GET', `/rest/booking/tables?shop_section_id=${id}`), 400);
      expectEnvelope(await api.call('GET', `/rest/booking/shop-sections?shop_id=${id}`), 400);
      expectEnvelope(await api.call('GET', `/rest/booking/bookings?shop_id=${id}`), 400);
      expectEnvelope(await api.call('GET', `/rest/booking/disable-dates/table/${id}?date_from=2099-01-01&date_to=2099-01-02`), 400);
      expectEnvelope(await api.call('POST', `/dashboard/user/my-bookings/${id}/status/change?status=canceled`, { token }), 400);
    }
    for (const q of ['date_from=2099-01-02&date_to=2099-01-01', 'date_from=2099-01-01&date_to=2099-06-01', 'date_from=2099-02-30&date_to=2099-03-01', 'date_from=x&date_to=y', '']) {
      expectEnvelope(await api.call('GET', `/rest/booking/disable-dates/table/1?${q}`), 400);
    }
    for (const q of ['status=accepted', 'status=', '']) expectEnvelope(await api.call('POST', `/dashboard/user/my-bookings/1/status/change?${q}`, { token }), 400);
    expectEnvelope(await api.call('GET', '/dashboard/user/my-bookings?type=all', { token }), 400);
    expectEnvelope(await api.call('GET', '/rest/booking/tables'), 400);
    expect(await bookingCount()).toBe(before);
  });

  it('answers hostile seller and driver applications and admin answers with 4xx and stores nothing', async () => {
    const hostile: unknown[] = [null, true, -1, 1.5, '2x', 2 ** 31, '<svg onload=1>', "1' OR 1=1--", '\u202Eevil', [], {}, { $gt: '' }, 'x'.repeat(5000)];
    const shop = { type: 'shop', title: { en: 'Corner' }, phone: '+12025550111' };
    const driving = { vehicle_type: 'car', licence_number: 'D-1', licence_expiry: '2099-01-01', working_area: 'Downtown', availability: { days: ['monday'], from: '09:00', to: '17:00' }, phone: '+12025550112' };
    for (const v of hostile) {
      const bodies: Array<[string, unknown]> = [
        ['/dashboard/user/shops', { ...shop, type: v }],
        ['/dashboard/user/shops', { ...shop, title: v }],
        ['/dashboard/user/shops', { ...shop, title: { [String(v)]: 'Corner' }, description: { en: v } }],
        ['/dashboard/user/shops', { ...shop, phone: v, tax: v }],
        ['/dashboard/user/shops', { ...shop, location: { latitude: v } }],
        ['/dashboard/user/shops', { ...shop, categories: [v], min_amount: v }],
        ['/dashboard/user/deliveryman-applications', { ...driving, vehicle_type: v }],
        ['/dashboard/user/deliveryman-applications', { ...driving, licence_number: v, licence_expiry: v }],
        ['/dashboard/user/deliveryman-applications', { ...driving, availability: v }],
        ['/dashboard/user/deliveryman-applications', { ...driving, availability: { days: [v], from: v, to: v } }],
        ['/dashboard/admin/shops/1/status', { status: v }],
        ['/dashboard/admin/deliveryman-applications/1/status', { status: v }],
      ];
      for (const [path, body] of bodies) {
        const res = await api.call('POST', path, { token, body });
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expectEnvelope(res, res.status);
      }
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999']) {
      expectEnvelope(await api.call('POST', `/dashboard/admin/shops/${id}/status`, { token, body: { status: 'approved' } }), 400);
      expectEnvelope(await api.call('POST', `/dashboard/admin/deliveryman-applications/${id}/status`, { token, body: { status: 'accepted' } }), 400);
    }
    expect((await api.call('GET', '/dashboard/user/shops', { token })).status).toBe(404);
    expect((await api.call('GET', '/dashboard/user/deliveryman-applications', { token })).status).toBe(404);
  });

  it('answers hostile card-payment bodies, session ids and callbacks with 4xx and records no payment', async () => {
    const count = async () => (await api.ctx.db.execute(sql`select count(*)::int as n from payment_process`)) as unknown as { rows: Array<{ n: number }> };
    const before = (await count()).rows[0].n;
    const hostile: unknown[] = [null, true, -1, 0, 1.005, 1e308, '2x', 2 ** 31, '<svg onload=1>', "1' OR 1=1--", [], {}, { $gt: '' }, 'x'.repeat(5000)];
    for (const v of hostile) {
      const bodies: Array<[string, string, unknown]> = [
        ['POST', '/dashboard/user/order-demo-process', { order_id: v }],
        ['POST', '/dashboard/user/order-demo-process', { order_id: 1, tips: v }],
        ['POST', '/dashboard/user/order-demo-process', { wallet_id: v, total_price: 5 }],
        ['POST', '/dashboard/user/order-demo-process', { wallet_id: 1, total_price: v, currency_id: v }],
        ['POST', '/dashboard/user/order-stripe-process', { order_id: v }],
        ['GET', `/dashboard/user/order-demo-process?wallet_id=1&total_price=${encodeURIComponent(String(v))}`, undefined],
        ['POST', '/payments/order/1/transactions', { payment_sys_id: 1, tips: v }],
        ['GET', `/pay/demo/${encodeURIComponent(String(v))}`, undefined],
        ['POST', `/pay/demo/${encodeURIComponent(String(v))}/approve`, undefined],
        ['POST', '/pay/demo/demo_abcdefghijklmnop/approve', undefined],
        ['POST', `/pay/webhook/${encodeURIComponent(String(v))}`, { id: v }],
        ['POST', '/pay/webhook/demo', { session_id: v, status: 'paid', amount: v }],
      ];
      for (const [method, path, body] of bodies) {
        const res = await api.call(method, path, { token, body });
        expect(res.status, `${method} ${path} ${JSON.stringify(v)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${JSON.stringify(v)}`).toBeLessThan(500);
        expectEnvelope(res, res.status);
      }
    }
    const forgedStripe = await api.call('POST', '/pay/webhook/stripe', { rawBody: '{"type":"checkout.session.completed"}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' } });
    expect(forgedStripe.status).toBeGreaterThanOrEqual(400);
    expectEnvelope(forgedStripe, forgedStripe.status);
    expect((await count()).rows[0].n).toBe(before);
  });

  it('answers hostile wallet bodies and queries with 4xx and moves no money', async () => {
    const balance = async () => (await api.call('GET', '/dashboard/user/profile/show', { token })).body.data.wallet.price;
    const before = await balance();
    const hostile: unknown[] = [null, true, -1, 0, 1.005, '10', 2 ** 53 + 1, Infinity, '<svg onload=1>', "1' OR 1=1--", [], {}, { $gt: '' }, 'x'.repeat(5000)];
    for (const v of hostile) {
      for (const body of [{ price: v, uuid: '00000000-0000-4000-8000-000000000000' }, { price: 1, uuid: v }, { price: 1, uuid: '00000000-0000-4000-8000-000000000000', note: v }]) {
        const res = await api.call('POST', '/dashboard/user/wallet/send', { token, body });
        expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expectEnvelope(res, res.status);
      }
      const q = encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
      for (const path of [`/dashboard/user/wallet/histories?type=${q}`, `/dashboard/user/wallet/histories?page=${q}`, `/dashboard/user/wallet/recipient?contact=${q}`, `/dashboard/user/search-sending?search=${q}`]) {
        const res = await api.call('GET', path, { token });
        expect(res.status, path).toBeLessThan(500);
        if (res.status >= 400) expectEnvelope(res, res.status);
      }
    }
    expectEnvelope(await api.call('GET', '/dashboard/user/wallet/recipient', { token }), 400);
    expectEnvelope(await api.call('GET', '/dashboard/user/search-sending', { token }), 400);
    expect(await balance()).toBe(before);
  });

  it('answers hostile address and geocode input with 4xx and saves no address', async () => {
    const addressCount = async () => (await api.call('GET', '/dashboard/user/addresses?perPage=100', { token })).body.meta?.total ?? -1;
    const before = await addressCount();
    const hostile: unknown[] = [null, true, -1, 1.5e3, '2x', 2 ** 31, '<svg onload=1>', "1' OR 1=1--", [], {}, { $gt: '' }, 'x'.repeat(5000), 'abc\u202Efdp', 'NaN'];
    for (const v of hostile) {
      const bodies: Array<[string, string, unknown]> = [
        ['POST', '/dashboard/user/addresses', { title: 'Home', location: v, address: { address: 'x' } }],
        ['POST', '/dashboard/user/addresses', { title: 'Home', location: [38.9, -77], address: v }],
      ];
      // -1 is a real latitude and longitude.
      if (v !== -1) bodies.push(['POST', '/dashboard/user/addresses', { title: 'Home', location: [v, v], address: { address: 'x' } }]);
      // Plain text is a fine title or floor ("<svg>" is stored as text): only what no text field takes here.
      if (typeof v !== 'string' || v.length > 500 || v.includes('\u202E')) {
        bodies.push(['POST', '/dashboard/user/addresses', { title: 'Home', location: [38.9, -77], address: { address: 'x', floor: v, house: v } }]);
        bodies.push(['PUT', '/dashboard/user/addresses/1', { title: v, location: [38.9, -77], address: { address: 'x' } }]);
      }
      for (const [method, path, body] of bodies) {
        const res = await api.call(method, path, { token, body });
        expect(res.status, `${method} ${path} ${JSON.stringify(v)}`).toBeGreaterThanOrEqual(400);
        expectEnvelope(res, res.status);
      }
      const q = encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
      for (const path of [`/rest/geocode/reverse?lat=${q}&lng=${q}`, `/dashboard/user/addresses/delete?ids[0]=${q}`, `/dashboard/user/address/set-active/${q}`]) {
        const res = await api.call(path.includes('delete') ? 'DELETE' : path.includes('set-active') ? 'POST' : 'GET', path, { token });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
      expect((await api.call('GET', `/rest/geocode/search?q=${q}`)).status).toBeLessThan(500);
    }
    expect(await addressCount()).toBe(before);
  });
  it('answers hostile parcel bodies and queries with 4xx and creates no parcel', async () => {
    const parcelCount = async () => (await api.call('GET', '/dashboard/user/parcel-orders?perPage=100', { token })).body.meta?.total ?? -1;
    const before = await parcelCount();
    const point = { latitude: 38.9, longitude: -77, address: '1 Main Street' };
    const good = { type_id: 1, phone_from: '+12025550171', username_from: 'Sam', address_from: point, phone_to: '+12025550172', username_to: 'Rae', address_to: point, delivery_date: '2030-01-15', delivery_time: '14:30' };
    const hostile: unknown[] = [null, true, -1, 1.5e3, '2x', 2 ** 31, '<svg onload=1>', "1' OR 1=1--", [], {}, { $gt: '' }, 'x'.repeat(5000), 'abc\u202Efdp', 'NaN'];
    for (const v of hostile) {
      const bodies: Array<[string, string, unknown]> = [
        ['POST', '/dashboard/user/parcel-orders', { ...good, type_id: v }],
        ['POST', '/dashboard/user/parcel-orders', { ...good, address_to: v }],
        ['POST', '/dashboard/user/parcel-orders', { ...good, delivery_date: v }],
        ['POST', '/dashboard/user/parcel-orders', { ...good, total_price: v }],
        ['POST', '/dashboard/user/parcel-orders', { ...good, payment_id: v }],
        ['POST', '/payments/parcel-order/1/transactions', { payment_sys_id: v }],
        ['POST', '/dashboard/user/parcel-orders/deliveryman-review/1', { rating: v }],
      ];
      if (v !== -1) bodies.push(['POST', '/dashboard/user/parcel-orders', { ...good, address_from: { ...point, latitude: v } }]);
      // 2^31 is a fine phone number (digits are accepted as numbers too).
      if (v !== 2 ** 31) bodies.push(['POST', '/dashboard/user/parcel-orders', { ...good, phone_to: v }]);
      for (const [method, path, body] of bodies) {
        const res = await api.call(method, path, { token, body });
        expect(res.status, `${method} ${path} ${JSON.stringify(v)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${JSON.stringify(v)}`).toBeLessThan(500);
        expectEnvelope(res, res.status);
      }
      const q = encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
      const queries = [
        ['GET', `/rest/parcel-order/calculate-price?type_id=${q}&address_from[latitude]=1&address_from[longitude]=1&address_to[latitude]=1&address_to[longitude]=1`],
        // -1 is a real latitude.
        ...(v === -1 ? [] : [['GET', `/rest/parcel-order/calculate-price?type_id=1&address_from[latitude]=${q}&address_from[longitude]=1&address_to[latitude]=1&address_to[longitude]=1`]]),
        ['GET', `/dashboard/user/parcel-orders/${q}`],
        ['GET', `/dashboard/user/parcel-orders?statuses=${q}`],
        ['POST', `/dashboard/user/parcel-orders/1/status/change?status=${q}`],
      ];
      for (const [method, path] of queries) {
        const res = await api.call(method, path, { token });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    }
    expect(await parcelCount()).toBe(before);
  });
});
