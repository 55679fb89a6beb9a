import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/server/db/schema';
import { isWorkingAt } from '../../src/server/modules/shops/hours';
import { haversineKm, pointInPolygon } from '../../src/server/modules/shops/zones';
import { startTestApi, type TestApi } from './harness';
import { BALTIMORE, CENTER, ids, LIST, sorted, sqlReaders } from './shops-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path);
const { rows, idsOf } = sqlReaders(() => api);

const center = { latitude: 38.9120424, longitude: -77.035308 };

function expectNonIncreasing(values: number[], label: string) {
  for (let i = 1; i < values.length; i++) expect(values[i], `${label} at ${i}`).toBeLessThanOrEqual(values[i - 1]);
}
const expectNonDecreasing = (values: number[], label: string) => expectNonIncreasing(values.map((v) => -v), label);

describe('shops paginate', () => {
  it('lists every approved shop in the paginate envelope with the Shop shape', async () => {
    const res = await get(`${LIST}?perPage=100&lang=en`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('status');
    expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 100, path: `/api/v1/rest/shops/paginate`, total: 27 });
    expect(sorted(ids(res))).toEqual(await idsOf(`select id from shops where status = 'approved'`));
    const shop = res.body.data.find((s: any) => s.id === 3);
    expect(shop).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'restaurant',
      open: true,
      status: 'approved',
      location: { latitude: expect.any(Number), longitude: expect.any(Number) },
      delivery_time: { from: expect.any(String), to: expect.any(String), type: 'minute' },
      translation: { locale: 'en', title: 'Capitol Burger Works' },
      price: 4.99,
      rating_avg: expect.any(Number),
      reviews_count: expect.any(Number),
    });
    expect(shop.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
    expect(shop.tags.length).toBeGreaterThan(0);
    expect(shop.tags[0]).toMatchObject({ id: expect.any(Number), translation: { title: expect.any(String) } });
    expect(shop.shop_working_days).toHaveLength(7);
    expect(shop.shop_working_days[0]).toMatchObject({ day: 'monday', from: '0-00', to: '23-59', disabled: false });
    expect(Array.isArray(shop.shop_closed_date)).toBe(true);
  });

  it('pages with next links that keep the filters, and hides unapproved shops', async () => {
    const first = await get(`${LIST}?perPage=10&type=restaurant`);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.links.next).toContain('type=restaurant');
    const second = await get(`${LIST}?perPage=10&page=2&type=restaurant`);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    await api.ctx.db.execute(sql`update shops set status = 'inactive' where id = 5`);
    try {
      expect(ids(await get(`${LIST}?perPage=100`))).not.toContain(5);
      expect((await get('/rest/shops/5')).status).toBe(404);
    } finally {
      await api.ctx.db.execute(sql`update shops set status = 'approved' where id = 5`);
    }
  });

  it('filters by type, category, tags, free delivery, rating, prices and deals', async () => {
    for (const type of ['shop', 'restaurant']) {
      const res = await get(`${LIST}?perPage=100&type=${type}`);
      expect(sorted(ids(res)), type).toEqual(await idsOf(`select id from shops where status = 'approved' and type = '${type}'`));
    }
    const [cat] = await rows<{ category_id: number }>(`select category_id from shop_categories group by 1 order by count(*) desc, 1 limit 1`);
    const byCategory = await get(`${LIST}?perPage=100&category_id=${cat.category_id}`);
    expect(ids(byCategory).length).toBeGreaterThan(1);
    expect(sorted(ids(byCategory))).toEqual(await idsOf(`select shop_id as id from shop_categories where category_id = ${cat.category_id}`));

    const tag3 = await get(`${LIST}?perPage=100&take=3`);
    expect(sorted(ids(tag3))).toEqual(await idsOf(`select shop_id as id from assign_shop_tags where shop_tag_id = 3`));
    const tags = await get(`${LIST}?perPage=100&take[]=5&take[]=6`);
    expect(sorted(ids(tags))).toEqual(await idsOf(`select distinct shop_id as id from assign_shop_tags where shop_tag_id in (5, 6)`));

    const free = await get(`${LIST}?perPage=100&free_delivery=1`);
    expect(ids(free)).toHaveLength(2);
    for (const s of free.body.data) expect(s.price).toBe(0);

    const rated = await get(`${LIST}?perPage=100&rating[]=4.5&rating[]=4.7`);
    expect(sorted(ids(rated))).toEqual(await idsOf(`select id from shops where rating_avg between 4.5 and 4.7`));
    for (const s of rated.body.data) expect(s.rating_avg >= 4.5 && s.rating_avg <= 4.7).toBe(true);

    const cheap = await get(`${LIST}?perPage=100&prices[]=0&prices[]=3`);
    expect(sorted(ids(cheap))).toEqual(await idsOf(`select id from shops where price <= 300`));
    // In euros (rate 0.92): 3.00 € ≈ $3.26 of base fee.
    const euros = await get(`${LIST}?perPage=100&prices[]=0&prices[]=3&currency_id=2`);
    expect(sorted(ids(euros))).toEqual(await idsOf(`select id from shops where round(price * 0.92) <= 300`));
    for (const s of euros.body.data) expect(s.price).toBeLessThanOrEqual(3);

    const deals = await get(`${LIST}?perPage=100&deals=1`);
    const expected = await idsOf(`select id from shops where exists (select 1 from discounts d where d.shop_id = shops.id and d.active and d.start <= current_date and d."end" >= current_date)
      or exists (select 1 from bonuses b where b.status and (b.expired_at is null or b.expired_at > now()) and (b.shop_id = shops.id
        or b.stock_id in (select s.id from stocks s join products p on p.id = s.product_id where p.shop_id = shops.id)))`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(27);
    expect(sorted(ids(deals))).toEqual(expected);

    const verified = await get(`${LIST}?perPage=100&verify=1`);
    expect(sorted(ids(verified))).toEqual(await idsOf(`select id from shops where verify`));
  });

  it('orders by each order_by value', async () => {
    const sold = new Map((await rows<{ id: number; n: string }>(`select s.id, coalesce(sum(p.sold_count), 0) as n from shops s left join products p on p.shop_id = s.id group by s.id`)).map((r) => [Number(r.id), Number(r.n)]));
    const list = async (order: string) => {
      const res = await get(`${LIST}?perPage=100&order_by=${order}`);
      expect(res.status, order).toBe(200);
      expect(res.body.data, order).toHaveLength(27);
      return res.body.data as any[];
    };
    expectNonIncreasing((await list('new')).map((s) => Date.parse(s.created_at.replace(' ', 'T'))), 'new');
    expectNonDecreasing((await list('old')).map((s) => Date.parse(s.created_at.replace(' ', 'T'))), 'old');
    expectNonIncreasing((await list('high_rating')).map((s) => s.rating_avg), 'high_rating');
    expectNonDecreasing((await list('low_rating')).map((s) => s.rating_avg), 'low_rating');
    const best = (await list('best_sale')).map((s) => sold.get(s.id)!);
    expectNonIncreasing(best, 'best_sale');
    expect(best[0]).toBeGreaterThan(best[best.length - 1]);
    expectNonDecreasing((await list('low_sale')).map((s) => sold.get(s.id)!), 'low_sale');
    const trust = await list('trust_you');
    const verified = trust.filter((s) => s.verify).length;
    expect(verified).toBeGreaterThan(0);
    expect(trust.slice(0, verified).every((s) => s.verify)).toBe(true);
    expectNonIncreasing(trust.slice(0, verified).map((s) => s.rating_avg), 'trust_you verified');
    expectNonIncreasing(trust.slice(verified).map((s) => s.rating_avg), 'trust_you others');
  });

  it('keeps only shops open now (open flag and working hours, UTC)', async () => {
    const all = (await get(`${LIST}?perPage=100`)).body.data as any[];
    const moments = [api.clock.now(), new Date('2030-01-07T12:00:00Z'), new Date('2030-01-13T03:00:00Z')];
    const saved = api.clock.current;
    try {
      for (const at of moments) {
        api.clock.current = at;
        const res = await get(`${LIST}?perPage=100&open=1`);
        const expected = all.filter((s) => isWorkingAt(at, s.shop_working_days, s.shop_closed_date.map((c: any) => c.day))).map((s) => s.id);
        expect(sorted(ids(res)), at.toISOString()).toEqual(sorted(expected));
        expect(ids(res)).toContain(3);
      }
      api.clock.current = new Date('2030-01-07T12:00:00Z');
      expect(ids(await get(`${LIST}?perPage=100&open=1`)).length).toBeGreaterThan(10);
      expect(ids(await get(`${LIST}?perPage=100&open=0`))).toHaveLength(27);
    } finally {
      api.clock.current = saved;
    }
  });

  it('with an address keeps the shops whose polygon holds it, cheapest delivery first', async () => {
    const zones = await rows<{ shop_id: number; polygon: [number, number][] }>(`select shop_id, polygon from shop_delivery_zones`);
    const inside = sorted(zones.filter((z) => pointInPolygon(center, z.polygon)).map((z) => Number(z.shop_id)));
    expect(inside.length).toBeGreaterThan(5);
    const res = await get(`${LIST}?perPage=100&${CENTER}`);
    expect(res.status).toBe(200);
    expect(sorted(ids(res))).toEqual(inside);
    expect(res.body.meta.total).toBe(inside.length);
    const fees = res.body.data.map((s: any) => Math.round((s.price * 100 + s.price_per_km * 100 * haversineKm(s.location, center))) / 100);
    expectNonDecreasing(fees, 'delivery fee');
    // Paging an address list slices the same order.
    const page2 = await get(`${LIST}?perPage=5&page=2&${CENTER}`);
    expect(ids(page2)).toEqual(ids(res).slice(5, 10));
    // Filters combine with the address; an explicit order_by wins over the fee order.
    const restaurants = await get(`${LIST}?perPage=100&type=restaurant&order_by=high_rating&${CENTER}`);
    expect(restaurants.body.data.every((s: any) => s.type === 'restaurant' && inside.includes(s.id))).toBe(true);
    expectNonIncreasing(restaurants.body.data.map((s: any) => s.rating_avg), 'high_rating with address');
    // The fee range applies to the computed fee at the address.
    const cheap = await get(`${LIST}?perPage=100&prices[]=0&prices[]=${fees[2]}&${CENTER}`);
    expect(ids(cheap)).toEqual(ids(res).filter((_: number, i: number) => fees[i] <= fees[2]));
    const baltimore = await get(`${LIST}?${BALTIMORE}`);
    expect(baltimore.status).toBe(200);
    expect(baltimore.body.data).toEqual([]);
    expect(baltimore.body.meta.total).toBe(0);
  });

  it('converts money with the currency rate', async () => {
    const usd = (await get('/rest/shops/3')).body.data;
    const eur = (await get('/rest/shops/3?currency_id=2')).body.data;
    const sar = (await get(`${LIST}?perPage=100&currency_id=4`)).body.data.find((s: any) => s.id === 3);
    const [row] = await rows<{ price: number; price_per_km: number; min_amount: number }>(`select price, price_per_km, min_amount from shops where id = 3`);
    expect(usd).toMatchObject({ price: Number(row.price) / 100, price_per_km: Number(row.price_per_km) / 100, min_amount: Number(row.min_amount) / 100 });
    expect(eur).toMatchObject({ price: Math.round(Number(row.price) * 0.92) / 100, min_amount: Math.round(Number(row.min_amount) * 0.92) / 100 });
    expect(eur.price_per_km).toBe(Math.round(Number(row.price_per_km) * 0.92) / 100);
    expect(sar.price).toBe(Math.round(Number(row.price) * 3.75) / 100);
    // An unknown currency falls back to the default.
    expect((await get('/rest/shops/3?currency_id=999')).body.data.price).toBe(usd.price);
  });

  it('answers bad input with 400 and params', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['perPage=101', 'perPage'],
      ['perPage=0', 'perPage'],
      ['address[latitude]=abc&address[longitude]=-77', 'address.latitude'],
      ['address[latitude]=91&address[longitude]=-77', 'address.latitude'],
      ['address[latitude]=38.9&address[longitude]=181', 'address.longitude'],
      ['address[latitude]=38.9', 'address.longitude'],
      ['order_by=bogus', 'order_by'],
      ['type=bogus', 'type'],
      ['category_id=abc', 'category_id'],
      ['take=x', 'take'],
      ['rating[]=-1', 'rating'],
      ['rating[]=6', 'rating'],
      ['prices[]=abc', 'prices'],
      ['open=maybe', 'open'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`${LIST}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' });
      expect(Object.keys(res.body.params).some((k) => k.startsWith(field)), `${query} → ${JSON.stringify(res.body.params)}`).toBe(true);
    }
  });
});

describe('shops search', () => {
  it('matches translated titles case-insensitively', async () => {
    const res = await get('/rest/shops/search?search=BURGER&lang=en');
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(3);
    expect(sorted(ids(res))).toEqual(await idsOf(`select distinct shop_id as id from shop_translations where title ilike '%burger%'`));
    for (const s of res.body.data) expect(s.translation.title.toLowerCase()).toContain('burger');
    expect(res.body.meta.path).toBe('/api/v1/rest/shops/search');
  });

  it('treats LIKE wildcards and SQL as text', async () => {
    for (const search of ['%', '_', '\\', '%%', "'; drop table shops; --", "' or 1=1 --"]) {
      const res = await get(`/rest/shops/search?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
      expect(res.body.data, search).toEqual([]);
    }
    expect((await get(`${LIST}?perPage=100`)).body.meta.total).toBe(27);
  });

  it('combines with the address and open filters and rejects a missing search', async () => {
    const near = await get(`/rest/shops/search?search=burger&${CENTER}`);
    expect(near.status).toBe(200);
    expect((await get(`/rest/shops/search?search=burger&${BALTIMORE}`)).body.data).toEqual([]);
    expect(ids(await get('/rest/shops/search?search=capitol&open=1'))).toEqual([3]);
    const missing = await get('/rest/shops/search');
    expect(missing.status).toBe(400);
    expect(missing.body.params.search).toBeTruthy();
    expect((await get(`/rest/shops/search?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('shop page', () => {
  it('shows one shop by id or uuid with its relations, translated', async () => {
    const res = await get('/rest/shops/1?lang=fr');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const shop = res.body.data;
    expect(shop.translation.locale).toBe('fr');
    expect(shop.shop_working_days).toHaveLength(7);
    expect(shop.bonus).toMatchObject({ type: 'sum', value: expect.any(Number), bonus_stock_id: expect.any(Number), bonusStock: { id: expect.any(Number) } });
    // Clients caption the bonus with the free product's title (contract §4 bonusStock.product.translation).
    expect(shop.bonus.bonusStock.product).toMatchObject({ id: expect.any(Number), translation: { locale: 'fr', title: expect.any(String) } });
    expect(shop.discount.length).toBeGreaterThan(0);
    expect(shop.discount[0]).toMatchObject({ id: expect.any(Number), type: expect.stringMatching(/^(fix|percent)$/), price: expect.any(Number), active: true });
    expect(shop.shop_payments.length).toBeGreaterThan(0);
    expect(shop.shop_payments[0]).toMatchObject({ shop_id: 1, status: true, payment: { id: expect.any(Number), tag: expect.any(String) } });
    expect(JSON.stringify(shop.shop_payments)).not.toMatch(/secret|client_id/);
    expect(shop.categories.length).toBeGreaterThan(0);
    expect(shop.categories[0].translation.title).toBeTruthy();
    expect(shop.tags.length).toBeGreaterThan(0);
    expect(shop).toMatchObject({ rating_avg: expect.any(Number), reviews_count: expect.any(Number), location: expect.any(Object), delivery_time: expect.any(Object) });
    const byUuid = await get(`/rest/shops/${shop.uuid}?lang=fr`);
    expect(byUuid.body.data).toEqual(shop);
    // Shops without a bonus omit it; the Arabic text is served for lang=ar.
    const plain = (await get('/rest/shops/2?lang=ar')).body.data;
    expect(plain).not.toHaveProperty('bonus');
    expect(plain.translation.locale).toBe('ar');
  });

  it('answers 404 for unknown shops and 400 for malformed ids', async () => {
    for (const path of ['/rest/shops/999999', '/rest/shops/00000000-0000-4000-8000-000000000000', '/rest/shops/999999/reviews']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    }
    for (const path of ['/rest/shops/abc', '/rest/shops/-1', "/rest/shops/1'%20or%201=1"]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.params.id).toBeTruthy();
    }
  });

  it('lists the shop reviews with the reviewer name and picture only', async () => {
    const res = await get('/rest/shops/3/reviews?perPage=2');
    expect(res.status).toBe(200);
    const [{ n }] = await rows<{ n: string }>(`select count(*) as n from reviews where shop_id = 3 and target = 'shop'`);
    expect(res.body.meta).toMatchObject({ total: Number(n), per_page: 2, path: '/api/v1/rest/shops/3/reviews' });
    for (const r of res.body.data) {
      expect(r).toMatchObject({ id: expect.any(Number), rating: expect.any(Number), created_at: expect.any(String) });
      expect(Object.keys(r.user).sort()).toEqual(expect.arrayContaining(['firstname']));
      expect(Object.keys(r.user).every((k) => ['firstname', 'lastname', 'img'].includes(k))).toBe(true);
    }
    const dates = res.body.data.map((r: any) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get('/rest/shops/3/reviews?perPage=101')).status).toBe(400);
  });
});

describe('recommended shops and tags', () => {
  it('lists shops with at least recommended_count products delivered in the last 30 days', async () => {
    const res = await get('/rest/shops/recommended?lang=en');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const counts = await rows<{ id: number; n: string }>(`select o.shop_id as id, count(distinct st.product_id) as n from orders o
      join order_details d on d.order_id = o.id join stocks st on st.id = d.stock_id
      where o.status = 'delivered' and o.created_at >= now() - interval '30 days' group by o.shop_id`);
    const expected = (min: number) => sorted(counts.filter((c) => Number(c.n) >= min).map((c) => Number(c.id)));
    expect(sorted(ids(res))).toEqual(expected(1));
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), logo_img: expect.any(String), translation: { title: expect.any(String) }, products_count: expect.any(Number) });
    const min = [...new Set(counts.map((c) => Number(c.n)))].sort((a, b) => a - b)[Math.floor(counts.length / 2)] ?? 2;
    await api.ctx.db.update(settings).set({ value: String(min) }).where(eq(settings.key, 'recommended_count'));
    try {
      const fewer = await get('/rest/shops/recommended');
      expect(sorted(ids(fewer))).toEqual(expected(min));
      expect(ids(fewer).length).toBeLessThan(ids(res).length);
      for (const s of fewer.body.data) expect(s.products_count).toBeGreaterThanOrEqual(min);
    } finally {
      await api.ctx.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'recommended_count'));
    }
    expect((await get(`/rest/shops/recommended?${BALTIMORE}`)).body.data).toEqual([]);
    const near = await get(`/rest/shops/recommended?${CENTER}`);
    expect(ids(near).length).toBeGreaterThan(0);
    // Thirty days later nothing recent was delivered.
    const saved = api.clock.current;
    api.clock.advance(60 * 86_400_000);
    try {
      expect((await get('/rest/shops/recommended')).body.data).toEqual([]);
    } finally {
      api.clock.current = saved;
    }
  });

  it('lists shop tags, optionally of a category', async () => {
    const all = await get('/rest/shops-takes?lang=es');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(8);
    expect(all.body.data[0]).toMatchObject({ id: expect.any(Number), img: expect.any(String), translation: { locale: 'es', title: expect.any(String) } });
    const [cat] = await rows<{ category_id: number }>(`select category_id from shop_categories group by 1 order by count(*) desc, 1 limit 1`);
    const some = await get(`/rest/shops-takes?category_id=${cat.category_id}`);
    expect(sorted(ids(some))).toEqual(
      await idsOf(`select distinct a.shop_tag_id as id from assign_shop_tags a join shop_categories c on c.shop_id = a.shop_id where c.category_id = ${cat.category_id}`),
    );
    expect((await get('/rest/shops-takes?category_id=abc')).status).toBe(400);
  });
});
