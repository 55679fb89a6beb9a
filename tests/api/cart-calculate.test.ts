import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplay } from '../../src/lib/money';
import { computeCartTotals, presentTotals } from '../../src/server/modules/cart/totals';
import { haversineKm, pointInPolygon } from '../../src/server/modules/shops/zones';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { CART, expectError, sellableStocks, type StockFixture } from './cart-fixtures';

let api: TestApi;
let token: string;
let userId: number;
let cartId: number;
let stock: StockFixture;
let shop: { tax: number; price: number; price_per_km: number; service_fee: number; location: { latitude: number; longitude: number } };
let inside: { latitude: number; longitude: number };

const SHOP = 1;
const OUTSIDE = { latitude: 39.2904, longitude: -76.6122 };
const QTY = 3;
const calc = (body: unknown, query = '', id: number | string = cartId) => api.call('POST', `${CART}/calculate/${id}${query}`, { token, body });
const cents = (v: number) => Math.round(v * 100);

/** total = price (lines with product tax) − discounts − coupon + shop tax + delivery + service + waiter + tips, never negative. */
function expectConsistent(d: any) {
  expect(d.total_tax).toBe(d.total_shop_tax);
  const parts = d.price - d.total_discount - d.coupon_price + d.total_tax + d.delivery_fee + d.service_fee + d.waiter_fee + d.tips;
  expect(Math.abs(cents(parts) - cents(d.total_price)), JSON.stringify(d)).toBeLessThanOrEqual(2);
  expect(d.total_price).toBeGreaterThanOrEqual(0);
  expect(d.coupon_price).toBeLessThanOrEqual(d.price - d.total_discount + 0.001);
}

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  [{ id: userId }] = await sqlRows<{ id: number }>(api, sql`select id from users where email = ${api.config.demoLogin}`);
  userId = Number(userId);
  [stock] = await sellableStocks(api, SHOP, sql`s.price >= 1000`);
  const [row] = await sqlRows<typeof shop>(api, sql`select tax, price, price_per_km, service_fee, location from shops where id = ${SHOP}`);
  shop = { ...row, tax: Number(row.tax), price: Number(row.price), price_per_km: Number(row.price_per_km), service_fee: Number(row.service_fee) };
  const [zone] = await sqlRows<{ polygon: [number, number][] }>(api, sql`select polygon from shop_delivery_zones where shop_id = ${SHOP}`);
  const center = { latitude: 38.9120424, longitude: -77.035308 };
  inside = pointInPolygon(center, zone.polygon) ? center : shop.location;
  expect(pointInPolygon(inside, zone.polygon)).toBe(true);
  const res = await api.call('POST', `${CART}/insert-product`, { token, body: { shop_id: SHOP, products: [{ stock_id: stock.id, quantity: QTY }] } });
  expect(res.status).toBe(200);
  cartId = res.body.data.id;
}, 60_000);
afterAll(() => api.close());

