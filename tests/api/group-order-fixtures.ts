import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users, wallets } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/modules/auth/tokens';
import { sqlRows, type TestApi } from './harness';
import { CART, sellableStocks } from './cart-fixtures';
import { insideZone, openSlot, paymentIds, SELLER, sellableStock } from './orders-fixtures';

/** Group orders that get checked out: the seller's shop made orderable, owners, guests, lines and checkout. */

export interface Shop {
  shopId: number;
  stockIds: number[];
  checkout: Record<string, unknown>;
}

/** The seller's shop open, without minimum, with plenty of stock; a delivery slot and address inside its zone. */
export async function orderableShop(api: TestApi): Promise<Shop> {
  const { shopId } = await sellableStock(api, SELLER);
  await api.ctx.db.execute(sql`update shop_working_days set "from" = '8-00', "to" = '22-00', disabled = false where shop_id = ${shopId}`);
  await api.ctx.db.execute(sql`update shops set min_amount = 0, open = true where id = ${shopId}`);
  const stockIds = (await sellableStocks(api, shopId)).slice(0, 4).map((s) => s.id);
  expect(stockIds.length).toBeGreaterThanOrEqual(3);
  await api.ctx.db.execute(sql`update stocks set quantity = 100000 where id in ${sql.raw(`(${stockIds.join(',')})`)}`);
  await api.ctx.db.execute(sql`update products p set max_qty = 1000 from stocks s where s.product_id = p.id and s.id in ${sql.raw(`(${stockIds.join(',')})`)}`);
  const checkout = { shop_id: shopId, delivery_type: 'delivery', ...(await openSlot(api, shopId)), location: await insideZone(api, shopId), address: { address: 'Group street 1' }, payment_id: (await paymentIds(api)).get('cash') };
  return { shopId, stockIds, checkout };
}

/** Fresh signed-in customers (one cart each), written straight into the database. */
export async function makeOwners(api: TestApi, n: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await api.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `owner-${tag}-${i}@groops.test`, firstname: `Owner${i}`, myReferral: `G${tag}${i}`.toUpperCase() })))
    .returning({ id: users.id });
  await api.ctx.db.insert(wallets).values(rows.map((r) => ({ userId: r.id, price: 0 })));
  return Promise.all(rows.map((r) => issueToken(api.ctx.db, r.id, api.clock.now(), 1)));
}

export interface Group {
  cartId: number;
  inviteToken: string;
  shopId: number;
  ownerToken: string;
}

/** The owner puts one line in a cart of the shop and starts the group (with a password when given). */
export async function startGroup(api: TestApi, ownerToken: string, shop: Shop, password?: string): Promise<Group> {
  const put = await api.call('POST', `${CART}/insert-product`, { token: ownerToken, body: { shop_id: shop.shopId, products: [{ stock_id: shop.stockIds[0], quantity: 1 }] } });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const started = await api.call('POST', `${CART}/set-group/${put.body.data.id}`, { token: ownerToken, body: password ? { password } : undefined });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { cartId: put.body.data.id, inviteToken: started.body.data.invite_token, shopId: shop.shopId, ownerToken };
}

let nextIp = 0;
/** A join from its own client address (so only the cap, never the per-address throttle, limits it). */
export const joinGroup = (api: TestApi, g: Group, name: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/rest/cart/open', {
    body: { name, shop_id: g.shopId, cart_id: g.cartId, token: g.inviteToken, ...extra },
    headers: { 'x-forwarded-for': `10.${(++nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}` },
  });

export async function member(api: TestApi, g: Group, name: string, extra: Record<string, unknown> = {}): Promise<{ id: number; uuid: string }> {
  const res = await joinGroup(api, g, name, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export const addLine = (api: TestApi, g: Group, uuid: string, stockId: number, quantity = 1) =>
  api.call('POST', '/rest/cart/insert-product', { body: { shop_id: g.shopId, cart_id: g.cartId, user_cart_uuid: uuid, products: [{ stock_id: stockId, quantity }] } });

export const memberView = (api: TestApi, g: Group, uuid: string) => api.call('GET', `/rest/cart/${g.cartId}?user_cart_uuid=${uuid}`);

export const placeOrder = (api: TestApi, g: Group, shop: Shop, headers?: Record<string, string>) =>
  api.call('POST', '/dashboard/user/orders', { token: g.ownerToken, body: { cart_id: g.cartId, ...shop.checkout }, headers });

/** Cents of a decimal amount. */
export const cents = (v: number) => Math.round(v * 100);

export async function dbCount(api: TestApi, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await sqlRows<{ n: number | string }>(api, query))[0].n);
}
