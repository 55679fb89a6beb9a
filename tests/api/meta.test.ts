import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/server';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('health and documents', () => {
  it('answers health with the database engine', async () => {
    const res = await api.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
  });

  it('answers 503 on health when the database is gone', async () => {
    const broken = await startTestApi();
    await broken.ctx.database.close();
    const res = await broken.call('GET', '/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_503' });
    await broken.close().catch(() => {});
  });

  it('documents every route in OpenAPI 3.1', async () => {
    const res = await api.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(res.body.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeTruthy();
    }
    expect(res.body.paths['/auth/login'].post.requestBody.content['application/json'].schema.properties.password).toBeTruthy();
  });

  it('sends security headers and a request id on every answer', async () => {
    for (const path of ['/health', '/no/such/route', '/rest/settings']) {
      const res = await api.call('GET', path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers unknown routes 404 and wrong methods 405 with Allow, in the envelope', async () => {
    const missing = await api.call('GET', '/rest/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    const wrong = await api.call('DELETE', '/rest/settings');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(wrong.body.statusCode).toBe('ERROR_405');
  });
});

describe('settings, languages, currencies, translations', () => {
  it('lists every setting key the storefront reads', async () => {
    const res = await api.call('GET', '/rest/settings?lang=en');
    expect(res.status).toBe(200);
    const keys = res.body.data.map((r: { key: string }) => r.key);
    for (const key of [
      'payment_type', 'instagram', 'facebook', 'twitter', 'referral_active', 'otp_expire_time', 'customer_app_android', 'customer_app_ios',
      'delivery_app_android', 'delivery_app_ios', 'vendor_app_android', 'vendor_app_ios', 'group_order', 'footer_text', 'ui_type', 'address',
      'phone', 'email', 'reservation_time_durations', 'reservation_before_time', 'min_reservation_time', 'active_parcel', 'before_order_phone_required',
    ]) expect(keys).toContain(key);
    expect(res.body.data[0]).toHaveProperty('created_at');
  });

  it('lists active languages with Arabic backward and English default', async () => {
    const res = await api.call('GET', '/rest/languages/active');
    const byLocale = Object.fromEntries(res.body.data.map((l: { locale: string }) => [l.locale, l]));
    expect(Object.keys(byLocale).length).toBeGreaterThanOrEqual(4);
    expect(byLocale.ar.backward).toBe(1);
    expect(byLocale.en).toMatchObject({ default: 1, backward: 0 });
  });

  it('lists at least three currencies with one default at rate 1', async () => {
    const res = await api.call('GET', '/rest/currencies/active');
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    const defaults = res.body.data.filter((c: { default: boolean }) => c.default);
    expect(defaults).toHaveLength(1);
    expect(defaults[0].rate).toBe(1);
  });

  it('serves a flat bundle per language and the errors group on request', async () => {
    const en = await api.call('GET', '/rest/translations/paginate?lang=en');
    const ar = await api.call('GET', '/rest/translations/paginate?lang=ar');
    expect(Object.keys(en.body.data).length).toBeGreaterThan(100);
    expect(Object.keys(ar.body.data)).toEqual(expect.arrayContaining(Object.keys(en.body.data)));
    // Row order differs between engines, so compare a known key (the brand name is the same in every language).
    expect(ar.body.data['header.login']).not.toBe(en.body.data['header.login']);
    const errors = await api.call('GET', '/rest/translations/paginate?lang=fr&group=errors');
    expect(errors.body.data['login.invalid']).toBeTruthy();
    expect((await api.call('GET', '/rest/translations/paginate?group=bogus')).status).toBe(400);
  });

  it('answers errors in the caller language', async () => {
    const en = await api.call('GET', '/dashboard/user/profile/show?lang=en');
    const fr = await api.call('GET', '/dashboard/user/profile/show?lang=fr');
    expect(en.status).toBe(401);
    expect(fr.body.statusCode).toBe('ERROR_100');
    expect(fr.body.message).not.toBe(en.body.message);
  });
});

describe('referral and stat', () => {
  it('shows the referral programme converted to the requested currency', async () => {
    const currencies = (await api.call('GET', '/rest/currencies/active')).body.data;
    const euro = currencies.find((c: { default: boolean }) => !c.default);
    const usd = await api.call('GET', '/rest/referral?lang=en');
    const eur = await api.call('GET', `/rest/referral?lang=fr&currency_id=${euro.id}`);
    expect(usd.status).toBe(200);
    expect(usd.body.data.translation.title).toBeTruthy();
    expect(eur.body.data.price_from).toBeCloseTo(usd.body.data.price_from * euro.rate, 1);
    expect(eur.body.data.translation.locale).toBe('fr');
  });

  it('answers 404 when referrals are switched off', async () => {
    await api.ctx.db.execute(sql`update settings set value = '0' where key = 'referral_active'`);
    const res = await api.call('GET', '/rest/referral');
    expect(res.status).toBe(404);
    await api.ctx.db.execute(sql`update settings set value = '1' where key = 'referral_active'`);
  });

  it('counts users and delivered orders', async () => {
    const res = await api.call('GET', '/rest/stat');
    expect(res.status).toBe(200);
    expect(res.body.data.users).toBeGreaterThanOrEqual(4);
    expect(typeof res.body.data.orders).toBe('number');
  });
});
