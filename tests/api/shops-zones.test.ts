import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDeliveryZones } from '../../src/server/db/schema';
import { countStatements, startTestApi, type TestApi } from './harness';
import { BALTIMORE, CENTER, ids, LIST, sorted, sqlReaders } from './shops-fixtures';

/** Where shops deliver and when they work: delivery zones, branches, the working check, and statement counts. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path);
const { rows, idsOf } = sqlReaders(() => api);


describe('delivery zones', () => {
  it('checks whether any shop delivers to an address', async () => {
    const ok = await get(`/rest/shop/delivery-zone/check/distance?${CENTER}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: true, data: 'success' });
    const no = await get(`/rest/shop/delivery-zone/check/distance?${BALTIMORE}`);
    expect(no.status).toBe(400);
    expect(no.body).toMatchObject({ status: false, statusCode: 'ERROR_433', message: expect.any(String) });
    const bad = await get('/rest/shop/delivery-zone/check/distance?address[latitude]=abc&address[longitude]=1');
    expect(bad.status).toBe(400);
    expect(bad.body.params['address.latitude']).toBeTruthy();
    expect((await get('/rest/shop/delivery-zone/check/distance')).status).toBe(400);
  });

  it("checks one shop's zone: 200 inside, 400 outside, 404 without a zone", async () => {
    expect((await get(`/rest/shop/3/delivery-zone/check/distance?${CENTER}`)).status).toBe(200);
    const outside = await get(`/rest/shop/3/delivery-zone/check/distance?${BALTIMORE}`);
    expect(outside.status).toBe(400);
    expect(outside.body.statusCode).toBe('ERROR_433');
    const unknown = await get(`/rest/shop/999999/delivery-zone/check/distance?${CENTER}`);
    expect(unknown.status).toBe(404);
    const [zone] = await api.ctx.db.delete(shopDeliveryZones).where(eq(shopDeliveryZones.shopId, 3)).returning();
    try {
      const none = await get(`/rest/shop/3/delivery-zone/check/distance?${CENTER}`);
      expect(none.status).toBe(404);
      expect(none.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
      expect(ids(await get(`${LIST}?perPage=100&${CENTER}`))).not.toContain(3);
    } finally {
      const { id: _id, ...rest } = zone;
      await api.ctx.db.insert(shopDeliveryZones).values(rest);
    }
  });
});

describe('branches', () => {
  it('lists branches with title and shop, filters by shop, and shows one', async () => {
    for (const path of ['/rest/branches', '/rest/branches/paginate']) {
      const res = await get(`${path}?perPage=5&lang=en`);
      expect(res.status, path).toBe(200);
      expect(res.body.meta).toMatchObject({ per_page: 5, path: `/api/v1${path}`, total: 56 });
      expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), shop_id: expect.any(Number), location: expect.any(Object), translation: { title: expect.any(String) }, shop: { id: expect.any(Number), translation: { title: expect.any(String) } } });
    }
    const ofShop = await get('/rest/branches?shop_id=3&perPage=100');
    expect(sorted(ids(ofShop))).toEqual(await idsOf(`select id from branches where shop_id = 3`));
    expect(ofShop.body.data.every((b: any) => b.shop_id === 3 && b.shop.id === 3)).toBe(true);
    const first = ofShop.body.data[0];
    const one = await get(`/rest/branches/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await get('/rest/branches/999999')).status).toBe(404);
    expect((await get('/rest/branches/abc')).status).toBe(400);
    expect((await get('/rest/branches?shop_id=abc')).status).toBe(400);
    expect((await get('/rest/branches?perPage=101')).status).toBe(400);
  });
});

describe('shop working check', () => {
  it('answers whether the shop works at a date and time (UTC)', async () => {
    const check = async (id: number, date?: string) => {
      const res = await get(`/rest/shop-working-check/${id}${date ? `?date=${encodeURIComponent(date)}` : ''}`);
      expect(res.status, `${id} ${date}`).toBe(200);
      return res.body.data as boolean;
    };
    expect(await check(3)).toBe(true);
    expect(await check(3, '2030-01-07 03:00')).toBe(true);
    // Shop 1 works 11-00..23-00 every day; 2030-01-07 is a Monday.
    expect(await check(1, '2030-01-07 10:59')).toBe(false);
    expect(await check(1, '2030-01-07 11:00')).toBe(true);
    expect(await check(1, '2030-01-07 23:00')).toBe(true);
    expect(await check(1, '2030-01-07 23:01')).toBe(false);
    // A closed date and a disabled day.
    const [closed] = await rows<{ shop_id: number; day: string }>(`select shop_id, to_char(day, 'YYYY-MM-DD') as day from shop_closed_dates order by id limit 1`);
    expect(await check(Number(closed.shop_id), `${closed.day} 12:00`)).toBe(false);
    const [off] = await rows<{ shop_id: number }>(`select shop_id from shop_working_days where disabled and day = 'sunday' limit 1`);
    expect(await check(Number(off.shop_id), '2030-01-13 12:00')).toBe(false);
    expect(await check(Number(off.shop_id), '2030-01-12 12:00')).toBe(true);
    for (const bad of ['2030-02-30 10:00', '2030-01-07 25:00', 'tomorrow', '2030-01-07 10:60']) {
      const res = await get(`/rest/shop-working-check/1?date=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.params.date).toBeTruthy();
    }
    expect((await get('/rest/shop-working-check/999999')).status).toBe(404);
  });
});

describe('statement counts', () => {
  it('runs a bounded number of statements for the shop list, whatever its size, and for the shop page', async () => {
    const measure = async (path: string) => {
      let status = 0;
      const n = await countStatements(api, async () => {
        status = (await get(path)).status;
      });
      expect(status, path).toBe(200);
      return n;
    };
    for (const extra of ['', `&${CENTER}`, '&open=1&deals=1&order_by=best_sale&currency_id=2', '&take[]=3&rating[]=4&prices[]=0&prices[]=5']) {
      const small = await measure(`${LIST}?perPage=10&lang=ar${extra}`);
      const large = await measure(`${LIST}?perPage=50&lang=ar${extra}`);
      expect(small, extra).toBeLessThanOrEqual(7);
      expect(large, extra).toBe(small);
    }
    const page = await measure('/rest/shops/1?lang=ar&currency_id=2');
    expect(page).toBeLessThanOrEqual(11);
    const search = await measure('/rest/shops/search?search=a&perPage=50');
    expect(search).toBeLessThanOrEqual(7);
    expect(await measure('/rest/branches?perPage=50')).toBe(await measure('/rest/branches?perPage=5'));
    expect(await measure('/rest/shops/3/reviews?perPage=50')).toBeLessThanOrEqual(3);
    expect(await measure('/rest/shops/recommended')).toBeLessThanOrEqual(3);
  });
});
