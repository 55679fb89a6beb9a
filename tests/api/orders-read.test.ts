import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { insertOrder, login, SELLER, sellableStock, userId, type SellableStock } from './orders-fixtures';

const LIST = '/dashboard/user/orders/paginate';

let api: TestApi;
let token: string;
let customerId: number;
let stock: SellableStock;
const mine: Record<string, number> = {};

const ids = (res: { body: any }) => (res.body.data as Array<{ id: number }>).map((o) => o.id);

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
  for (const status of ['new', 'accepted', 'cooking', 'delivered', 'canceled']) {
    mine[status] = (await insertOrder(api, { userId: customerId, stock, status, pay: status === 'canceled' ? null : 'cash' })).id;
  }
}, 120_000);
afterAll(() => api.close());

describe(`order list and page (${ENGINE})`, () => {
  it('lists only the caller\'s orders with shop, currency and line count', async () => {
    const res = await api.call('GET', `${LIST}?perPage=100&lang=en`, { token });
    expect(res.status).toBe(200);
    const [{ n }] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from orders where user_id = ${customerId}`);
    expect(res.body.meta).toMatchObject({ total: Number(n), per_page: 100 });
    const first = res.body.data[0];
    expect(first).toMatchObject({ id: mine.canceled, status: 'canceled', order_details_count: 1, user_id: customerId });
    expect(first.shop).toMatchObject({ id: stock.shopId, translation: { title: expect.any(String) } });
    expect(first.currency).toMatchObject({ symbol: '$', rate: 1 });
    expect(typeof first.total_price).toBe('number');
    expect(first.total_price).toBe(stock.price / 100);
    const seller = await login(api, SELLER);
    const theirs = await api.call('GET', `${LIST}?perPage=100`, { token: seller });
    expect(ids(theirs)).not.toContain(mine.new);
  });

  it('filters by statuses in every query form', async () => {
    const active = ['new', 'accepted', 'cooking'].map((s) => mine[s]);
    for (const q of ['statuses[0]=new&statuses[1]=accepted&statuses[2]=cooking', 'statuses[]=new&statuses[]=accepted&statuses[]=cooking', 'statuses=new,accepted,cooking']) {
      const res = await api.call('GET', `${LIST}?${q}&perPage=100`, { token });
      expect(res.status, q).toBe(200);
      expect(ids(res).sort(), q).toEqual(active.sort());
    }
    const history = await api.call('GET', `${LIST}?statuses=delivered&statuses=canceled&perPage=100`, { token });
    expect(ids(history)).toContain(mine.canceled);
    expect(history.body.data.every((o: { status: string }) => ['delivered', 'canceled'].includes(o.status))).toBe(true);
  });

  it('sorts by column and direction, and by status order', async () => {
    const asc = await api.call('GET', `${LIST}?column=id&sort=asc&perPage=100`, { token });
    const list = ids(asc);
    expect(list).toEqual([...list].sort((a, b) => a - b));
    const byStatus = await api.call('GET', `${LIST}?order_statuses=true&perPage=100&statuses=new,cooking,delivered`, { token });
    const statuses = byStatus.body.data.map((o: { status: string }) => o.status);
    expect(statuses.indexOf('new')).toBeLessThan(statuses.indexOf('cooking'));
    expect(statuses.indexOf('cooking')).toBeLessThan(statuses.indexOf('delivered'));
    const page2 = await api.call('GET', `${LIST}?perPage=2&page=2`, { token });
    expect(page2.body.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page2.body.data.length).toBe(2);
  });

  it('rejects bad list parameters with 400', async () => {
    for (const q of ['statuses=bogus', 'statuses[0]=new&statuses[1]=x', 'column=password', 'column=id;drop', 'sort=sideways', 'perPage=0', 'perPage=101', 'page=-1', 'order_statuses=maybe']) {
      const res = await api.call('GET', `${LIST}?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body.statusCode).toBe('ERROR_400');
    }
    expect((await api.call('GET', LIST)).status).toBe(401);
  });

  it('shows one order with lines, shop, payment, history and totals in its currency', async () => {
    const res = await api.call('GET', `/dashboard/user/orders/${mine.delivered}?lang=en`, { token });
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o).toMatchObject({
      id: mine.delivered,
      status: 'delivered',
      total_price: stock.price / 100,
      shop: { id: stock.shopId },
      currency: { symbol: '$' },
      transaction: { status: 'progress', payment_system: { tag: 'cash' } },
      review: null,
      order_refunds: [],
      coupon: null,
    });
    expect(o.details).toHaveLength(1);
    expect(o.details[0]).toMatchObject({ stock_id: stock.stockId, quantity: 1, addons: [], stock: { id: stock.stockId, product: { id: stock.productId } } });
    expect(o.details[0].stock.product.translation.title).toBeTruthy();
    expect(o.status_history.map((e: { status: string }) => e.status)).toEqual(['delivered']);
  });

  it('shows the seeded delivered orders with their review', async () => {
    const [seeded] = await sqlRows<{ id: number }>(api, sql`select o.id from orders o join reviews r on r.order_id = o.id where o.user_id = ${customerId} limit 1`);
    const res = await api.call('GET', `/dashboard/user/orders/${seeded.id}`, { token });
    expect(res.body.data.review).toMatchObject({ rating: expect.any(Number) });
    expect(res.body.data.details.length).toBeGreaterThan(0);
  });

  it('converts with the order\'s own rate', async () => {
    await api.ctx.db.execute(sql`update orders set rate = 2 where id = ${mine.accepted}`);
    const res = await api.call('GET', `/dashboard/user/orders/${mine.accepted}`, { token });
    expect(res.body.data.total_price).toBe((stock.price * 2) / 100);
    expect(res.body.data.details[0].total_price).toBe((stock.price * 2) / 100);
    // The unit price clients show (contract Stock.total_price), converted the same way.
    expect(res.body.data.details[0].stock).toMatchObject({ total_price: (stock.price * 2) / 100, tax: 0, discount: 0 });
  });

  it('answers 404 for foreign and unknown orders, 400 for malformed ids', async () => {
    const other = await insertOrder(api, { userId: await userId(api, SELLER), stock });
    for (const id of [other.id, 99_999_999]) {
      const res = await api.call('GET', `/dashboard/user/orders/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.body.statusCode).toBe('ERROR_404');
    }
    for (const id of ['abc', '-1', '1.5', "1' or 1=1"]) expect((await api.call('GET', `/dashboard/user/orders/${encodeURIComponent(id)}`, { token })).status, id).toBe(400);
  });
});
