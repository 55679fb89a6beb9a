import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { ADMIN, DRIVER, insertOrder, login, SELLER, sellableStock, stockQty, userId, walletOf, type SellableStock } from './orders-fixtures';

let api: TestApi;
let customer: string;
let seller: string;
let driver: string;
let admin: string;
let customerId: number;
let stock: SellableStock;
let foreignStock: SellableStock;

const cancel = (id: number, token = customer, status = 'canceled') => api.call('POST', `/dashboard/user/orders/${id}/status/change?status=${status}`, { token });
const move = (who: 'seller' | 'deliveryman' | 'admin', id: number, status: string, token: string) => {
  const path = who === 'deliveryman' ? `/dashboard/deliveryman/order/${id}/status/update` : `/dashboard/${who}/orders/${id}/status/update`;
  return api.call('POST', path, { token, body: { status } });
};
const events = (id: number) => sqlRows<{ status: string; from_status: string | null }>(api, sql`select status, from_status from order_status_events where order_id = ${id} order by id`);

beforeAll(async () => {
  api = await startTestApi();
  customer = await signInDemo(api);
  [seller, driver, admin] = await Promise.all([login(api, SELLER), login(api, DRIVER), login(api, ADMIN)]);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
  const [other] = await sqlRows<{ email: string }>(api, sql`select u.email from shops s join users u on u.id = s.user_id where u.email <> ${SELLER} and s.status = 'approved' order by s.id limit 1`);
  foreignStock = await sellableStock(api, other.email);
}, 120_000);
afterAll(() => api.close());

