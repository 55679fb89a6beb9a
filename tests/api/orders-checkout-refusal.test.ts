import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { insertCart, insideZone, openSlot, paymentIds, SELLER, sellableStock, stockQty, userId, type SellableStock } from './orders-fixtures';

/**
 * Checkout's last statement goes with its COMMIT on PostgreSQL (ADR 0041), so a work that must not be kept has to
 * fail inside that statement: nothing after it can roll the transaction back. Here the key's finished answer shows
 * up between the claim and the last statement (a trigger writes it when the order row is inserted, as a first
 * attempt finishing at that moment would): the checkout must leave no order, take no stock and keep the cart.
 */

const ORDERS = '/dashboard/user/orders';
let api: TestApi;
let token: string;
let customerId: number;
let stock: SellableStock;
let body: (cartId: number) => Record<string, unknown>;

const count = async (q: ReturnType<typeof sql>) => Number((await sqlRows<{ n: number }>(api, q))[0].n);

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
  const pays = await paymentIds(api);
  await api.ctx.db.execute(sql`update shop_working_days set "from" = '8-00', "to" = '22-00', disabled = false where shop_id = ${stock.shopId}`);
  await api.ctx.db.execute(sql`update shops set min_amount = 0, open = true where id = ${stock.shopId}`);
  const [slot, inside] = await Promise.all([openSlot(api, stock.shopId), insideZone(api, stock.shopId)]);
  body = (cartId) => ({ cart_id: cartId, shop_id: stock.shopId, delivery_type: 'delivery', ...slot, location: inside, address: { address: '1 Test Street' }, payment_id: pays.get('wallet') });
  // The first attempt's answer, written in the checkout's own transaction when its order row goes in.
  await api.ctx.db.execute(sql.raw(`create function finish_first_attempt() returns trigger as $$
    begin
      insert into idempotency_keys (user_id, key, route, request_hash, status, response_status, response_body)
        values (new.user_id, new.idempotency_key, 'POST /api/v1${ORDERS}', 'first', 'done', 201, '{"first":true}');
      return null;
    end $$ language plpgsql`));
  await api.ctx.db.execute(sql.raw(`create trigger finish_first_attempt after insert on orders for each row
    when (new.idempotency_key like 'finished-meanwhile-%') execute function finish_first_attempt()`));
}, 120_000);
afterAll(() => api.close());

describe(`checkout refused by its last statement (${ENGINE})`, () => {
  it('keeps nothing when the key finished meanwhile: no order, no stock taken, no wallet debit, the cart still there', async () => {
    const cartId = await insertCart(api, customerId, stock.shopId, [{ stockId: stock.stockId, quantity: 1 }]);
    const wallet = () => count(sql`select price::bigint as n from wallets where user_id = ${customerId}`);
    const before = [await count(sql`select count(*)::int as n from orders where user_id = ${customerId}`), await stockQty(api, stock.stockId), await wallet()];
    const res = await api.call('POST', ORDERS, { token, body: body(cartId), headers: { 'idempotency-key': `finished-meanwhile-${randomUUID()}` } });
    // The finished row was rolled back with the work (it was written in the same transaction): "being processed".
    expect(res.status).toBe(409);
    expect([await count(sql`select count(*)::int as n from orders where user_id = ${customerId}`), await stockQty(api, stock.stockId), await wallet()]).toEqual(before);
    expect(await count(sql`select count(*)::int as n from carts where id = ${cartId}`)).toBe(1);
    // The same cart checks out once the key is a new one.
    const ok = await api.call('POST', ORDERS, { token, body: body(cartId), headers: { 'idempotency-key': randomUUID() } });
    expect(ok.status).toBe(201);
  });
});