describe(`cart calculate (${ENGINE})`, () => {
  it('prices pickup: lines, product tax, shop tax, service fee from the setting (1 major unit), no delivery fee', async () => {
    const res = await calc({ type: 'pickup' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    const unitTax = Math.round((stock.price * stock.tax) / 100);
    expect(d).toMatchObject({
      price: ((stock.price + unitTax) * QTY) / 100,
      total_product_tax: (unitTax * QTY) / 100,
      total_discount: 0,
      delivery_fee: 0,
      km: 0,
      service_fee: 1,
      waiter_fee: 0,
      tips: 0,
      coupon_price: 0,
      rate: 1,
      total_shop_tax: Math.round((stock.price * QTY * shop.tax) / 100) / 100,
    });
    expect(d.products).toHaveLength(1);
    expect(d.products[0]).toMatchObject({ quantity: QTY, stock: { id: stock.id, product: { translation: expect.any(Object) } } });
    expectConsistent(d);
  });

  it('prices delivery inside the zone by distance; outside is 400 ERROR_433; no address is 400', async () => {
    const res = await calc({ type: 'delivery', address: inside });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const km = haversineKm(shop.location, inside);
    expect(res.body.data.km).toBe(km);
    expect(res.body.data.delivery_fee).toBe(Math.round(shop.price + shop.price_per_km * km) / 100);
    expectConsistent(res.body.data);
    const asStrings = await calc({ type: 'delivery', address: { latitude: String(inside.latitude), longitude: String(inside.longitude) } });
    expect(asStrings.body.data.total_price).toBe(res.body.data.total_price);
    expectError(await calc({ type: 'delivery', address: OUTSIDE }), 400, 'ERROR_433');
    const missing = await calc({ type: 'delivery' });
    expectError(missing, 400, 'ERROR_400');
    expect(missing.body.params).toHaveProperty(['address']);
    const bad = await calc({ type: 'delivery', address: { latitude: 91, longitude: 0 } });
    expect(bad.body.params).toHaveProperty(['address.latitude']);
  });

  it('the shop answer and the shop list quote the same delivery fee for an address as the checkout', async () => {
    const where = `address[latitude]=${inside.latitude}&address[longitude]=${inside.longitude}`;
    const checkout = (await calc({ type: 'delivery', address: inside })).body.data;
    const one = await api.call('GET', `/rest/shops/${SHOP}?${where}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ delivers: true, km: checkout.km, delivery_fee: checkout.delivery_fee });
    const [type] = await sqlRows<{ type: string }>(api, sql`select type from shops where id = ${SHOP}`);
    const list = await api.call('GET', `/rest/shops/paginate?type=${type.type}&perPage=100&${where}`);
    expect(list.body.data.find((s: { id: number }) => s.id === SHOP)).toMatchObject({ delivery_fee: checkout.delivery_fee });
    // Another currency: the same minor amount converted, as calculate converts it.
    const [euro] = await sqlRows<{ id: number }>(api, sql`select id from currencies where not "default" and active order by id limit 1`);
    const conv = (await calc({ type: 'delivery', address: inside, currency_id: Number(euro.id) })).body.data;
    expect((await api.call('GET', `/rest/shops/${SHOP}?${where}&currency_id=${euro.id}`)).body.data.delivery_fee).toBe(conv.delivery_fee);
    // Outside the zone: no fee, says it does not deliver; without an address nothing is added.
    const outside = (await api.call('GET', `/rest/shops/${SHOP}?address[latitude]=${OUTSIDE.latitude}&address[longitude]=${OUTSIDE.longitude}`)).body.data;
    expect(outside.delivers).toBe(false);
    expect(outside).not.toHaveProperty('delivery_fee');
    const plain = (await api.call('GET', `/rest/shops/${SHOP}`)).body.data;
    expect(plain).not.toHaveProperty('delivers');
    expect(plain).toMatchObject({ price: shop.price / 100, price_per_km: shop.price_per_km / 100 });
    expectError(await api.call('GET', `/rest/shops/${SHOP}?address[latitude]=91&address[longitude]=0`), 400);
  });

  it('adds the shop service percent as waiter fee for dine_in', async () => {
    const d = (await calc({ type: 'dine_in' })).body.data;
    const cartTotal = cents(d.price - d.total_discount);
    expect(d.waiter_fee).toBe(Math.round((cartTotal * shop.service_fee) / 100) / 100);
    expect(d.delivery_fee).toBe(0);
    expectConsistent(d);
  });

  it('applies valid coupons, ignores invalid, expired, used-up and already-used ones', async () => {
    const base = (await calc({ type: 'pickup' })).body.data;
    const goods = cents(base.price - base.total_discount);
    const fixed = (await calc({ type: 'pickup', coupon: 'WELCOME5' })).body.data;
    expect(fixed).toMatchObject({ coupon_price: Math.min(5, goods / 100), coupon_status: 'applied' });
    expect(cents(fixed.total_price)).toBe(cents(base.total_price) - cents(fixed.coupon_price));
    const percent = (await calc({ type: 'pickup', coupon: 'GROOPS15' })).body.data;
    expect(percent.coupon_price).toBe(Math.round(goods * 0.15) / 100);
    expect((await calc({ type: 'pickup', coupon: 'PIZZA3' })).body.data.coupon_price).toBe(3);
    for (const code of ['NOPE', 'SPRING10', 'USEDUP50', 'welcome5']) {
      const d = (await calc({ type: 'pickup', coupon: code })).body.data;
      expect(d, code).toMatchObject({ coupon_price: 0, coupon_status: 'invalid', total_price: base.total_price });
    }
    const [order] = await sqlRows<{ id: number }>(api, sql`select id from orders where user_id = ${userId} order by id limit 1`);
    await api.ctx.db.execute(sql`insert into order_coupons (order_id, user_id, coupon_id, name, price) values (${order.id}, ${userId}, 2, 'GROOPS15', 100)`);
    expect((await calc({ type: 'pickup', coupon: 'GROOPS15' })).body.data).toMatchObject({ coupon_price: 0, coupon_status: 'used' });
    expect((await calc({ type: 'pickup', coupon: 'WELCOME5' })).body.data.coupon_status).toBe('applied');
    const big = (await calc({ type: 'pickup', coupon: 'ONETIME20' })).body.data;
    expect(big.coupon_price, JSON.stringify(big.coupon_status)).toBe(Math.min(20, goods / 100));
    expectConsistent(big);
  });

  it('adds tips in the display currency and refuses bad tips and client money fields', async () => {
    const d = (await calc({ type: 'pickup', tips: 2.5 })).body.data;
    expect(d.tips).toBe(2.5);
    expectConsistent(d);
    for (const [body, field] of [
      [{ type: 'pickup', tips: -1 }, 'tips'],
      [{ type: 'pickup', tips: '2x' }, 'tips'], // "2" is read as 2 (tolerant inputs); other strings are refused
      [{ type: 'pickup', tips: 1e9 }, 'tips'],
      [{ type: 'pickup', total_price: 0 }, 'total_price'],
      [{ type: 'pickup', delivery_fee: 0 }, 'delivery_fee'],
      [{ type: 'air' }, 'type'],
      [{}, 'type'],
    ] as const) {
      const res = await calc(body);
      expectError(res, 400);
      expect(Object.keys(res.body.params ?? {}), JSON.stringify(body)).toContain(field);
    }
    expectError(await calc({ type: 'pickup' }, '', 'abc'), 400);
    expectError(await calc({ type: 'pickup' }, '', 999_999), 404);
  });

  it('converts every amount with the currency rate', async () => {
    const [euro] = await sqlRows<{ id: number; rate: number }>(api, sql`select id, rate from currencies where not "default" and active order by id limit 1`);
    const base = (await calc({ type: 'delivery', address: inside })).body.data;
    const conv = (await calc({ type: 'delivery', address: inside, currency_id: Number(euro.id) })).body.data;
    expect(conv.rate).toBe(Number(euro.rate));
    for (const key of ['price', 'total_tax', 'delivery_fee', 'service_fee', 'total_price']) {
      expect(Math.abs(conv[key] - base[key] * Number(euro.rate)), key).toBeLessThanOrEqual(0.011);
    }
    const viaQuery = (await calc({ type: 'delivery', address: inside }, `?currency_id=${euro.id}`)).body.data;
    expect(viaQuery.total_price).toBe(conv.total_price);
  });

  it('equals computeCartTotals, the function orders use', async () => {
    const body = { type: 'delivery', address: inside, coupon: 'WELCOME5', tips: 1 };
    const d = (await calc(body)).body.data;
    const t = await computeCartTotals(api.ctx.db, {
      cartId,
      userId,
      type: 'delivery',
      location: inside,
      couponCode: 'WELCOME5',
      tipsMinor: 100,
      now: api.clock.now(),
    });
    expect(toDisplay(t.total)).toBe(d.total_price);
    const { products: _p, coupon_status: _s, participants, ...amounts } = d;
    expect(presentTotals(t, 1)).toEqual(amounts);
    // A cart without guests: the owner owes it all.
    expect(participants).toEqual([expect.objectContaining({ is_owner: true, total: toDisplay(t.total) })]);
    expect(t.lines).toHaveLength(1);
    expect(t.lines[0]).toMatchObject({ stockId: stock.id, quantity: QTY, originPrice: stock.price * QTY, available: true });
    expect(t.total).toBe(t.cartTotal - t.couponPrice + t.shopTax + t.deliveryFee + t.serviceFee + t.waiterFee + t.tips);
    await expect(computeCartTotals(api.ctx.db, { cartId, userId: userId + 1, type: 'pickup', now: api.clock.now() })).rejects.toMatchObject({ http: 404 });
  });

  it('gives the recipe bundle discount when the cart holds a whole recipe', async () => {
    const recipes = await sqlRows<{ id: number; shop_id: number; discount_type: string; discount_price: number | null; discount_percent: number | null }>(
      api,
      sql`select r.id, r.shop_id, r.discount_type, r.discount_price, r.discount_percent from recipes r where r.active and r.discount_type is not null
        and not exists (select 1 from recipe_stocks rs join stocks s on s.id = rs.stock_id join products p on p.id = s.product_id
          where rs.recipe_id = r.id and (s.quantity < rs.min_quantity * 2 or p.status <> 'published' or not p.active or p.addon
            or exists (select 1 from product_discounts pd where pd.product_id = p.id)))
        order by r.id limit 1`,
    );
    if (!recipes.length) return;
    const recipe = recipes[0];
    const parts = await sqlRows<{ stock_id: number; min_quantity: number; price: number }>(
      api,
      sql`select rs.stock_id, rs.min_quantity, s.price from recipe_stocks rs join stocks s on s.id = rs.stock_id where rs.recipe_id = ${recipe.id}`,
    );
    expect((await api.call('DELETE', `${CART}/my-delete`, { token })).status).toBe(200);
    const products = parts.map((p) => ({ stock_id: Number(p.stock_id), quantity: Number(p.min_quantity) * 2 }));
    const ins = await api.call('POST', `${CART}/insert-product`, { token, body: { shop_id: Number(recipe.shop_id), products } });
    expect(ins.status, JSON.stringify(ins.body)).toBe(200);
    const d = (await calc({ type: 'pickup' }, '', ins.body.data.id)).body.data;
    const bundle = parts.reduce((s, p) => s + Number(p.price) * Number(p.min_quantity), 0);
    const each = recipe.discount_type === 'percent' ? Math.round((bundle * Number(recipe.discount_percent)) / 100) : Math.min(bundle, Number(recipe.discount_price));
    expect(d).toMatchObject({ receipt_count: 2, receipt_discount: (each * 2) / 100 });
    expect(cents(d.total_discount)).toBeGreaterThanOrEqual(each * 2);
    expectConsistent(d);
    expect(ins.body.data.receipt_count).toBe(2);
    expect((await api.call('GET', CART, { token })).body.data).toMatchObject({ receipt_count: 2, receipt_discount: (each * 2) / 100 });
  });
});

describe(`coupon check (${ENGINE})`, () => {
  const check = (body: unknown, t?: string, query = '') => api.call('POST', `/rest/coupons/check${query}`, { token: t, body });

  it('returns a usable coupon in the contract shape', async () => {
    const res = await check({ coupon: 'WELCOME5' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'WELCOME5', type: 'fix', price: 5, qty: expect.any(Number), expired_at: expect.any(String), translation: { title: expect.any(String) } });
    expect((await check({ coupon: 'GROOPS15' })).body.data).toMatchObject({ type: 'percent', price: 15 });
    expect((await check({ coupon: 'PIZZA3', shop_id: SHOP })).status).toBe(200);
    const euro = (await check({ coupon: 'WELCOME5' }, undefined, '?currency_id=2')).body.data;
    expect(euro.price).toBeLessThan(5);
  });

  it('answers ERROR_250 for unknown, expired, used-up or other-shop codes and ERROR_251 when already used', async () => {
    for (const [body, code] of [
      [{ coupon: 'NOPE' }, 'ERROR_250'],
      [{ coupon: 'SPRING10' }, 'ERROR_250'],
      [{ coupon: 'USEDUP50' }, 'ERROR_250'],
      [{ coupon: 'PIZZA3', shop_id: 2 }, 'ERROR_250'],
    ] as const) {
      expectError(await check(body, token), 400, code);
    }
    expectError(await check({ coupon: 'GROOPS15' }, token), 400, 'ERROR_251');
    expectError(await check({ coupon: 'GROOPS15', user_id: userId + 1 }, token), 400, 'ERROR_251');
    const seller = await api.call('POST', '/auth/login', { body: { email: 'seller@groops.test', password: api.config.demoPassword } });
    expect((await check({ coupon: 'GROOPS15' }, seller.body.data.access_token)).status).toBe(200);
  });

  it('refuses malformed bodies', async () => {
    for (const body of [{}, { coupon: '' }, { coupon: 'x'.repeat(65) }, { coupon: 5 }, { coupon: 'WELCOME5', price: 1 }]) {
      expectError(await check(body), 400, 'ERROR_400');
    }
  });
});
