import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, sqlRows, startTestApi, type TestApi } from './harness';
import { expectPaginate } from './paginate-expect';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path);
const rows = <T>(query: string) => sqlRows<T>(api, sql.raw(query));
const num = async (query: string) => Number((await rows<{ n: string | number }>(query))[0].n);

const BURGER_SHOP = 3;
const CHEESEBURGER = '116f804f-e3c0-592c-a542-4d5d7facf49d';
const SELLABLE = `p.status = 'published' and p.active and not p.addon
  and exists (select 1 from stocks s where s.product_id = p.id and not s.addon and s.quantity > 0)`;

/** Every product of a menu answer (categories, their children, and recommended). */
const menuProducts = (data: any): any[] => data.all.flatMap((c: any) => [...c.products, ...c.children.flatMap((k: any) => k.products)]);

const eurRate = async () => Number((await rows<{ rate: number }>(`select rate from currencies where title = 'Euro'`))[0].rate);
const eurId = async () => Number((await rows<{ id: number }>(`select id from currencies where title = 'Euro'`))[0].id);

describe('shop menu: rest/shops/{id}/products', () => {
  it('answers recommended products and main categories with products and children', async () => {
    const res = await get(`/rest/shops/${BURGER_SHOP}/products?lang=en`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { recommended: expect.any(Array), all: expect.any(Array) } });
    const { recommended, all } = res.body.data;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(8);
    for (const root of all) {
      expect(root).toMatchObject({ id: expect.any(Number), uuid: expect.any(String), parent_id: 0, type: 'main', active: true });
      expect(root.translation).toMatchObject({ locale: 'en', title: expect.any(String) });
      for (const child of root.children) expect(child.parent_id).toBe(root.id);
    }
    const products = menuProducts(res.body.data);
    const expected = await num(`select count(*) as n from products p where p.shop_id = ${BURGER_SHOP} and ${SELLABLE}`);
    expect(products.length).toBe(expected);
    for (const p of [...products, ...recommended]) {
      expect(p).toMatchObject({ shop_id: BURGER_SHOP, status: 'published', active: true, addon: false, translation: { locale: 'en', title: expect.any(String) } });
      expect(p.stock).toMatchObject({ id: expect.any(Number), countable_id: p.id, price: expect.any(Number), total_price: expect.any(Number), addon: false });
      expect(p.stock.quantity).toBeGreaterThan(0);
      expect(Array.isArray(p.discounts)).toBe(true);
    }
    const ids = products.map((p) => p.id);
    for (const r of recommended) expect(ids).toContain(r.id);
  });

  it('leaves unpublished, pending and out-of-stock products off the menu', async () => {
    const hidden = await rows<{ id: number; shop_id: number }>(
      `select p.id, p.shop_id from products p where not p.addon and not (${SELLABLE}) order by p.id`,
    );
    expect(hidden.length).toBeGreaterThanOrEqual(8);
    for (const shopId of [...new Set(hidden.map((h) => h.shop_id))].slice(0, 6)) {
      const res = await get(`/rest/shops/${shopId}/products`);
      expect(res.status).toBe(200);
      const ids = menuProducts(res.body.data).map((p) => p.id);
      expect(ids.length).toBe(await num(`select count(*) as n from products p where p.shop_id = ${shopId} and ${SELLABLE}`));
      for (const h of hidden.filter((x) => x.shop_id === shopId)) expect(ids).not.toContain(h.id);
    }
  });

  it('converts every amount with the currency rate', async () => {
    const [usd, eur] = await Promise.all([get(`/rest/shops/${BURGER_SHOP}/products`), get(`/rest/shops/${BURGER_SHOP}/products?currency_id=${await eurId()}`)]);
    const rate = await eurRate();
    const eurById = new Map(menuProducts(eur.body.data).map((p) => [p.id, p]));
    for (const p of menuProducts(usd.body.data)) {
      const e = eurById.get(p.id);
      expect(e.stock.total_price).toBeCloseTo(p.stock.total_price * rate, 1);
      expect(e.stock.price).toBeCloseTo(p.stock.price * rate, 1);
    }
    // An inactive or unknown currency falls back to the default one.
    expect((await get(`/rest/shops/${BURGER_SHOP}/products?currency_id=999`)).body.data).toEqual(usd.body.data);
  });

  it('computes total_price = price − discount + tax for a discounted taxed product', async () => {
    const [d] = await rows<{ id: number; shop_id: number; tax: number; type: string; price: number | null; percent: number | null; stock_price: number }>(
      `select p.id, p.shop_id, p.tax, d.type, d.price, d.percent,
         (select s.price from stocks s where s.product_id = p.id and s.quantity > 0 order by s.id limit 1) as stock_price
       from products p join product_discounts pd on pd.product_id = p.id join discounts d on d.id = pd.discount_id
       where p.tax > 0 and d.active and d.start <= current_date and d.end >= current_date and ${SELLABLE} order by p.id limit 1`,
    );
    expect(d).toBeTruthy();
    const res = await get(`/rest/shops/${d.shop_id}/products`);
    const p = menuProducts(res.body.data).find((x) => x.id === d.id);
    const price = Number(d.stock_price);
    const discount = d.type === 'percent' ? Math.round((price * Number(d.percent)) / 100) : Math.min(price, Number(d.price));
    const tax = Math.round((price * Number(d.tax)) / 100);
    expect(p.stock).toMatchObject({ price: price / 100, discount: discount / 100, tax: tax / 100, total_price: (price - discount + tax) / 100 });
    expect(p.stock.discount).toBeGreaterThan(0);
    expect(p.discounts[0]).toMatchObject({ type: d.type, active: true });
  });

  it('filters by a sub-category or a parent category', async () => {
    const [cat] = await rows<{ id: number; parent_id: number }>(`select c.id, c.parent_id from categories c join products p on p.category_id = c.id where p.uuid = '${CHEESEBURGER}'`);
    const child = await get(`/rest/shops/${BURGER_SHOP}/products?category_id=${cat.id}`);
    expect(child.status).toBe(200);
    expect(child.body.data.all.map((c: any) => c.id)).toEqual([cat.parent_id]);
    expect(child.body.data.all[0].children.map((c: any) => c.id)).toEqual([cat.id]);
    const childProducts = menuProducts(child.body.data);
    expect(childProducts.length).toBe(await num(`select count(*) as n from products p where p.shop_id = ${BURGER_SHOP} and p.category_id = ${cat.id} and ${SELLABLE}`));
    for (const p of childProducts) expect(p.category_id).toBe(cat.id);
    const parent = await get(`/rest/shops/${BURGER_SHOP}/products?category_id=${cat.parent_id}`);
    const parentProducts = menuProducts(parent.body.data);
    expect(parent.body.data.all.map((c: any) => c.id)).toEqual([cat.parent_id]);
    expect(parentProducts.length).toBeGreaterThan(childProducts.length);
    const none = await get(`/rest/shops/${BURGER_SHOP}/products?category_id=999999`);
    expect(none.body.data).toEqual({ recommended: [], all: [] });
  });

  it('filters by brand_ids[n]', async () => {
    const [b] = await rows<{ shop_id: number; brand_id: number; n: number }>(
      `select p.shop_id, p.brand_id, count(*) as n from products p where p.brand_id is not null and ${SELLABLE} group by 1, 2 order by 3 desc, 1, 2 limit 1`,
    );
    const res = await get(`/rest/shops/${b.shop_id}/products?brand_ids[0]=${b.brand_id}`);
    expect(res.status).toBe(200);
    const products = menuProducts(res.body.data);
    expect(products.length).toBe(Number(b.n));
    for (const p of products) expect(p.brand_id).toBe(b.brand_id);
    const two = await get(`/rest/shops/${b.shop_id}/products?brand_ids[0]=${b.brand_id}&brand_ids[1]=999`);
    expect(menuProducts(two.body.data).length).toBe(Number(b.n));
  });

  it('translates by lang and falls back to English', async () => {
    const [en, ar, de] = await Promise.all(['en', 'ar', 'de'].map((l) => get(`/rest/shops/${BURGER_SHOP}/products?lang=${l}`)));
    const [pe, pa, pd] = [en, ar, de].map((r) => menuProducts(r.body.data)[0]);
    expect(pa.id).toBe(pe.id);
    expect(pa.translation.locale).toBe('ar');
    expect(pa.translation.title).not.toBe(pe.translation.title);
    expect(ar.body.data.all[0].translation.locale).toBe('ar');
    expect(pd.translation).toEqual(pe.translation);
  });

  it('answers 404 for an unknown shop and 400 naming bad parameters', async () => {
    const unknown = await get('/rest/shops/999999/products');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    for (const [path, field] of [
      ['/rest/shops/abc/products', 'id'],
      [`/rest/shops/${BURGER_SHOP}/products?brand_ids[0]=abc`, 'brand_ids.0'],
      [`/rest/shops/${BURGER_SHOP}/products?category_id=-1`, 'category_id'],
      [`/rest/shops/${BURGER_SHOP}/products?currency_id=x`, 'currency_id'],
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.params[field], path).toBeTruthy();
    }
  });
});

