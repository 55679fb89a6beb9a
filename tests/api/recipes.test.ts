import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART } from './cart-fixtures';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
});
afterAll(() => api.close());

const cents = (v: number) => Math.round(v * 100);

describe(`recipes: rest/receipts (${ENGINE})`, () => {
  it('lists active recipes in pages with their bundle price, shop and category', async () => {
    const [{ n }] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from recipes r join shops s on s.id = r.shop_id where r.active and s.status = 'approved'`);
    const first = await api.call('GET', '/rest/receipts/paginate?perPage=2&page=1');
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ total: Number(n), per_page: 2, current_page: 1 });
    expect(first.body.data).toHaveLength(2);
    const second = await api.call('GET', '/rest/receipts/paginate?perPage=2&page=2');
    expect(second.body.data[0].id).toBeGreaterThan(first.body.data[1].id);
    for (const r of first.body.data) {
      expect(r).toMatchObject({ id: expect.any(Number), shop_id: expect.any(Number), translation: { title: expect.any(String) }, shop: { id: r.shop_id }, category: { id: r.category_id, type: 'receipt' } });
      expect(r.servings).toBeGreaterThan(0);
      expect(cents(r.origin_price) - cents(r.discount)).toBe(cents(r.total_price));
      expect(r.discount).toBeGreaterThan(0);
      expect(new URL(r.img).pathname).toMatch(/^\/storage\//);
    }
  });

  it('filters by category and shop; an empty category is an empty page', async () => {
    const cats = await sqlRows<{ id: number; n: number }>(
      api,
      sql`select c.id, (select count(*)::int from recipes r where r.category_id = c.id and r.active) as n from categories c where c.type = 'receipt' order by c.id`,
    );
    const full = cats.find((c) => Number(c.n) > 0)!;
    const empty = cats.find((c) => Number(c.n) === 0)!;
    expect(empty, 'the seed keeps a recipe category without recipes').toBeTruthy();
    const inFull = await api.call('GET', `/rest/receipts/paginate?category_id=${full.id}`);
    expect(inFull.body.data.length).toBe(Number(full.n));
    expect(inFull.body.data.every((r: any) => r.category_id === full.id)).toBe(true);
    const none = await api.call('GET', `/rest/receipts/paginate?category_id=${empty.id}`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
    const shopId = inFull.body.data[0].shop_id;
    const byShop = await api.call('GET', `/rest/receipts/paginate?shop_id=${shopId}`);
    expect(byShop.body.data.length).toBeGreaterThan(0);
    expect(byShop.body.data.every((r: any) => r.shop_id === shopId)).toBe(true);
  });

  it('shows one recipe in a {data} wrapper with ingredients, steps, nutrition and stocks, in the asked language and currency', async () => {
    const list = await api.call('GET', '/rest/receipts/paginate?perPage=1');
    const id = list.body.data[0].id;
    const res = await api.call('GET', `/rest/receipts/${id}?lang=ar`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBeUndefined();
    const r = res.body.data;
    expect(r.translation.locale).toBe('ar');
    expect(r.ingredient.title.length).toBeGreaterThan(0);
    expect(r.instruction.title.length).toBeGreaterThan(0);
    expect(r.nutritions.length).toBeGreaterThan(0);
    expect(r.nutritions[0]).toMatchObject({ weight: expect.any(String), translation: { locale: 'ar', title: expect.any(String) } });
    expect(r.stocks.length).toBeGreaterThan(1);
    for (const s of r.stocks) {
      expect(s).toMatchObject({ id: expect.any(Number), price: expect.any(Number), available: true, product: { shop_id: r.shop_id, translation: { title: expect.any(String) } }, pivot: { stock_id: s.id, min_quantity: expect.any(Number) } });
    }
    const bundle = r.stocks.reduce((sum: number, s: any) => sum + cents(s.price) * s.pivot.min_quantity, 0);
    expect(cents(r.origin_price)).toBe(bundle);

    const [other] = await sqlRows<{ id: number; rate: number }>(api, sql`select id, rate from currencies where active and not "default" order by id limit 1`);
    if (other) {
      const converted = (await api.call('GET', `/rest/receipts/${id}?currency_id=${other.id}`)).body.data;
      expect(Math.abs(converted.origin_price - Math.round(bundle * Number(other.rate)) / 100)).toBeLessThanOrEqual(0.01 * r.stocks.length + 0.01);
    }
  });

  it('answers 404 for an unknown or inactive recipe and 400 for a malformed id', async () => {
    expect((await api.call('GET', '/rest/receipts/999999')).status).toBe(404);
    const [r] = await sqlRows<{ id: number }>(api, sql`select id from recipes order by id desc limit 1`);
    await api.ctx.db.execute(sql`update recipes set active = false where id = ${r.id}`);
    try {
      const res = await api.call('GET', `/rest/receipts/${r.id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
      const list = await api.call('GET', '/rest/receipts/paginate?perPage=100');
      expect(list.body.data.some((x: any) => x.id === r.id)).toBe(false);
    } finally {
      await api.ctx.db.execute(sql`update recipes set active = true where id = ${r.id}`);
    }
    for (const path of ['/rest/receipts/abc', '/rest/receipts/-1', '/rest/receipts/paginate?category_id=x', '/rest/receipts/paginate?perPage=1000', '/rest/receipts/paginate?shop_id=1.5']) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.status).toBe(false);
    }
  });

  it('"add all ingredients": inserting the recipe stocks at their min quantities gives the cart the same discount the recipe shows', async () => {
    const list = (await api.call('GET', '/rest/receipts/paginate?perPage=100')).body.data;
    for (const summary of list.slice(0, 3)) {
      const r = (await api.call('GET', `/rest/receipts/${summary.id}`)).body.data;
      expect((await api.call('DELETE', `${CART}/my-delete`, { token })).status).toBe(200);
      const products = r.stocks.map((s: any) => ({ stock_id: s.id, quantity: s.pivot.min_quantity }));
      const ins = await api.call('POST', `${CART}/insert-product`, { token, body: { shop_id: r.shop_id, products } });
      expect(ins.status, JSON.stringify(ins.body)).toBe(200);
      expect(ins.body.data).toMatchObject({ receipt_count: 1, receipt_discount: r.discount });
    }
  });
});