describe(`order status moves (${ENGINE})`, () => {
  it('lets the customer cancel a new wallet-paid order: refund to the wallet, stock back, history, event', async () => {
    const before = await walletOf(api, customerId);
    const qtyBefore = await stockQty(api, stock.stockId);
    const order = await insertOrder(api, { userId: customerId, stock, quantity: 2, pay: 'wallet' });
    expect(await walletOf(api, customerId)).toBe(before - order.total);
    expect(await stockQty(api, stock.stockId)).toBe(qtyBefore - 2);
    const res = await cancel(order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, status: 'canceled', transaction: { status: 'refund', payment_system: { tag: 'wallet' } } });
    expect(await walletOf(api, customerId)).toBe(before);
    expect(await stockQty(api, stock.stockId)).toBe(qtyBefore);
    const [history] = await sqlRows<{ type: string; price: number }>(api, sql`select type, price from wallet_histories where transaction_id = (select id from transactions where order_id = ${order.id}) order by id desc limit 1`);
    expect(history).toMatchObject({ type: 'topup' });
    expect(Number(history.price)).toBe(order.total);
    expect((await events(order.id)).map((e) => e.status)).toEqual(['new', 'canceled']);
    // a second cancel changes nothing
    expect((await cancel(order.id)).status).toBe(409);
    expect(await walletOf(api, customerId)).toBe(before);
  });

  it('cancels a cash order without touching the wallet', async () => {
    const before = await walletOf(api, customerId);
    const order = await insertOrder(api, { userId: customerId, stock, pay: 'cash' });
    const res = await cancel(order.id);
    expect(res.body.data.transaction.status).toBe('canceled');
    expect(await walletOf(api, customerId)).toBe(before);
  });

  it('answers the customer 409 for anything but cancel-while-new, 400 for unknown statuses', async () => {
    const accepted = await insertOrder(api, { userId: customerId, stock, status: 'accepted' });
    expect((await cancel(accepted.id)).status).toBe(409);
    const fresh = await insertOrder(api, { userId: customerId, stock });
    for (const status of ['accepted', 'delivered', 'new']) expect((await cancel(fresh.id, customer, status)).status, status).toBe(409);
    for (const status of ['bogus', '', 'CANCELED']) expect((await cancel(fresh.id, customer, status)).status, status).toBe(400);
    expect((await api.call('POST', `/dashboard/user/orders/${fresh.id}/status/change`, { token: customer })).status).toBe(400);
    expect((await api.call('GET', `/dashboard/user/orders/${fresh.id}`, { token: customer })).body.data.status).toBe('new');
  });

  it('hides other people\'s orders (404) and asks for sign-in (401)', async () => {
    const order = await insertOrder(api, { userId: await userId(api, SELLER), stock });
    expect((await cancel(order.id)).status).toBe(404);
    expect((await cancel(99_999_999)).status).toBe(404);
    expect((await api.call('POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`)).status).toBe(401);
    for (const id of ['abc', '-1', '0', '1.5']) expect((await cancel(id as unknown as number)).status, id).toBe(400);
  });

  it('walks a delivery order through seller, deliveryman and admin moves', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, pay: 'cash' });
    expect((await move('seller', order.id, 'cooking', seller)).status).toBe(409); // no skipping
    expect((await move('deliveryman', order.id, 'accepted', driver)).status).toBe(409);
    for (const status of ['accepted', 'cooking', 'ready']) {
      const res = await move('seller', order.id, status, seller);
      expect(res.status, status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    expect((await move('seller', order.id, 'ready', seller)).status).toBe(409); // same status
    expect((await move('seller', order.id, 'canceled', seller)).status).toBe(409); // too late
    const onWay = await move('deliveryman', order.id, 'on_a_way', driver);
    expect(onWay.status).toBe(200);
    expect(onWay.body.data).toMatchObject({ current: true, deliveryman: { id: await userId(api, DRIVER) } });
    const done = await move('admin', order.id, 'delivered', admin);
    expect(done.body.data).toMatchObject({ status: 'delivered', current: false });
    expect((await events(order.id)).map((e) => `${e.from_status}>${e.status}`)).toEqual([
      'null>new', 'new>accepted', 'accepted>cooking', 'cooking>ready', 'ready>on_a_way', 'on_a_way>delivered',
    ]);
    expect((await move('admin', order.id, 'canceled', admin)).status).toBe(409);
  });

  it('lets the seller cancel an accepted order of its shop with the same side effects', async () => {
    const before = await walletOf(api, customerId);
    const order = await insertOrder(api, { userId: customerId, stock, pay: 'wallet', status: 'accepted' });
    const res = await move('seller', order.id, 'canceled', seller);
    expect(res.status).toBe(200);
    expect(await walletOf(api, customerId)).toBe(before);
  });

  it('keeps roles apart: 403 without the role, 404 for other shops and other drivers\' orders', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    expect((await move('seller', order.id, 'accepted', customer)).status).toBe(403);
    expect((await move('admin', order.id, 'accepted', seller)).status).toBe(403);
    expect((await move('deliveryman', order.id, 'on_a_way', seller)).status).toBe(403);
    const foreign = await insertOrder(api, { userId: customerId, stock: foreignStock });
    expect((await move('seller', foreign.id, 'accepted', seller)).status).toBe(404);
    expect((await move('admin', foreign.id, 'accepted', admin)).status).toBe(200);
    const taken = await insertOrder(api, { userId: customerId, stock, status: 'ready', deliverymanId: await userId(api, ADMIN) });
    expect((await move('deliveryman', taken.id, 'on_a_way', driver)).status).toBe(404);
    const pickup = await insertOrder(api, { userId: customerId, stock, status: 'ready', deliveryType: 'pickup' });
    expect((await move('deliveryman', pickup.id, 'on_a_way', driver)).status).toBe(404);
    expect((await move('seller', pickup.id, 'delivered', seller)).body.data.status).toBe('delivered');
  });

  it('validates staff bodies', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    for (const body of [{}, { status: 'bogus' }, { status: 1 }, { status: 'accepted', extra: 1 }]) {
      const res = await api.call('POST', `/dashboard/seller/orders/${order.id}/status/update`, { token: seller, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.statusCode).toBe('ERROR_400');
    }
  });

  it('gives one winner when the customer cancels and the seller accepts at once', async () => {
    const before = await walletOf(api, customerId);
    const order = await insertOrder(api, { userId: customerId, stock, pay: 'wallet' });
    const [a, b] = await Promise.all([cancel(order.id), move('seller', order.id, 'accepted', seller)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [row] = await sqlRows<{ status: string }>(api, sql`select status from orders where id = ${order.id}`);
    expect(await walletOf(api, customerId)).toBe(row.status === 'canceled' ? before : before - order.total);
    expect((await events(order.id)).length).toBe(2);
  });
});