describe('product page: rest/products/{uuid}', () => {
  it('shows the product with stocks, extras, add-ons, unit, shop and reviews count', async () => {
    const res = await get(`/rest/products/${CHEESEBURGER}?lang=en`);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ uuid: CHEESEBURGER, shop_id: BURGER_SHOP, status: 'published', min_qty: 1, max_qty: expect.any(Number), interval: 1 });
    expect(p.translation).toMatchObject({ locale: 'en', title: 'Classic Cheeseburger' });
    expect(p.shop).toMatchObject({ id: BURGER_SHOP, uuid: expect.any(String), translation: { locale: 'en', title: 'Capitol Burger Works' } });
    expect(p.unit.translation).toMatchObject({ locale: 'en', title: expect.any(String) });
    expect(p.reviews_count).toBe(await num(`select count(*) as n from reviews r join products p on p.id = r.product_id where p.uuid = '${CHEESEBURGER}'`));
    expect(p.stocks).toHaveLength(2);
    for (const s of p.stocks) {
      expect(s).toMatchObject({ countable_id: p.id, price: expect.any(Number), quantity: expect.any(Number), discount: expect.any(Number), tax: expect.any(Number) });
      expect(s.total_price).toBeCloseTo(s.price - s.discount + s.tax, 2);
      expect(s.extras.length).toBeGreaterThan(0);
      for (const e of s.extras) {
        expect(e).toMatchObject({ id: expect.any(Number), extra_group_id: e.group.id, value: expect.any(String) });
        expect(e.group).toMatchObject({ type: expect.stringMatching(/^(color|text|image)$/), translation: { locale: 'en', title: expect.any(String) } });
      }
      expect(s.addons).toHaveLength(5);
      for (const a of s.addons) {
        expect(a).toMatchObject({ id: expect.any(Number), stock_id: s.id, addon_id: a.product.id });
        expect(a.product).toMatchObject({ uuid: expect.any(String), addon: true, translation: { locale: 'en', title: expect.any(String) } });
        expect(a.product.stock).toMatchObject({ price: expect.any(Number), total_price: expect.any(Number) });
      }
    }
    expect(new Set(p.stocks.map((s: any) => s.extras.map((e: any) => e.id).join()))).toHaveProperty('size', 2);
  });

  it('translates extras, add-ons and the shop, and converts amounts', async () => {
    const [en, ar] = await Promise.all([get(`/rest/products/${CHEESEBURGER}`), get(`/rest/products/${CHEESEBURGER}?lang=ar&currency_id=${await eurId()}`)]);
    const rate = await eurRate();
    const [se, sa] = [en.body.data.stocks[0], ar.body.data.stocks[0]];
    expect(ar.body.data.translation.locale).toBe('ar');
    expect(ar.body.data.shop.translation.locale).toBe('ar');
    expect(sa.extras[0].group.translation.locale).toBe('ar');
    expect(sa.addons[0].product.translation.locale).toBe('ar');
    expect(sa.total_price).toBeCloseTo(se.total_price * rate, 1);
    expect(sa.addons[0].product.stock.price).toBeCloseTo(se.addons[0].product.stock.price * rate, 1);
  });

  it('gives each extra value its text in the requested language, keeping the neutral value', async () => {
    const texts: Record<string, string[]> = {};
    for (const lang of ['en', 'ar', 'fr', 'es']) {
      const stocks = (await get(`/rest/products/${CHEESEBURGER}?lang=${lang}`)).body.data.stocks;
      texts[lang] = stocks.map((s: any) => {
        const [e] = s.extras;
        expect(e.translation.locale).toBe(lang);
        return `${e.value}=${e.translation.title}`;
      });
    }
    expect(texts.en).toEqual(['Single=Single', 'Double=Double']);
    expect(texts.ar).toEqual(['Single=مفردة', 'Double=مزدوجة']);
    expect(texts.fr).toEqual(['Single=Simple', 'Double=Double']);
    expect(texts.es).toEqual(['Single=Sencilla', 'Double=Doble']);
  });

  it('shows a stock bonus', async () => {
    const [b] = await rows<{ uuid: string; stock_id: number }>(`select p.uuid, b.stock_id from bonuses b join stocks s on s.id = b.stock_id join products p on p.id = s.product_id where b.type = 'count' limit 1`);
    const res = await get(`/rest/products/${b.uuid}`);
    const stock = res.body.data.stocks.find((s: any) => s.id === b.stock_id);
    expect(stock.bonus).toMatchObject({ type: 'count', value: expect.any(Number), bonus_quantity: expect.any(Number), bonus_stock_id: expect.any(Number) });
  });

  it('answers 404 for unpublished or unknown products and 400 for a malformed uuid', async () => {
    const hidden = await rows<{ uuid: string }>(`select uuid from products where status <> 'published'`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect((await get(`/rest/products/${h.uuid}`)).status).toBe(404);
    expect((await get('/rest/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await get('/rest/products/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.params.uuid).toBeTruthy();
  });
});

describe('product search: rest/products/search', () => {
  it('finds products by translated title, case-insensitively, with their shop', async () => {
    const res = await get('/rest/products/search?search=BURGER&lang=en&perPage=50');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 50, '/api/v1/rest/products/search');
    const expected = await num(
      `select count(*) as n from products p join shops sh on sh.id = p.shop_id and sh.status = 'approved' where ${SELLABLE}
       and exists (select 1 from product_translations t where t.product_id = p.id and t.locale = 'en' and t.title ilike '%burger%')`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(res.body.meta.total).toBe(expected);
    for (const p of res.body.data) {
      expect(p.translation.title.toLowerCase()).toContain('burger');
      expect(p.shop).toMatchObject({ id: p.shop_id, translation: { title: expect.any(String) } });
      expect(p.stock.price).toBeGreaterThan(0);
    }
    const ar = await get(`/rest/products/search?search=${encodeURIComponent('برغر')}&lang=ar`);
    expect(ar.body.meta.total).toBeGreaterThan(0);
    expect(ar.body.data[0].translation.locale).toBe('ar');
  });

  it('filters by shop and pages', async () => {
    const res = await get(`/rest/products/search?search=burger&shop_id=${BURGER_SHOP}&perPage=2&page=2`);
    expectPaginate(res.body, 2, 2, '/api/v1/rest/products/search');
    for (const p of res.body.data) expect(p.shop_id).toBe(BURGER_SHOP);
  });

  it('treats LIKE wildcards literally and never fails on SQL-ish text', async () => {
    for (const s of ['%', '_', '\\', '%%', '_a%']) {
      const res = await get(`/rest/products/search?search=${encodeURIComponent(s)}`);
      expect(res.status, s).toBe(200);
      expect(res.body.meta.total, s).toBe(0);
    }
    for (const s of ["' or '1'='1", "burger'; drop table products; --", "') union select 1--"]) {
      const res = await get(`/rest/products/search?search=${encodeURIComponent(s)}`);
      expect(res.status, s).toBe(200);
      expect(res.body.data).toEqual([]);
    }
    const missing = await get('/rest/products/search');
    expect(missing.status).toBe(400);
    expect(missing.body.params.search).toBeTruthy();
  });
});

describe('bad input and efficiency', () => {
  const lists = ['/rest/products/search?search=a&', '/rest/categories/paginate?', '/rest/brands/paginate?', '/rest/banners/paginate?', '/rest/banners-ads?', '/rest/banners/1?'];

  it('refuses page=0 and perPage=101 with 400 naming the field', async () => {
    for (const path of lists) {
      for (const [field, value] of [['page', '0'], ['perPage', '101'], ['perPage', 'abc']]) {
        const res = await get(`${path}${field}=${value}`);
        expect(res.status, `${path}${field}=${value}`).toBe(400);
        expect(res.body.params[field], `${path}${field}=${value}`).toBeTruthy();
      }
    }
    expect((await get('/rest/stories/paginate?perPage=101')).status).toBe(400);
    expect((await get('/rest/banners-ads?address[latitude]=abc')).body.params['address.latitude']).toBeTruthy();
  });

  it('refuses an address with an empty or missing coordinate with 400 naming it, on every route that takes one', async () => {
    const routes = ['/rest/products/search?search=a&', '/rest/banners-ads?', '/rest/stories/paginate?'];
    const cases = [
      ['address[latitude]=&address[longitude]=-77.03', 'address.latitude'],
      ['address[latitude]=38.9&address[longitude]=', 'address.longitude'],
      ['address[latitude]=38.9', 'address.longitude'],
    ];
    for (const path of routes) {
      for (const [query, field] of cases) {
        const res = await get(`${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(res.body.params[field], `${path}${query}`).toBeTruthy();
      }
      expect((await get(`${path}address[latitude]=38.9&address[longitude]=-77.03`)).status, path).toBe(200);
    }
  });

  it('answers SQL-ish path segments with 400 or 404, never 5xx', async () => {
    for (const a of ["1' or '1'='1", '1;drop table products', '../../etc/passwd']) {
      const e = encodeURIComponent(a);
      for (const path of [`/rest/shops/${e}/products`, `/rest/products/${e}`, `/rest/categories/${e}`, `/rest/banners/${e}`, `/rest/banners-ads/${e}`, `/rest/brands/paginate?shop_id=${e}`]) {
        const res = await get(path);
        expect([400, 404], path).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toMatch(/select|stack/i);
      }
    }
  });

  it('runs a bounded number of statements for the menu and the product page, whatever their size', async () => {
    const [small, large] = await rows<{ shop_id: number; n: number }>(
      `select * from (select p.shop_id, count(*) as n from products p where ${SELLABLE} group by 1) x order by n, shop_id limit 1`,
    ).then(async (s) => [...s, ...(await rows<{ shop_id: number; n: number }>(`select p.shop_id, count(*) as n from products p where ${SELLABLE} group by 1 order by 2 desc, 1 limit 1`))]);
    expect(Number(large.n)).toBeGreaterThan(Number(small.n) * 2);
    const menuCounts: number[] = [];
    for (const shop of [small, large]) {
      menuCounts.push(await countStatements(api, async () => expect((await get(`/rest/shops/${shop.shop_id}/products?lang=ar&currency_id=2`)).status).toBe(200)));
    }
    expect(menuCounts[0]).toBe(menuCounts[1]);
    expect(menuCounts[0]).toBeLessThanOrEqual(8);
    const [plain] = await rows<{ uuid: string }>(
      `select p.uuid from products p where ${SELLABLE} and not exists (select 1 from stocks s join stock_addons a on a.stock_id = s.id where s.product_id = p.id) limit 1`,
    );
    const productCounts: number[] = [];
    for (const uuid of [plain.uuid, CHEESEBURGER]) {
      productCounts.push(await countStatements(api, async () => expect((await get(`/rest/products/${uuid}?lang=ar&currency_id=2`)).status).toBe(200)));
    }
    expect(productCounts[1]).toBeLessThanOrEqual(13);
    expect(productCounts[0]).toBeLessThanOrEqual(productCounts[1]);
  });
});
